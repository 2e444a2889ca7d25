import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import BudgetCalculatorPage from "./budget-calculator-page";
import MortgageCalculatorPage from "./mortgage-calculator-page";

// The household profile's income fills the calculators of a signed-in user (docs/accounts.md).
const me = { id: 1, email: "g@esempio.it", firstName: "G", lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true };
const profile = { completed: true, monthlyIncome: 1800, householdSize: 3, children: 1, singleIncome: true, goal: "home" };

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0]!;
      const found = path in answers;
      return new Response(JSON.stringify(found ? answers[path] : { message: "Risorsa non trovata" }), { status: found ? 200 : 404, headers: { "Content-Type": "application/json" } });
    }),
  );
}

function renderPage(page: React.ReactElement) {
  const { hook } = memoryLocation({ path: "/" });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>{page}</Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("calcolatori compilati dal profilo della famiglia", () => {
  it("budget: reddito 1.800 nel profilo e nessun budget salvato → 1.800 nel campo", async () => {
    serve({ "/api/auth/user": me, "/api/user/budget": null, "/api/user/profile": profile });
    renderPage(<BudgetCalculatorPage />);
    await waitFor(() => expect(screen.getByLabelText("Reddito mensile netto (€)")).toHaveValue("1.800"));
    expect(screen.getByTestId("share-necessities")).toHaveTextContent("900,00 €");
  });

  it("budget: un budget salvato viene prima del profilo", async () => {
    serve({
      "/api/auth/user": me,
      "/api/user/budget": { monthlyIncome: "2500.00", necessities: "1250.00", wants: "750.00", savings: "500.00", createdAt: new Date().toISOString() },
      "/api/user/profile": profile,
    });
    renderPage(<BudgetCalculatorPage />);
    await waitFor(() => expect(screen.getByLabelText("Reddito mensile netto (€)")).toHaveValue("2.500"));
  });

  it("mutuo: il reddito della famiglia prende quello del profilo", async () => {
    serve({ "/api/auth/user": me, "/api/user/profile": profile });
    renderPage(<MortgageCalculatorPage />);
    await waitFor(() => expect(screen.getByLabelText("Reddito mensile netto della famiglia (€)")).toHaveValue("1.800"));
  });
});
