import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PlanView } from "@shared/schemas/billing";
import { formatDate } from "@shared/format";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { PlanSection, planDescription } from "./plan-section";

const base: PlanView = { status: "free", isPremium: false, premiumUntil: null, source: null, demoMode: true, trialAvailable: true, canCancel: false, canResume: false };
const END = "2026-12-01T10:00:00.000Z";

afterEach(() => vi.unstubAllGlobals());

describe("sezione del piano su /account", () => {
  it("descrive piano gratuito, prova con data di fine, Premium con rinnovo o fine", () => {
    expect(planDescription(base)).toBe("Piano gratuito");
    expect(planDescription({ ...base, status: "trialing", isPremium: true, premiumUntil: END, source: "demo" })).toBe(`Prova gratuita (modalità demo) fino al ${formatDate(END)}`);
    expect(planDescription({ ...base, status: "active", isPremium: true, premiumUntil: END, source: "stripe" })).toBe(`Premium, si rinnova il ${formatDate(END)}`);
    expect(planDescription({ ...base, status: "canceling", isPremium: true, premiumUntil: END, source: "stripe" })).toBe(`Premium annullato: resta attivo fino al ${formatDate(END)}`);
    expect(planDescription({ ...base, status: "active", isPremium: true, premiumUntil: END, source: "grant" })).toBe(`Premium fino al ${formatDate(END)}`);
  });

  it("annulla la prova: chiama il server e mostra il nuovo stato con il suo messaggio", async () => {
    const trial: PlanView = { ...base, status: "trialing", isPremium: true, premiumUntil: END, source: "demo", trialAvailable: false, canCancel: true };
    const cancelled: PlanView = { ...trial, status: "canceling", canCancel: false, canResume: true, message: "Piano annullato: resta attivo fino alla data indicata." };
    // The server's state: the plan read after the cancellation is the cancelled one.
    let current: PlanView = trial;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/billing/cancel" && init?.method === "POST") current = cancelled;
      const body = url.startsWith("/api/billing") ? current : { message: "no" };
      return new Response(JSON.stringify(body), { status: url.startsWith("/api/billing") ? 200 : 401, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    const { hook } = memoryLocation({ path: "/account" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <PlanSection />
          <Toaster />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("plan-description")).toHaveTextContent(`Prova gratuita (modalità demo) fino al ${formatDate(END)}`);
    await userEvent.click(screen.getByRole("button", { name: "Annulla la prova" }));
    await waitFor(() => expect(fetch.mock.calls.map((c) => `${c[1]?.method} ${c[0]}`)).toContain("POST /api/billing/cancel"));
    await waitFor(() => expect(screen.getByTestId("plan-description")).toHaveTextContent("annullato: resta attivo fino al"));
    expect(screen.getByRole("button", { name: "Riprendi il piano" })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Piano annullato"));
  });
});
