import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import BudgetCalculatorPage from "./budget-calculator-page";

// The budget calculator follows the family's split (docs/plan.md, "La ripartizione della famiglia").
const me = { id: 1, email: "g@esempio.it", firstName: "G", lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true };

function serve(answers: Record<string, unknown>) {
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0]!;
      if (init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        sent.push({ url: path, body });
        return new Response(JSON.stringify({ id: 1, ...body, createdAt: new Date().toISOString() }), { status: 201, headers: { "Content-Type": "application/json" } });
      }
      const found = path in answers;
      return new Response(JSON.stringify(found ? answers[path] : { message: "Risorsa non trovata" }), { status: found ? 200 : 404, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("calcolatore di budget con la ripartizione della famiglia", () => {
  it("60/25/15: 2.000 € diventano 1.200 / 500 / 300 e il salvataggio manda quelle quote", async () => {
    const sent = serve({ "/api/auth/user": me, "/api/user/budget": null, "/api/user/profile": { completed: false, monthlyIncome: null }, "/api/user/budget-split": { necessities: 60, wants: 25, savings: 15, isDefault: false } });
    const { hook } = memoryLocation({ path: "/" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <BudgetCalculatorPage />
        </Router>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("share-necessities")).toHaveTextContent("1.200,00 €"));
    expect(screen.getByTestId("share-wants")).toHaveTextContent("500,00 €");
    expect(screen.getByTestId("share-savings")).toHaveTextContent("300,00 €");
    expect(screen.getByText("60%")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: /Salva Budget/ }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ monthlyIncome: "2000.00", necessities: "1200.00", wants: "500.00", savings: "300.00" }));
  });
});
