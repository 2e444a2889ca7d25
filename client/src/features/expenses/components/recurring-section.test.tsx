import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { RecurringExpense } from "@shared/schemas/recurring-expenses";
import { RecurringSection } from "./recurring-section";

// Only the network is replaced: the list of rules comes from a stubbed fetch.
afterEach(() => vi.unstubAllGlobals());

const gas: RecurringExpense = {
  id: 3,
  description: "Bolletta del gas",
  amount: "85.40",
  category: "necessita",
  subcategory: "bollette",
  dayOfMonth: 5,
  startDate: "2026-10-01",
  endDate: null,
  remind: true,
  incomeKind: null,
  nextDue: "2026-12-05",
  occurrences: [
    { month: "2026-11", status: "skipped_limit", expenseId: null },
    { month: "2026-10", status: "created", expenseId: 41 },
  ],
};

describe("spese ricorrenti: i mesi di una regola", () => {
  it("un mese saltato per il limite gratuito si legge 'saltata: limite del piano gratuito', accanto ai mesi registrati", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify([gas]), { status: 200, headers: { "Content-Type": "application/json" } })));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecurringSection today="2026-11-22" />
      </QueryClientProvider>,
    );
    const months = await screen.findByRole("list", { name: "Mesi di Bolletta del gas" });
    expect(within(months).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Novembre 2026: saltata: limite del piano gratuito", "Ottobre 2026: registrata"]);
  });
});
