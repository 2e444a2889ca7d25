import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ExpenseReport } from "@shared/schemas/expense-report";
import { MonthReport } from "./month-report";

// Only the network is replaced: the report answer comes from a stubbed fetch.
function serverAnswers(report: ExpenseReport | null) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(report), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const buckets: ExpenseReport["byBucket"] = [
  { bucket: "necessita", total: "1250.00", count: 2, budget: "1500.00" },
  { bucket: "desideri", total: "45.50", count: 1, budget: "900.00" },
  { bucket: "risparmi", total: "0.00", count: 0, budget: "600.00" },
];
const premium: ExpenseReport = {
  month: "2026-11",
  total: "1295.50",
  count: 3,
  byBucket: buckets,
  locked: false,
  bySubcategory: [
    { subcategory: "casa_affitto", total: "1200.00", count: 1 },
    { subcategory: "ristoranti", total: "45.50", count: 1 },
    { subcategory: "spesa_alimentare", total: "50.00", count: 1 },
  ],
  trend: [
    { month: "2026-10", total: "900.00" },
    { month: "2026-11", total: "1295.50" },
  ],
  largest: [{ id: 1, description: "Affitto", amount: "1200.00", category: "necessita", subcategory: "casa_affitto", date: "2026-11-01" }],
  previous: { month: "2026-10", total: "900.00", change: "395.50", changePercent: 43.9 },
};
const renderReport = (props: { isPremium: boolean; isCurrent: boolean; splitLabel?: string }) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MonthReport shown={{ year: 2026, month: 11 }} {...props} />
    </QueryClientProvider>,
  );
// it-IT puts a no-break space before "€"; compared here as a plain space.
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").map((r) => Array.from(r.querySelectorAll("th, td"), (c) => c.textContent?.replace(/\u00a0/g, " ")));

describe("report del mese", () => {
  it("Premium: ogni grafico ha accanto una tabella con didascalia per i lettori di schermo, con gli importi in it-IT", async () => {
    serverAnswers(premium);
    renderReport({ isPremium: true, isCurrent: true });
    const byBucket = await screen.findByRole("table", { name: "Spese per categoria 50/30/20 e quota del budget" });
    expect(rowsOf(byBucket)).toEqual([
      ["Categoria", "Speso", "Budget"],
      ["Necessità", "1.250,00 €", "1.500,00 €"],
      ["Desideri", "45,50 €", "900,00 €"],
      ["Risparmi", "0,00 €", "600,00 €"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Spese per tipo di spesa" }))[1]).toEqual(["Casa e affitto", "1", "1.200,00 €"]);
    expect(rowsOf(screen.getByRole("table", { name: "Totale speso negli ultimi sei mesi" })).slice(1)).toEqual([
      ["Ottobre 2026", "900,00 €"],
      ["Novembre 2026", "1.295,50 €"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Le spese più grandi del mese" }))[1]).toEqual(["Affitto", "01/11/2026", "1.200,00 €"]);
    expect(screen.getByText(/Rispetto a ottobre 2026: \+395,50\s€/)).toBeTruthy();
    expect(screen.queryByText("Report dettagliati con Premium")).toBeNull();
  });

  it("una famiglia con la sua ripartizione (60/25/15) la legge nel titolo e nella tabella, anche nell'anteprima gratuita", async () => {
    serverAnswers(premium);
    renderReport({ isPremium: true, isCurrent: true, splitLabel: "60/25/15" });
    expect(await screen.findByRole("table", { name: "Spese per categoria 60/25/15 e quota del budget" })).toBeTruthy();
    expect(screen.getByText("Per categoria 60/25/15")).toBeTruthy();
    expect(screen.queryByText(/50\/30\/20/)).toBeNull();
    vi.unstubAllGlobals();
    renderReport({ isPremium: false, isCurrent: false, splitLabel: "60/25/15" });
    expect(screen.getByText(/vedi i totali 60\/25\/15 del mese corrente/)).toBeTruthy();
  });

  it("utente gratuito, mese corrente: i totali 50/30/20 e l'anteprima del resto", async () => {
    serverAnswers({ ...premium, locked: true, bySubcategory: null, trend: null, largest: null, previous: null });
    renderReport({ isPremium: false, isCurrent: true });
    expect(rowsOf(await screen.findByRole("table", { name: "Spese per categoria 50/30/20 e quota del budget" }))[1]).toEqual(["Necessità", "1.250,00 €", "1.500,00 €"]);
    expect(screen.getByText("Report dettagliati con Premium")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Prova Premium" }).getAttribute("href")).toBe("/subscribe");
    expect(screen.queryByRole("table", { name: "Spese per tipo di spesa" })).toBeNull();
  });

  it("utente gratuito, un altro mese: solo l'anteprima, senza chiedere il report al server", async () => {
    const fetchMock = serverAnswers(premium);
    renderReport({ isPremium: false, isCurrent: false });
    expect(screen.getByText("Report dettagliati con Premium")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
