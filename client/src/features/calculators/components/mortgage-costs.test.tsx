import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { calculateMortgage } from "@shared/finance/mortgage";
import { formatEuro } from "@shared/money";
import { createQueryClient } from "@/lib/query-client";
import MortgageCalculatorPage from "../pages/mortgage-calculator-page";
import { MortgageCosts } from "./mortgage-costs";
import { LastInstalmentNote } from "./mortgage-last-instalment";

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Non autenticato" }), { status: 401, headers: { "Content-Type": "application/json" } })));
});
afterEach(() => vi.unstubAllGlobals());

describe("costi di acquisto e del mutuo", () => {
  it("imposta sostitutiva: 0,25% del mutuo per la prima casa, 2% per la seconda", () => {
    render(<MortgageCosts propertyValue={200_000} loanCents={16_000_000} />);
    const tax = () => screen.getByTestId("cost-imposta-sostitutiva");
    expect(tax()).toHaveTextContent("400,00 €");
    expect(tax()).toHaveTextContent("0,25% dell'importo del mutuo");
    fireEvent.change(screen.getByLabelText("Tipo di acquisto"), { target: { value: "altra" } });
    expect(tax()).toHaveTextContent("3.200,00 €");
    expect(tax()).toHaveTextContent("2% dell'importo del mutuo");
  });

  it("elenca ogni voce con intervallo e base; dall'impresa l'IVA prende il posto del registro", () => {
    render(<MortgageCosts propertyValue={200_000} loanCents={16_000_000} />);
    for (const id of ["perizia", "istruttoria", "notaio-mutuo", "notaio-compravendita", "imposte-acquisto", "agenzia", "assicurazione"]) {
      expect(within(screen.getByTestId(`cost-${id}`)).getByText(/^Base: /)).toBeInTheDocument();
    }
    expect(screen.getByTestId("cost-imposte-acquisto")).toHaveTextContent("100,00 € – 4.100,00 €");
    fireEvent.change(screen.getByLabelText("Chi vende"), { target: { value: "impresa" } });
    expect(screen.getByTestId("cost-imposte-acquisto")).toHaveTextContent("IVA 4% del prezzo");
    expect(screen.getByTestId("cost-imposte-acquisto")).toHaveTextContent("8.600,00 €");
  });

  it("l'ultima rata dice di quanto differisce, non «pochi centesimi»", () => {
    const result = calculateMortgage({ propertyValue: 200_000, downPayment: 20, loanTerm: 25, interestRate: 3.5, monthlyIncome: 2500 });
    render(<LastInstalmentNote result={result} />);
    const note = screen.getByTestId("last-instalment");
    // 160.000 € at 3,5% over 25 years: 299 instalments of 801,00 € and a last one of 799,98 €.
    expect(result.lastPaymentCents).toBe(79_998);
    expect(note).toHaveTextContent(`L'ultima rata è di ${formatEuro(result.lastPaymentCents / 100).replace(/\s/g, " ")}`);
    expect(note).toHaveTextContent("(−1,02");
    expect(note).not.toHaveTextContent("pochi centesimi");
  });
});

describe("scenari pronti del mutuo", () => {
  it("uno scenario cambia solo i campi che nomina, non il reddito", () => {
    const { hook } = memoryLocation({ path: "/" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <MortgageCalculatorPage />
        </Router>
      </QueryClientProvider>,
    );
    const income = screen.getByLabelText("Reddito mensile netto della famiglia (€)") as HTMLInputElement;
    fireEvent.change(income, { target: { value: "4100" } });
    fireEvent.click(screen.getByRole("button", { name: /Casa di famiglia/ }));
    expect((screen.getByLabelText("Valore dell'immobile (€)") as HTMLInputElement).value).toBe("280000");
    expect(income.value).toBe("4100");
    expect(screen.getByTestId("ltv-note")).toHaveTextContent("80% del valore di perizia");
  }, 15_000);
});
