import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Expense } from "@shared/schemas/expenses";
import type { ImportResult } from "@shared/schemas/expense-import";
import { queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { ExpenseList } from "./expense-list";
import { ExpenseImport } from "./expense-import";

// docs/expenses.md, "Regole imparate" (a later edit proposes the rule) and "Entrate e uscite in due
// colonne" (the column picker). Only the network is replaced.
type Answer = { status: number; body?: unknown };
function serverAnswers(...answers: Answer[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/user/events/pending") return new Response(JSON.stringify({ pending: 0 }), { status: 200, headers: { "Content-Type": "application/json" } });
    const a = answers.shift() ?? { status: 200, body: [] };
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());
const sent = (fetchMock: ReturnType<typeof serverAnswers>, method: string) =>
  (fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>).filter(([, init]) => (init?.method ?? "GET") === method).map(([url, init]) => ({ url, body: JSON.parse(String(init!.body)) }));

const imported: Expense = { id: 9, description: "PAGAMENTO POS BOTTEGA VERDI", amount: "30.00", category: "necessita", subcategory: "altro", date: "2026-11-10" };

/** The list with the imported expense, its edit form open. */
async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  render(
    <QueryClientProvider client={queryClient}>
      <ExpenseList items={[imported]} emptyText="Nessuna spesa" calendar={{ today: "2026-11-22", minDate: "2021-11-01", maxDate: "2026-12-31" }} />
      <Toaster />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Modifica PAGAMENTO POS BOTTEGA VERDI" }));
}

describe("regola proposta dopo una modifica", () => {
  it("cambiare la categoria di una spesa importata mostra «Crea regola», che salva la regola", async () => {
    const proposal = { contains: "BOTTEGA", subcategory: "spesa_alimentare", category: "necessita" };
    const fetchMock = serverAnswers(
      { status: 200, body: { ...imported, subcategory: "spesa_alimentare", ruleProposal: proposal } },
      { status: 201, body: { id: 1, contains: "bottega", subcategory: "spesa_alimentare", category: "necessita" } },
    );
    const user = userEvent.setup();
    await openEdit(user);
    await user.selectOptions(screen.getByLabelText("Tipo di spesa"), "spesa_alimentare");
    await user.click(screen.getByRole("button", { name: "Salva modifiche" }));

    const offer = await screen.findByText("Vuoi una regola per le prossime importazioni?");
    const toastEl = offer.closest("[data-testid='toast']") as HTMLElement;
    expect(toastEl).toHaveTextContent("Descrizione contiene «BOTTEGA» → Spesa alimentare.");
    // The toast layer has pointer-events: none around its buttons (as in expense-list.test.tsx).
    fireEvent.click(within(toastEl).getByRole("button", { name: "Crea regola" }));
    expect(await screen.findByText("Regola salvata")).toBeInTheDocument();
    expect(sent(fetchMock, "POST")).toEqual([{ url: "/api/user/import-rules", body: proposal }]);
  });

  it("senza proposta nessun «Crea regola»", async () => {
    serverAnswers({ status: 200, body: { ...imported, amount: "31.00" } });
    const user = userEvent.setup();
    await openEdit(user);
    await user.click(screen.getByRole("button", { name: "Salva modifiche" }));
    expect(await screen.findByText("Spesa aggiornata")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Crea regola" })).toBeNull();
  });
});

describe("colonne delle uscite e delle entrate", () => {
  it("si scelgono due colonne d'importo e l'anteprima le invia come debit e credit", async () => {
    const headers = ["Quando", "Cosa", "Uscite euro", "Entrate euro"];
    const first: ImportResult = {
      filename: "banca.csv", format: "csv", encoding: "utf-8", separator: ";", headers, mapping: null, mappingSource: null, rows: [],
      summary: { total: 0, new: 0, income: 0, duplicate: 0, invalid: 0, excluded: 0, over_limit: 0 },
      committed: false, imported: 0, importedIncome: 0, leftOutByLimit: 0, message: "Indica quali colonne contengono la data, la descrizione e l'importo",
    };
    const fetchMock = serverAnswers({ status: 200, body: first }, { status: 200, body: { ...first, mapping: { date: 0, description: 1, debit: 2, credit: 3 }, mappingSource: "request" } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ExpenseImport />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText("File dell'estratto conto (CSV o XLSX)"), new File(["x"], "banca.csv", { type: "text/csv" }));
    await user.click(await screen.findByRole("checkbox", { name: "Uscite ed entrate in due colonne separate" }));
    expect(screen.queryByLabelText("Colonna dell'importo")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Colonna della data"), "0");
    await user.selectOptions(screen.getByLabelText("Colonna della descrizione"), "1");
    await user.selectOptions(screen.getByLabelText("Colonna delle uscite (Dare, Addebiti)"), "2");
    await user.selectOptions(screen.getByLabelText("Colonna delle entrate (Avere, Accrediti)"), "3");
    await user.click(screen.getByRole("button", { name: "Aggiorna l'anteprima con queste colonne" }));
    await screen.findByText("Indica quali colonne contengono la data, la descrizione e l'importo");
    const posts = sent(fetchMock, "POST");
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ commit: false, mapping: { date: 0, description: 1, debit: 2, credit: 3 } });
    expect(screen.getByLabelText("Colonna delle uscite (Dare, Addebiti)")).toHaveValue("2");
  });
});
