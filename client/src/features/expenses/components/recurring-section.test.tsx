import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { RecurringExpense } from "@shared/schemas/recurring-expenses";
import { queryClient } from "@/lib/query-client";
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

describe("entrate ricorrenti (docs/expenses.md, Recurring income)", () => {
  it("scegliendo 'Entrata: Stipendio' spariscono tipo di spesa e categoria e il server riceve incomeKind; l'elenco dice che è un'entrata", async () => {
    const rules: RecurringExpense[] = [];
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
        if (init?.method !== "POST") return ok(rules);
        const body = JSON.parse(String(init.body));
        sent.push(body);
        const rule: RecurringExpense = { ...gas, id: 7, description: body.description, amount: "1800.50", incomeKind: body.incomeKind, dayOfMonth: 27, nextDue: "2026-11-27", occurrences: [] };
        rules.push(rule);
        return ok(rule, 201);
      }),
    );
    const user = userEvent.setup();
    // The app's own query client: the mutation refreshes the list through it (expenses/api.ts).
    queryClient.clear();
    render(
      <QueryClientProvider client={queryClient}>
        <RecurringSection today="2026-11-22" />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Nuova spesa ricorrente" }));
    await user.type(screen.getByLabelText("Descrizione"), "Stipendio");
    await user.type(screen.getByLabelText("Importo (€)"), "1.800,50");
    await user.clear(screen.getByLabelText(/Giorno del mese/));
    await user.type(screen.getByLabelText(/Giorno del mese/), "27");
    await user.selectOptions(screen.getByLabelText("Spesa o entrata"), "Entrata: Stipendio");
    expect(screen.queryByLabelText("Categoria")).toBeNull();
    expect(screen.queryByLabelText("Tipo di spesa")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Salva spesa ricorrente" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ description: "Stipendio", incomeKind: "salary" });
    expect(await screen.findByText(/Entrata: Stipendio/)).toBeTruthy();
  });
});

describe("spese ricorrenti della famiglia (docs/household.md, Bollette ricorrenti, budget e ripartizione)", () => {
  it("chi è in sola lettura vede le bollette della famiglia ma nessun comando che le modifica", async () => {
    const household = { id: 1, name: "La mia famiglia", role: "viewer", members: [], invitations: [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => new Response(JSON.stringify(String(url).endsWith("/api/household") ? household : [gas]), { status: 200, headers: { "Content-Type": "application/json" } })),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecurringSection today="2026-11-22" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Con il ruolo «Solo lettura» vedi le spese ricorrenti della famiglia/)).toBeTruthy();
    expect(await screen.findByText("Bolletta del gas")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nuova spesa ricorrente" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Elimina la spesa ricorrente Bolletta del gas" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Salta/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
