import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { BudgetSplitView, CategoryBudgetList, CategoryBudgetStatus } from "@shared/schemas/category-budgets";
import { queryClient } from "@/lib/query-client";
import { CategoryBudgetsSection } from "./category-budgets";

// Only the network is replaced: a stubbed fetch answers as the server would (docs/plan.md,
// "Budget per categoria").
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const status = (budget: string | null, spent: string, preview = false): CategoryBudgetStatus => ({
  year: 2026,
  month: 11,
  daysPassed: 10,
  daysInMonth: 30,
  preview,
  categories:
    budget === null && !preview
      ? []
      : [
          {
            subcategory: "spesa_alimentare",
            budget,
            carried: "0.00",
            spent,
            left: budget === null ? null : (Number(budget) - Number(spent)).toFixed(2),
            projected: (Number(spent) * 3).toFixed(2),
            overshoot: budget === null ? "0.00" : Math.max(0, Number(spent) * 3 - Number(budget)).toFixed(2),
            warning: budget !== null && Number(spent) * 3 > Number(budget),
          },
        ],
  totals: { budget, spent, left: null },
});

const json = (body: unknown, st = 200) => new Response(JSON.stringify(body), { status: st, headers: { "Content-Type": "application/json" } });

function server(opts: { preview?: boolean } = {}) {
  let list: CategoryBudgetList = { budgets: [], preview: Boolean(opts.preview) };
  let split: BudgetSplitView = { necessities: 50, wants: 30, savings: 20, isDefault: true };
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url.includes("/api/user/category-budgets/status")) {
        const food = list.budgets.find((b) => b.subcategory === "spesa_alimentare");
        return json(opts.preview ? status(null, "200.00", true) : status(food ? food.amount : null, "200.00"));
      }
      if (url.endsWith("/api/user/category-budgets") && method === "GET") return json(list);
      if (url.endsWith("/api/user/category-budgets") && method === "PUT") {
        const b = body as { budgets: Array<{ subcategory: string; amount: string; carryOver: boolean }> };
        if (b.budgets.some((x) => x.amount === "0")) return json({ code: "validation", message: "Dati non validi", fieldErrors: { "budgets.0.amount": "Il budget deve essere maggiore di 0" } }, 400);
        list = { budgets: b.budgets.map((x) => ({ subcategory: x.subcategory as "spesa_alimentare", amount: Number(x.amount.replace(".", "").replace(",", ".")).toFixed(2), carryOver: x.carryOver })), preview: false };
        return json(list);
      }
      if (url.endsWith("/api/user/budget-split") && method === "GET") return json(split);
      if (url.endsWith("/api/user/budget-split") && method === "PUT") {
        const s = body as Record<string, string>;
        if (Number(s.necessities) + Number(s.wants) + Number(s.savings) !== 100) return json({ code: "validation", message: "Dati non validi", fieldErrors: { savings: "Le tre quote devono sommare 100" } }, 400);
        split = { necessities: Number(s.necessities), wants: Number(s.wants), savings: Number(s.savings), isDefault: false };
        return json(split);
      }
      return json({ code: "not_found", message: "Non trovato" }, 404);
    }),
  );
  return sent;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <CategoryBudgetsSection />
    </QueryClientProvider>,
  );

describe("budget per categoria su /plan", () => {
  it("imposta 400 € per la spesa alimentare e vede il mese: speso, restano, ritmo e avviso", async () => {
    const sent = server();
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Imposta i budget" }));
    await userEvent.type(screen.getByLabelText("Spesa alimentare"), "400,00");
    await userEvent.click(screen.getByRole("button", { name: "Salva i budget" }));
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({ budgets: [{ subcategory: "spesa_alimentare", amount: "400,00", carryOver: false }] });
    const row = await screen.findByRole("listitem", { name: "Spesa alimentare" });
    expect(row.textContent?.replace(/\s/g, " ")).toContain("Speso 200,00 € di 400,00 €");
    expect(row.textContent?.replace(/\s/g, " ")).toContain("Restano 200,00 €");
    expect(within(row).getByRole("progressbar", { name: /Spesa alimentare: speso il 50%/ })).toBeTruthy();
    expect(row.textContent?.replace(/\s/g, " ")).toContain("Spesa alimentare: al ritmo attuale supererai il budget di 200,00 €");
  });

  it("mostra il messaggio del server quando un budget non è valido", async () => {
    server();
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Imposta i budget" }));
    await userEvent.type(screen.getByLabelText("Svago"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Salva i budget" }));
    expect((await screen.findByText("Il budget deve essere maggiore di 0")).getAttribute("role")).toBe("alert");
  });

  it("un utente gratuito vede l'anteprima e il rimando a Premium, senza il modulo", async () => {
    server({ preview: true });
    renderSection();
    expect(await screen.findByText(/funzione Premium/)).toBeTruthy();
    const row = await screen.findByRole("listitem", { name: "Spesa alimentare" });
    expect(row.textContent?.replace(/\s/g, " ")).toContain("Speso 200,00 €");
    expect(screen.queryByRole("button", { name: "Imposta i budget" })).toBeNull();
  });

  it("la famiglia sceglie il 60/25/15; una somma diversa da 100 mostra l'errore del server", async () => {
    const sent = server();
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "60/25/15" }));
    await userEvent.click(screen.getByRole("button", { name: "Salva la ripartizione" }));
    await waitFor(() => expect(screen.getByText(/La ripartizione della tua famiglia: 60\/25\/15/)).toBeTruthy());
    expect(sent.find((r) => r.method === "PUT" && r.url.endsWith("/budget-split"))?.body).toEqual({ necessities: "60", wants: "25", savings: "15" });
    const wants = screen.getByLabelText("Desideri (%)");
    await userEvent.clear(wants);
    await userEvent.type(wants, "30");
    await userEvent.click(screen.getByRole("button", { name: "Salva la ripartizione" }));
    expect(await screen.findByText("Le tre quote devono sommare 100")).toBeTruthy();
  });
});
