import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { IncomeEntry, MonthBalance } from "@shared/schemas/income";
import { queryClient } from "@/lib/query-client";
import { IncomeSection } from "./income-section";
import { MonthBalanceCard } from "./month-balance-card";

// Only the network is replaced: a stubbed fetch answers as the server would (docs/plan.md, "Entrate e saldo del mese").
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function server() {
  const entries: IncomeEntry[] = [];
  const spending = 1235.55;
  const balance = (): MonthBalance => {
    const income = entries.reduce((a, e) => a + Number(e.amount), 0);
    const available = income > 0 ? income : 2500;
    return {
      year: 2026,
      month: 11,
      income: income.toFixed(2),
      spending: spending.toFixed(2),
      balance: (income - spending).toFixed(2),
      available: { source: income > 0 ? "income" : "budget", amount: available.toFixed(2) },
      leftToSpend: (available - spending).toFixed(2),
    };
  };
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (method === "GET" && url.includes("/api/user/month-balance")) return json(balance());
      if (method === "GET" && url.includes("/api/user/income")) return json(entries);
      if (method === "POST" && url.endsWith("/api/user/income")) {
        const b = body as { kind: IncomeEntry["kind"]; amount: string; date: string };
        if (b.amount === "0") return json({ code: "validation", message: "Dati non validi", fieldErrors: { amount: "L'importo deve essere almeno 0,01 €" } }, 400);
        const entry: IncomeEntry = { id: entries.length + 1, kind: b.kind, amount: b.amount.replace(/\./g, "").replace(",", "."), date: "2026-11-01", note: null };
        entries.push(entry);
        return json(entry, 201);
      }
      return json({ code: "not_found", message: "Non trovato" }, 404);
    }),
  );
  return sent;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <IncomeSection />
    </QueryClientProvider>,
  );

describe("entrate e saldo del mese su /plan", () => {
  it("senza entrate usa il budget salvato; dopo lo stipendio mostra entrate, spese e quanto resta, in euro all'italiana", async () => {
    const sent = server();
    renderSection();
    expect(await screen.findByText("1.264,45 €")).toBeInTheDocument(); // 2.500,00 − 1.235,55
    expect(screen.getByText(/reddito del tuo budget salvato/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Importo (€)"), "1.800,50");
    await userEvent.click(screen.getByRole("button", { name: "Aggiungi entrata" }));

    await waitFor(() => expect(screen.getByText("564,95 €")).toBeInTheDocument()); // 1.800,50 − 1.235,55
    expect(screen.getByRole("list", { name: "Entrate del mese" })).toHaveTextContent("Stipendio");
    expect(screen.getAllByText("1.800,50 €").length).toBeGreaterThan(0);
    expect(sent.find((r) => r.method === "POST")?.body).toMatchObject({ kind: "salary", amount: "1.800,50" });
  });

  it("mostra il messaggio italiano del server sotto il campo sbagliato", async () => {
    server();
    renderSection();
    await userEvent.type(await screen.findByLabelText("Importo (€)"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Aggiungi entrata" }));
    expect(await screen.findByText("L'importo deve essere almeno 0,01 €")).toBeInTheDocument();
    expect(screen.getByLabelText("Importo (€)")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("il saldo del mese sulla dashboard", () => {
  it("mostra quanto puoi ancora spendere (in verde quando resta qualcosa) e porta a /plan", async () => {
    server();
    render(
      <QueryClientProvider client={queryClient}>
        <MonthBalanceCard />
      </QueryClientProvider>,
    );
    const left = await screen.findByText("1.264,45 €");
    expect(left).toHaveClass("text-emerald-700");
    expect(screen.getByRole("link", { name: "Registra le entrate" })).toHaveAttribute("href", "/plan");
  });
});
