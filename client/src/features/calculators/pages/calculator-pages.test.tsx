import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import MortgageCalculatorPage from "./mortgage-calculator-page";
import BudgetCalculatorPage from "./budget-calculator-page";
import PacSimulatorPage from "./pac-simulator-page";

// The server is out of the picture: every API call answers 401, as for a visitor.
beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Non autenticato" }), { status: 401, headers: { "Content-Type": "application/json" } })));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(page: React.ReactElement) {
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>{page}</Router>
    </QueryClientProvider>,
  );
}

describe("calcolatore mutuo", () => {
  it("mostra la rata dello scenario 'Prima casa' e l'avviso quando la rata supera il 35% del reddito", async () => {
    renderPage(<MortgageCalculatorPage />);
    // 144.000 € at 3,2 % over 25 years (Python decimal): 697,94 €
    expect(screen.getByTestId("mortgage-payment")).toHaveTextContent("697,94 €");
    expect(screen.getByText("Mutuo sostenibile")).toBeInTheDocument();
    const income = screen.getByLabelText("Reddito mensile netto della famiglia (€)");
    fireEvent.change(income, { target: { value: "1800" } });
    expect(await screen.findByText("Attenzione: mutuo rischioso!")).toBeInTheDocument();
    fireEvent.change(income, { target: { value: "900" } });
    expect(await screen.findByText("Reddito minimo €1.000")).toBeInTheDocument();
    expect(screen.queryByTestId("mortgage-payment")).toBeNull();
  }, 15_000);

  it("il piano per anno si apre sui mesi", async () => {
    const user = userEvent.setup();
    renderPage(<MortgageCalculatorPage />);
    const table = screen.getByTestId("amortization-table");
    expect(within(table).queryByText("Mese 1")).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Anno 1" }));
    expect(within(table).getByRole("button", { name: "Anno 1" })).toHaveAttribute("aria-expanded", "true");
    expect(within(table).getByText("Mese 12")).toBeInTheDocument();
  }, 15_000);
});

describe("calcolatore budget", () => {
  it("un visitatore vede la ripartizione e l'invito ad accedere per salvare", async () => {
    const user = userEvent.setup();
    renderPage(<BudgetCalculatorPage />);
    expect(screen.getByTestId("share-necessities")).toHaveTextContent("1.000,00 €");
    expect(screen.getByTestId("share-wants")).toHaveTextContent("600,00 €");
    expect(screen.getByTestId("share-savings")).toHaveTextContent("400,00 €");
    expect(await screen.findByRole("link", { name: "Accedi per salvare il budget" })).toHaveAttribute("href", "/login");
    const income = screen.getByLabelText("Reddito mensile netto (€)");
    await user.clear(income);
    await user.type(income, "-5");
    expect(await screen.findByText("Il reddito mensile deve essere maggiore di 0")).toBeInTheDocument();
    expect(screen.queryByTestId("budget-split")).toBeNull();
  });

  it.each([
    ["1.800", "900,00 €", "540,00 €", "360,00 €"],
    ["1.800,50", "900,25 €", "540,15 €", "360,10 €"],
    ["€ 1.800", "900,00 €", "540,00 €", "360,00 €"],
    ["1 800", "900,00 €", "540,00 €", "360,00 €"],
    ["1800,5", "900,25 €", "540,15 €", "360,10 €"],
  ])("il reddito scritto all'italiana %j dà %s di necessità", async (typed, needs, wants, savings) => {
    const user = userEvent.setup();
    renderPage(<BudgetCalculatorPage />);
    const income = screen.getByLabelText("Reddito mensile netto (€)");
    expect(income).toHaveAttribute("type", "text");
    expect(income).toHaveAttribute("inputmode", "decimal");
    await user.clear(income);
    await user.type(income, typed);
    expect(income).toHaveValue(typed);
    await waitFor(() => expect(screen.getByTestId("share-necessities")).toHaveTextContent(needs));
    expect(screen.getByTestId("share-wants")).toHaveTextContent(wants);
    expect(screen.getByTestId("share-savings")).toHaveTextContent(savings);
  });

  it("un testo ambiguo mostra il messaggio del campo, collegato all'input per i lettori di schermo", async () => {
    const user = userEvent.setup();
    renderPage(<BudgetCalculatorPage />);
    const income = screen.getByLabelText("Reddito mensile netto (€)");
    await user.clear(income);
    await user.type(income, "1,2,3");
    const error = await screen.findByText("Inserisci un numero valido");
    expect(income).toHaveAttribute("aria-invalid", "true");
    expect(income.getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.queryByTestId("budget-split")).toBeNull();
  });
});

describe("calcolatori per chi ha già fatto l'accesso", () => {
  // The session's answer comes 100 ms after the render (docs/client.md): until then the pages show
  // no visitor's invitation, so a signed-in user never sees one flash.
  beforeEach(() => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const path = url.split("?")[0];
        if (path === "/api/auth/user") return json({ id: 1, email: "a@esempio.it", firstName: null, lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false });
        if (path === "/api/user/budget") return json(null);
        return json([]);
      }),
    );
  });

  it("budget: nessun 'Accedi per salvare il budget', poi il pulsante per salvare", async () => {
    renderPage(<BudgetCalculatorPage />);
    expect(screen.queryByRole("link", { name: "Accedi per salvare il budget" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Salva Budget/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Accedi per salvare il budget" })).not.toBeInTheDocument();
  }, 15_000);

  it("PAC: nessun invito ad accedere, poi 'Calcola e salva'", async () => {
    renderPage(<PacSimulatorPage />);
    expect(screen.queryByRole("link", { name: "Accedi" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Calcola e salva" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Accedi" })).not.toBeInTheDocument();
  }, 15_000);
});
