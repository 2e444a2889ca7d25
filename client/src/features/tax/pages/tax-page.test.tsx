import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { DeductionSummary } from "@shared/schemas/deductions";
import { queryClient } from "@/lib/query-client";
import { summaryCsv } from "../csv";
import TaxPage from "./tax-page";

// The /tax page (docs/tax.md, "La pagina /tax"): only the network is replaced.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const thisYear = new Date().getFullYear();
const summary: DeductionSummary = {
  year: thisYear,
  members: [{ member: "child1", types: [{ type: "kids_sport", total: "300.00", eligible: "210.00", saving: "39.90" }] }],
  totals: { total: "300.00", eligible: "210.00", saving: "39.90" },
  excluded: [{ expenseId: 7, reason: "Pagata in contanti", date: "2026-03-10", description: "Visita", amount: "60.00" }],
  notes: [],
  detailed: true,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <TaxPage />
    </QueryClientProvider>,
  );

describe("pagina 730", () => {
  it("tabella per familiare e tipo, totali, escluse; un anno passato senza Premium porta a /subscribe", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes(`year=${thisYear}`) ? json(200, summary) : json(403, { code: "premium_required", message: "Il riepilogo degli anni passati è disponibile con Premium o con la prova gratuita." }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole("row", { name: /Figlio 1: Sport dei ragazzi/ });
    expect(within(row).getAllByRole("cell").map((c) => c.textContent?.replace(/\s/g, " "))).toEqual(["300,00 €", "210,00 €", "39,90 €"]);
    // The excluded expense is named by its date, description and amount (docs/tax.md, "Il riepilogo 730").
    expect(screen.getByText((_, el) => el?.tagName === "LI" && /^10\/03\/2026 · Visita · 60,00\s€: Pagata in contanti$/.test(el.textContent ?? ""))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stampa la lista per il CAF" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Anno d'imposta"), String(thisYear - 1));
    expect(await screen.findByText(/Il riepilogo degli anni passati è disponibile con Premium/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Passa a Premium" })).toHaveAttribute("href", "/subscribe");
    expect(screen.getByRole("option", { name: "2020" })).toBeInTheDocument();
  });

  it("il CSV ha importi all'italiana e le etichette in italiano", () => {
    expect(summaryCsv(summary).split("\r\n")).toEqual([
      '"Familiare";"Tipo di spesa";"Totale (€)";"Detraibile (€)";"Risparmio (€)"',
      '"Figlio 1";"Sport dei ragazzi (5–18 anni)";"300";"210";"39,90"',
      '"Totale";"";"300";"210";"39,90"',
      "",
    ]);
  });
});
