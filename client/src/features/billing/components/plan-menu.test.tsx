import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import type { CurrentUser } from "@shared/schemas/auth";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { formatDate } from "@shared/format";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { Navbar } from "@/app/navbar";
import { useBillingPortal } from "../api";

const user: CurrentUser = {
  id: 7,
  email: "anna@esempio.it",
  firstName: "Anna",
  lastName: null,
  profileImageUrl: null,
  points: 40,
  isPremium: true,
  isAdmin: false,
  premiumUntil: "2026-06-30T08:00:00.000Z",
  subscriptionStatus: "active",
  emailVerified: true,
};

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

afterEach(() => vi.unstubAllGlobals());

describe("piano nel menu dell'avatar", () => {
  it("mostra lo stato del piano e 'Gestisci abbonamento'; un rifiuto del server diventa un toast", async () => {
    const fetch = stubFetch(409, { message: BILLING_MESSAGES.noSubscription });
    const { hook } = memoryLocation({ path: "/" });
    render(
      <Router hook={hook}>
        <Navbar user={user} />
        <Toaster />
      </Router>,
      { wrapper },
    );
    screen.getByTestId("avatar-menu").focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("plan-status")).toHaveTextContent(`Premium, si rinnova il ${formatDate(user.premiumUntil!)}`);
    expect(screen.queryByRole("menuitem", { name: "Passa a Premium" })).toBeNull();
    await userEvent.click(screen.getByRole("menuitem", { name: "Gestisci abbonamento" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/billing/portal", expect.objectContaining({ method: "POST" })));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.noSubscription));
  });

  it("senza abbonamento Stripe: piano gratuito, nessuna voce di gestione", async () => {
    const { hook } = memoryLocation({ path: "/" });
    render(
      <Router hook={hook}>
        <Navbar user={{ ...user, isPremium: false, premiumUntil: null, subscriptionStatus: null }} />
      </Router>,
      { wrapper },
    );
    screen.getByTestId("avatar-menu").focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("plan-status")).toHaveTextContent("Piano gratuito");
    expect(screen.queryByRole("menuitem", { name: "Gestisci abbonamento" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Passa a Premium" })).toBeInTheDocument();
    // The account page is one click away from the user menu (docs/accounts.md).
    expect(screen.getByRole("menuitem", { name: "Il tuo account" })).toHaveAttribute("href", "/account");
  });

  it("il portale risponde con l'URL di Stripe: il browser ci va", async () => {
    stubFetch(200, { url: "https://billing.stripe.com/p/session/test_1" });
    const navigate = vi.fn();
    const { result } = renderHook(() => useBillingPortal(navigate), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test_1"));
  });
});
