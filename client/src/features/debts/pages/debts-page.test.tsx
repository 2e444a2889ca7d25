import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { DebtPlanAnswer } from "@shared/schemas/debts";
import { queryClient } from "@/lib/query-client";
import DebtsPage from "./debts-page";

// Only the network is replaced: a stubbed fetch answers as the server would, with the issue's
// example computed by scripts/debt-plan-reference.py (docs/calculators.md, "Piano di rientro dai debiti").
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const PLANS: Record<string, DebtPlanAnswer> = {
  avalanche: {
    strategy: "avalanche",
    months: 27,
    totalInterest: "1350.18",
    order: ["B", "A"],
    interestSaved: "1238.50",
    debts: [
      { name: "A", paidOffMonth: 27, interest: "224.52" },
      { name: "B", paidOffMonth: 25, interest: "1125.66" },
    ],
  },
  snowball: {
    strategy: "snowball",
    months: 28,
    totalInterest: "1625.53",
    order: ["A", "B"],
    interestSaved: "963.15",
    debts: [
      { name: "A", paidOffMonth: 14, interest: "88.98" },
      { name: "B", paidOffMonth: 28, interest: "1536.55" },
    ],
  },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function server(answer: (body: { strategy: string }) => Response) {
  const plans: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "POST" && url.endsWith("/api/tools/debt-plan")) {
        const body = JSON.parse(String(init.body));
        plans.push(body);
        return answer(body);
      }
      return json({ code: "unauthenticated", message: "Non autenticato" }, 401);
    }),
  );
  return plans;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <DebtsPage />
    </QueryClientProvider>,
  );

async function fillIssueExample(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nome del debito 1"), "A");
  await user.type(screen.getByLabelText("Debito residuo (€) del debito 1"), "2.000,00");
  await user.type(screen.getByLabelText("TAEG (%) del debito 1"), "7,5");
  await user.type(screen.getByLabelText("Rata minima (€) del debito 1"), "60");
  await user.click(screen.getByRole("button", { name: "Aggiungi un debito" }));
  await user.type(screen.getByLabelText("Nome del debito 2"), "B");
  await user.type(screen.getByLabelText("Debito residuo (€) del debito 2"), "5.000");
  await user.type(screen.getByLabelText("TAEG (%) del debito 2"), "19,9");
  await user.type(screen.getByLabelText("Rata minima (€) del debito 2"), "150,00");
  await user.type(screen.getByLabelText("Somma in più ogni mese (€)"), "100");
}

describe("piano di rientro su /debts", () => {
  it("un visitatore confronta le due strategie fianco a fianco: ordine, mesi, interessi, risparmio", async () => {
    const sent = server((body) => json(PLANS[body.strategy]));
    const user = userEvent.setup();
    renderPage();
    await fillIssueExample(user);
    await user.click(screen.getByRole("button", { name: "Confronta le strategie" }));

    const avalanche = await screen.findByTestId("piano-avalanche");
    expect(within(avalanche).getByText("B → A")).toBeInTheDocument();
    expect(within(avalanche).getByText("1.350,18 €")).toBeInTheDocument();
    expect(within(avalanche).getByText("1.238,50 €")).toBeInTheDocument();
    expect(within(avalanche).getByText("Meno interessi")).toBeInTheDocument();
    expect(within(avalanche).getByText("27 mesi (2 anni e 3 mesi)")).toBeInTheDocument();
    const snowball = screen.getByTestId("piano-snowball");
    expect(within(snowball).getByText("A → B")).toBeInTheDocument();
    expect(within(snowball).getByText("mese 14 · interessi 88,98 €")).toBeInTheDocument();
    expect(within(snowball).queryByText("Meno interessi")).toBeNull();

    // The chart's table: each strategy and the minimums alone (plan + saved = 2.588,68 €).
    const table = screen.getByRole("table", { name: "Interessi totali e durata per strategia" });
    expect(within(table).getByRole("row", { name: /Solo rate minime 2\.588,68\s€/ })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Grafico degli interessi totali: Valanga 1\.350,18\s€/ })).toBeInTheDocument();

    // Italian amounts went to the server as the schema read them.
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      debts: [
        { name: "A", balance: 2000, rate: 7.5, minPayment: 60 },
        { name: "B", balance: 5000, rate: 19.9, minPayment: 150 },
      ],
      extra: 100,
      strategy: "avalanche",
    });
  });

  it("il messaggio del server si legge sotto il modulo; i campi non validi non partono", async () => {
    const sent = server(() => json({ code: "validation", message: "La rata minima di «A» non copre nemmeno gli interessi del primo mese: così il debito non finisce mai. Aumenta la rata minima." }, 400));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Confronta le strategie" }));
    expect(await screen.findByText("Dai un nome al debito")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText("Nome del debito 1"), "A");
    await user.type(screen.getByLabelText("Debito residuo (€) del debito 1"), "10.000");
    await user.type(screen.getByLabelText("TAEG (%) del debito 1"), "24");
    await user.type(screen.getByLabelText("Rata minima (€) del debito 1"), "200");
    await user.click(screen.getByRole("button", { name: "Confronta le strategie" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("non finisce mai");
    expect(screen.queryByTestId("piano-avalanche")).toBeNull();
  });
});
