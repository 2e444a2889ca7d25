import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import PacSimulatorPage from "./pac-simulator-page";

// The PAC with the fund's costs (docs/calculators.md, "PAC con i costi"), as a visitor sees it.
// Figures: 200 €/month, 20 years, 6,5 %, TER 0,20 % and stamp duty, computed separately in
// shared/finance/pac-costs.test.ts (Python decimal and a closed form).
beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Non autenticato" }), { status: 401, headers: { "Content-Type": "application/json" } })));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const { hook } = memoryLocation({ path: "/pac-simulator" });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <PacSimulatorPage />
      </Router>
    </QueryClientProvider>,
  );
}

describe("simulatore PAC con i costi", () => {
  it("parte dal TER tipico di un ETF (0,20) e dal bollo, e mostra gli euro persi per i costi accanto al guadagno", async () => {
    renderPage();
    expect(screen.getByLabelText("Costo annuo del fondo, TER (%)")).toHaveValue("0,20");
    expect(screen.getByRole("checkbox", { name: /imposta di bollo \(0,20% l'anno/ })).toBeChecked();
    expect(await screen.findByTestId("pac-final")).toHaveTextContent("98.084,19 €");
    expect(screen.getByTestId("pac-final-costs")).toHaveTextContent("93.396,85 €");
    expect(screen.getByTestId("pac-costs")).toHaveTextContent("−4.687,34 €");
    expect(screen.getByTestId("pac-costs-detail")).toHaveTextContent("1.491,83 € di TER");
    expect(screen.getByTestId("pac-costs-detail")).toHaveTextContent("costa 1.595,72 €");
    expect(screen.getByTestId("pac-net-costs")).toHaveTextContent("81.593,67 €");
    const table = within(screen.getByRole("region", { name: "Andamento del piano anno per anno" }));
    expect(table.getByRole("columnheader", { name: "Valore con i costi" })).toBeInTheDocument();
    expect(table.getByRole("row", { name: /^10 / })).toHaveTextContent("32.916,76 €");
    expect(screen.getByTestId("pac-compounding")).toHaveTextContent("6,5% l'anno diviso per 12 ogni mese equivale a un rendimento effettivo annuo del 6,70%");
  });

  it("il TER si scrive all'italiana; un valore fuori dai limiti mostra l'errore e nasconde i costi", async () => {
    renderPage();
    const ter = screen.getByLabelText("Costo annuo del fondo, TER (%)");
    fireEvent.change(ter, { target: { value: "1,5" } });
    // TER 1,5 % with stamp duty: smaller than with 0,20 %.
    const withHigherCost = await screen.findByTestId("pac-final-costs");
    expect(Number(withHigherCost.textContent!.replace(/[^\d,]/g, "").replace(",", "."))).toBeLessThan(93_396.85);
    fireEvent.change(ter, { target: { value: "7" } });
    expect(await screen.findByText("Costo annuo del fondo massimo 5%")).toBeInTheDocument();
    expect(screen.queryByTestId("pac-final-costs")).not.toBeInTheDocument();
    expect(screen.getByTestId("pac-final")).toHaveTextContent("98.084,19 €");
    fireEvent.change(ter, { target: { value: "0,20" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /imposta di bollo/ }));
    // Without stamp duty only the TER remains: the plan loses less.
    const lost = Number((await screen.findByTestId("pac-costs")).textContent!.replace(/[^\d,]/g, "").replace(",", "."));
    expect(lost).toBeGreaterThan(0);
    expect(lost).toBeLessThan(4_687.34);
  });

  it("nessuno scenario investe il fondo di emergenza: la pagina dice di tenerlo su un conto deposito", async () => {
    renderPage();
    // The session's answer (a visitor) arrives before the test ends, so no request outlives it.
    expect(await screen.findByRole("link", { name: "Accedi" })).toBeInTheDocument();
    const presets = within(screen.getByRole("region", { name: "Scenari pronti" }));
    expect(presets.queryByRole("button", { name: /emergenza/i })).not.toBeInTheDocument();
    expect(screen.getByTestId("pac-emergency-note")).toHaveTextContent("Non si investe in un PAC");
    expect(screen.getByTestId("pac-emergency-note")).toHaveTextContent("conto deposito");
  });

  it("la scheda sui costi scrive le quote calcolate: circa il 23%, il 33% o il 43% del guadagno", async () => {
    renderPage();
    expect(await screen.findByRole("link", { name: "Accedi" })).toBeInTheDocument();
    expect(screen.getByText(/costi dell'1%, dell'1,5% o del 2% l'anno si prendono circa il 23%, il 33% o il 43% del guadagno/)).toBeInTheDocument();
    expect(screen.queryByText(/un quarto del guadagno/)).not.toBeInTheDocument();
  });
});
