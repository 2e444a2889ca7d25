import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { HouseholdProfile } from "@shared/schemas/account";
import type { ExtraMonthsPlan } from "@shared/schemas/extra-months";
import { queryClient } from "@/lib/query-client";
import { ExtraMonthsSection } from "./extra-months-section";

// Only the network is replaced: a stubbed fetch answers as the server would (docs/plan.md, "Mensilità aggiuntive").
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const blank: HouseholdProfile = {
  completed: true,
  monthlyIncome: 1800.5,
  householdSize: 3,
  children: 1,
  singleIncome: true,
  goal: null,
  salaryPayments: null,
  thirteenthMonth: null,
  fourteenthMonth: null,
  extraPaymentAmount: null,
};

function server() {
  let profile = { ...blank };
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  const plan = (): ExtraMonthsPlan => {
    const year = new Date().getFullYear();
    if (profile.salaryPayments !== 14) return { year, salaryPayments: profile.salaryPayments, amount: "1800.50", amountSource: "income", months: [], proposal: [] };
    return {
      year,
      salaryPayments: 14,
      amount: "1800.50",
      amountSource: "income",
      months: [
        { month: 6, kind: "fourteenth", past: false },
        { month: 12, kind: "thirteenth", past: false },
      ],
      proposal: [
        {
          month: 12,
          kind: "thirteenth",
          amount: "1800.50",
          allocations: [
            { goalId: 1, name: "Bollo auto", step: "sinking", amount: "300.00" },
            { goalId: null, name: "Fondo di emergenza", step: "emergency", amount: "1500.50" },
          ],
          unallocated: "0.00",
        },
      ],
    };
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (method === "GET" && url.includes("/api/user/extra-months")) return json(plan());
      if (method === "GET" && url.includes("/api/user/profile")) return json(profile);
      if (method === "PUT" && url.includes("/api/user/profile")) {
        const b = body as Partial<HouseholdProfile> & { extraPaymentAmount: string | null };
        if (b.extraPaymentAmount === "0") return json({ code: "validation", message: "Dati non validi", fieldErrors: { extraPaymentAmount: "L'importo della mensilità aggiuntiva deve essere almeno 0,01 €" } }, 400);
        profile = { ...profile, salaryPayments: b.salaryPayments ?? null, thirteenthMonth: b.thirteenthMonth ?? null, fourteenthMonth: b.fourteenthMonth ?? null };
        return json({ ...profile, message: "Profilo della famiglia salvato" });
      }
      return json({ code: "not_found", message: "Non trovato" }, 404);
    }),
  );
  return sent;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ExtraMonthsSection />
    </QueryClientProvider>,
  );

describe("mensilità aggiuntive su /plan", () => {
  it("sceglie 14 mensilità con la tastiera; l'anno segna i mesi (anche in tabella) e la proposta è in euro all'italiana", async () => {
    const sent = server();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/non arrivano mensilità aggiuntive/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText("Mensilità all'anno"), "14");
    await user.selectOptions(screen.getByLabelText("Mese della quattordicesima"), "6");
    await user.click(screen.getByRole("button", { name: "Salva le mensilità" }));
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({ salaryPayments: 14, thirteenthMonth: 12, fourteenthMonth: 6, extraPaymentAmount: null });

    expect(await screen.findByText(/Due mensilità aggiuntive nel \d{4}, 1\.800,50 € ciascuna/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Mensilità del/ });
    expect(within(table).getByRole("row", { name: /giugno Quattordicesima/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /dicembre Tredicesima/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /marzo Nessuna/ })).toBeInTheDocument();
    const proposal = screen.getByRole("list", { name: "Proposta per la tredicesima" });
    expect(within(proposal).getAllByRole("listitem").map((li) => li.textContent!.replace(/\s+/g, " "))).toEqual([
      "Bollo auto (Spesa prevista in scadenza)300,00 €",
      "Fondo di emergenza1.500,50 €",
      "Resta libero0,00 €",
    ]);
  });

  it("un importo rifiutato mostra il messaggio italiano sotto il campo", async () => {
    server();
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByLabelText(/Importo netto di una mensilità aggiuntiva/), "0");
    await user.click(screen.getByRole("button", { name: "Salva le mensilità" }));
    expect(await screen.findByText("L'importo della mensilità aggiuntiva deve essere almeno 0,01 €")).toBeInTheDocument();
    expect(screen.getByLabelText(/Importo netto di una mensilità aggiuntiva/)).toHaveAttribute("aria-invalid", "true");
  });
});
