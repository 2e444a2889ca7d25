import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import MortgageCalculatorPage from "./mortgage-calculator-page";

// The verdict follows the family's own income: none is shown from the example's income while the
// profile is on its way (docs/client.md, "Calcolatori").
const me = { id: 1, email: "g@esempio.it", firstName: "G", lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true };
const profile = { completed: true, monthlyIncome: 1200, householdSize: 3, children: 1, singleIncome: true, goal: "home" };

afterEach(() => vi.unstubAllGlobals());

describe("verdetto del mutuo per chi ha un profilo", () => {
  it("nessun «Mutuo sostenibile» dal reddito d'esempio mentre arriva il profilo: poi il verdetto sul reddito vero", async () => {
    let release = () => {};
    const profileArrives = new Promise<void>((r) => (release = r));
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const path = url.split("?")[0]!;
        asked.push(path);
        if (path === "/api/user/profile") await profileArrives;
        const body = path === "/api/auth/user" ? me : path === "/api/user/profile" ? profile : { message: "Risorsa non trovata" };
        return new Response(JSON.stringify(body), { status: path === "/api/auth/user" || path === "/api/user/profile" ? 200 : 404, headers: { "Content-Type": "application/json" } });
      }),
    );
    // Every text the page ever shows, not only the last one.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The app draws a page once the session is known (app.tsx): the user is signed in from the start.
    const client = createQueryClient();
    client.setQueryData(AUTH_USER_KEY, me);
    render(
      <QueryClientProvider client={client}>
        <Router hook={memoryLocation({ path: "/mortgage-calculator" }).hook}>
          <MortgageCalculatorPage />
        </Router>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toContain("/api/user/profile"));
    expect(screen.queryByTestId("mortgage-ratio")).toBeNull();
    release();
    // 1.200 € against the example's instalment (697,94 €) is well over the threshold.
    await waitFor(() => expect(screen.getByLabelText("Reddito mensile netto della famiglia (€)")).toHaveValue("1.200"));
    await screen.findByRole("alert");
    expect(screen.getByTestId("mortgage-ratio").textContent).toMatch(/^58,2\s?%$/);
    observer.disconnect();
    expect(seen.some((t) => t.includes("Mutuo sostenibile"))).toBe(false);
  });
});
