import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { GuideOverview } from "./guide-overview";

function renderAs(user: { isAdmin: boolean } | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      user
        ? new Response(JSON.stringify({ id: 1, email: "a@esempio.it", firstName: "A", lastName: null, profileImageUrl: null, points: 0, isPremium: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true, ...user }), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ message: "Non autenticato" }), { status: 401, headers: { "Content-Type": "application/json" } }),
    ),
  );
  const { hook } = memoryLocation({ path: "/" });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <GuideOverview />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("guida per principianti: strumenti per chi la legge", () => {
  it("una famiglia vede i calcolatori e i corsi, non Prompt Master né l'area amministrazione", async () => {
    renderAs({ isAdmin: false });
    expect(await screen.findByRole("link", { name: /I calcolatori della famiglia/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Corsi/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Prompt Master/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Area amministrazione/ })).toBeNull();
  });

  it("un amministratore vede Prompt Master e l'area amministrazione", async () => {
    renderAs({ isAdmin: true });
    expect(await screen.findByRole("link", { name: /Come usare Prompt Master/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Area amministrazione/ })).toBeInTheDocument();
  });
});
