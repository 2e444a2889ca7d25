import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Expense } from "@shared/schemas/expenses";
import { queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { ExpenseList } from "./expense-list";

// Only the network is replaced: the list, the form, the hooks and the toasts are the real ones.
// The answers go to the changes (PATCH, DELETE, POST) in order; a read the form may or may not make
// (its data can already be cached by an earlier file of the same worker) gets an empty list and
// never takes a change's answer.
type Answer = { status: number; body?: unknown };
function serverAnswers(...answers: Answer[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    // After a change the client asks whether the user's events are applied (docs/events.md).
    if (url === "/api/user/events/pending") return new Response(JSON.stringify({ pending: 0 }), { status: 200, headers: { "Content-Type": "application/json" } });
    const read = (init?.method ?? "GET") === "GET";
    const a = (read ? undefined : answers.shift()) ?? { status: 200, body: [] };
    return a.status === 204 ? new Response(null, { status: 204 }) : new Response(JSON.stringify(a.body), { status: a.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const coffee: Expense = { id: 7, description: "Caffè", amount: "12.50", category: "desideri", subcategory: "ristoranti", date: "2026-11-20" };
const renderList = (items: Expense[] = [coffee]) =>
  render(
    <QueryClientProvider client={queryClient}>
      <ExpenseList items={items} emptyText="Nessuna spesa" calendar={{ today: "2026-11-22", minDate: "2021-11-01", maxDate: "2026-12-31" }} />
      <Toaster />
    </QueryClientProvider>,
  );
const callsTo = (fetchMock: ReturnType<typeof serverAnswers>, method: string) =>
  (fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>).filter(([, init]) => (init?.method ?? "GET") === method);

describe("elenco spese: modifica e annulla", () => {
  it("modifica in linea: 12,50 → 1.250,00 invia 1250.00 e mostra 1.250,00 €", async () => {
    const fetchMock = serverAnswers({ status: 200, body: { ...coffee, amount: "1250.00" } });
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole("button", { name: "Modifica Caffè" }));
    const amount = screen.getByLabelText("Importo (€)");
    expect(amount).toHaveValue("12,50");
    expect(screen.getByLabelText("Tipo di spesa")).toHaveValue("ristoranti");
    await user.clear(amount);
    await user.type(amount, "1.250,00");
    await user.click(screen.getByRole("button", { name: "Salva modifiche" }));
    // The toast found by its own words: a toast another file of the same worker left may still be shown.
    const toastEl = (await screen.findByText(/Spesa aggiornata/)).closest<HTMLElement>('[data-testid="toast"]')!;
    expect(toastEl).toHaveTextContent("Spesa aggiornata");
    expect(toastEl.textContent).toMatch(/1\.250,00\s€/);
    const [[url, init]] = callsTo(fetchMock, "PATCH");
    expect(url).toBe("/api/user/expenses/7");
    // The edit form starts from the expense's own deduction (none here), so it sends null (docs/tax.md).
    expect(JSON.parse(String(init!.body))).toEqual({ description: "Caffè", amount: "1250.00", category: "desideri", subcategory: "ristoranti", date: "2026-11-20", deduction: null });
    await waitFor(() => expect(screen.queryByLabelText("Importo (€)")).toBeNull());
  });

  it("eliminare non chiede conferma; 'Spesa eliminata · Annulla' ripristina la stessa spesa", async () => {
    const fetchMock = serverAnswers({ status: 204 }, { status: 200, body: coffee });
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole("button", { name: "Elimina Caffè" }));
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveTextContent("Spesa eliminata");
    // A plain click: jsdom has no pointer capture, which the toast's swipe handling asks for.
    fireEvent.click(within(toastEl).getByRole("button", { name: "Annulla" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST").map(([url]) => url)).toEqual(["/api/user/expenses/7/restore"]));
    expect(callsTo(fetchMock, "DELETE").map(([url]) => url)).toEqual(["/api/user/expenses/7"]);
    expect(await screen.findByText("Spesa ripristinata")).toBeInTheDocument();
  });

  it("un annulla rifiutato (mese pieno) mostra il messaggio del server", async () => {
    serverAnswers({ status: 204 }, { status: 403, body: { message: "Impossibile ripristinare: il mese della spesa ha già 10 spese, il limite del piano gratuito." } });
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole("button", { name: "Elimina Caffè" }));
    fireEvent.click(within(await screen.findByTestId("toast")).getByRole("button", { name: "Annulla" }));
    expect(await screen.findByText("Impossibile ripristinare: il mese della spesa ha già 10 spese, il limite del piano gratuito.")).toBeInTheDocument();
  });
});

describe("elenco spese in famiglia (docs/household.md)", () => {
  const mine: Expense = { ...coffee, id: 8, description: "Regalo", visibility: "private", author: { memberId: 10, displayName: "Marco" } };
  // A member without a name is shown by the address the household page lists.
  const hers: Expense = { ...coffee, id: 9, description: "Spesa", visibility: "shared", author: { memberId: 11, displayName: null } };
  const names = new Map([
    [10, "Marco"],
    [11, "giulia@esempio.it"],
  ]);
  const gone: Expense = { ...coffee, id: 10, description: "Bollette", visibility: "shared", author: { memberId: null, displayName: "ex membro" } };
  const renderWith = (showAuthors: boolean) =>
    render(
      <QueryClientProvider client={queryClient}>
        <ExpenseList items={[mine, hers, gone]} emptyText="Nessuna spesa" calendar={{ today: "2026-11-22", minDate: "2021-11-01", maxDate: "2026-12-31" }} authors={showAuthors ? names : null} />
      </QueryClientProvider>,
    );

  it("con più membri: chi l'ha inserita («ex membro» per chi è uscito) e il segno «Privata»", () => {
    renderWith(true);
    const rows = screen.getAllByTestId("expense-item");
    expect(within(rows[0]!).getByText("Privata")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Inserita da Marco")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Inserita da giulia@esempio.it")).toBeInTheDocument();
    expect(within(rows[1]!).queryByText("Privata")).toBeNull();
    expect(within(rows[2]!).getByText("Inserita da ex membro")).toBeInTheDocument();
  });

  it("da soli: nessun autore, la spesa privata resta segnata", () => {
    renderWith(false);
    expect(screen.queryByText(/Inserita da/)).toBeNull();
    expect(screen.getByText("Privata")).toBeInTheDocument();
  });
});
