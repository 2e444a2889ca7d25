import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import MortgageCalculatorPage from "./mortgage-calculator-page";
import BudgetCalculatorPage from "./budget-calculator-page";
import PacSimulatorPage from "./pac-simulator-page";

// The assistant's links open the calculators prefilled (docs/calculators.md, "URL parameters").
// A visitor: every API call answers 401.
beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Non autenticato" }), { status: 401, headers: { "Content-Type": "application/json" } })));
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, page: React.ReactElement) {
  const { hook, searchHook, navigate } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        {page}
      </Router>
    </QueryClientProvider>,
  );
  return navigate;
}

describe("calcolatori aperti da un link con i parametri", () => {
  it("mutuo: importo 120.000, 20 anni, 3,5 % → rata 695,95 €", () => {
    renderAt("/mortgage-calculator?importo=120000&anni=20&tasso=3,5", <MortgageCalculatorPage />);
    expect(screen.getByLabelText("Valore dell'immobile (€)")).toHaveValue("150.000");
    expect(screen.getByLabelText("Anticipo")).toHaveValue("20");
    expect(screen.getByLabelText("Durata")).toHaveValue("20");
    expect(screen.getByLabelText("Tasso di interesse annuo")).toHaveValue("3.5");
    expect(screen.getByTestId("mortgage-payment")).toHaveTextContent("695,95 €");
  });

  it("mutuo: il link della domanda successiva («e in 25 anni?») aggiorna la pagina già aperta → 600,75 €", async () => {
    const navigate = renderAt("/mortgage-calculator?importo=120000&anni=20&tasso=3,5", <MortgageCalculatorPage />);
    expect(screen.getByTestId("mortgage-payment")).toHaveTextContent("695,95 €");
    act(() => navigate("/mortgage-calculator?importo=120000&anni=25&tasso=3,5"));
    expect(await screen.findByText("600,75 €")).toBeInTheDocument();
    expect(screen.getByLabelText("Durata")).toHaveValue("25");
  });

  it("mutuo: 25 anni e un tasso che non è tra le scelte (3,125 %) entrano nel modulo", () => {
    renderAt("/mortgage-calculator?importo=120000&anni=25&tasso=3,125", <MortgageCalculatorPage />);
    expect(screen.getByLabelText("Tasso di interesse annuo")).toHaveValue("3.125");
    expect(screen.getByRole("option", { name: "3,125%" })).toBeInTheDocument();
  });

  it("mutuo: una durata fuori dai limiti mostra il messaggio del modulo", async () => {
    renderAt("/mortgage-calculator?importo=120000&anni=40&tasso=3,5", <MortgageCalculatorPage />);
    expect(await screen.findByText("Durata massima 30 anni")).toBeInTheDocument();
    expect(screen.queryByTestId("mortgage-payment")).toBeNull();
  });

  it("mutuo: un parametro che non è un numero lascia il valore dell'esempio", () => {
    renderAt("/mortgage-calculator?importo=tanti", <MortgageCalculatorPage />);
    expect(screen.getByLabelText("Valore dell'immobile (€)")).toHaveValue("180000");
  });

  it("PAC: 300 € al mese, 10 anni, 4,2 % dal link", () => {
    renderAt("/pac-simulator?importo=300&anni=10&rendimento=4,2", <PacSimulatorPage />);
    expect(screen.getByLabelText("Importo mensile (€)")).toHaveValue("300");
    expect(screen.getByLabelText("Durata")).toHaveValue("10");
    expect(screen.getByLabelText("Rendimento annuo atteso")).toHaveValue("4.2");
    expect(screen.getByTestId("pac-invested")).toHaveTextContent("36.000,00 €");
  });

  it("PAC: un importo oltre il massimo mostra il messaggio del modulo", async () => {
    renderAt("/pac-simulator?importo=200000&anni=10&rendimento=4,2", <PacSimulatorPage />);
    expect(await screen.findByText("L'importo mensile massimo è 100.000 €")).toBeInTheDocument();
  });

  it("budget: reddito 1.800,50 dal link, poi 2.500 da un altro link sulla stessa pagina", async () => {
    const navigate = renderAt("/budget-calculator?reddito=1.800,50", <BudgetCalculatorPage />);
    expect(screen.getByLabelText("Reddito mensile netto (€)")).toHaveValue("1.800,50");
    expect(screen.getByTestId("share-necessities")).toHaveTextContent("900,25 €");
    act(() => navigate("/budget-calculator?reddito=2500"));
    expect(await screen.findByText("1.250,00 €")).toBeInTheDocument();
  });
});
