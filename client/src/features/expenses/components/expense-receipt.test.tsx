import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Expense } from "@shared/schemas/expenses";
import { queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { ExpenseList } from "./expense-list";

// docs/tax.md ("Ricevute"): the row of a deductible expense attaches, shows and removes its receipt.
// Only the network is replaced.
type Answer = { status: number; body?: unknown };
function serverAnswers(...answers: Answer[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/user/events/pending") return new Response(JSON.stringify({ pending: 0 }), { status: 200, headers: { "Content-Type": "application/json" } });
    const a = answers.shift() ?? { status: 200, body: [] };
    return a.status === 204 ? new Response(null, { status: 204 }) : new Response(JSON.stringify(a.body), { status: a.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const visit: Expense = { id: 9, description: "Visita", amount: "90.00", category: "necessita", subcategory: "salute", date: "2026-03-10", deduction: { type: "health", member: "self", traceable: true } };
const coffee: Expense = { id: 7, description: "Caffè", amount: "2.50", category: "desideri", subcategory: "ristoranti", date: "2026-03-10", deduction: null };
const RECEIPT_ID = "AAAAAAAAAAAAAAAAAAAAAA";
const renderList = (items: Expense[]) =>
  render(
    <QueryClientProvider client={queryClient}>
      <ExpenseList items={items} emptyText="Nessuna spesa" calendar={{ today: "2026-11-22", minDate: "2021-11-01", maxDate: "2026-12-31" }} />
      <Toaster />
    </QueryClientProvider>,
  );
const writes = (fetchMock: ReturnType<typeof serverAnswers>) =>
  (fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>).filter(([, init]) => (init?.method ?? "GET") !== "GET");

describe("ricevuta nella riga di una spesa detraibile", () => {
  it("solo le spese detraibili hanno 'Allega ricevuta', un campo file con etichetta che invia il file in base64", async () => {
    const fetchMock = serverAnswers({ status: 201, body: { id: RECEIPT_ID, expenseId: 9, mimeType: "application/pdf", size: 9 } });
    const user = userEvent.setup();
    renderList([visit, coffee]);
    expect(screen.queryByLabelText(/Allega ricevuta di Caffè/)).toBeNull();
    const input = screen.getByLabelText("Allega ricevuta di Visita (foto o PDF)");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,application/pdf");
    await user.upload(input, new File(["%PDF-1.4\n%%EOF\n"], "ricevuta.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [[url, init]] = writes(fetchMock);
    expect(url).toBe("/api/user/expenses/9/receipt");
    expect(init!.method).toBe("POST");
    const body = JSON.parse(String(init!.body)) as { data: string };
    expect(atob(body.data.replace(/^data:[^,]*,/, ""))).toBe("%PDF-1.4\n%%EOF\n");
  });

  it("con la ricevuta: 'Vedi ricevuta' apre il suo indirizzo, 'Rimuovi' la cancella", async () => {
    const fetchMock = serverAnswers({ status: 204 });
    const user = userEvent.setup();
    renderList([{ ...visit, receiptId: RECEIPT_ID }]);
    expect(screen.getByRole("link", { name: "Vedi ricevuta di Visita" })).toHaveAttribute("href", `/api/user/receipts/${RECEIPT_ID}`);
    await user.click(screen.getByRole("button", { name: "Rimuovi la ricevuta di Visita" }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [[url, init]] = writes(fetchMock);
    expect(url).toBe(`/api/user/receipts/${RECEIPT_ID}`);
    expect(init!.method).toBe("DELETE");
  });
});
