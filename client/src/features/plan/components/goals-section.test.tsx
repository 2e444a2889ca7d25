import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Goal } from "@shared/schemas/goals";
import { queryClient } from "@/lib/query-client";
import { GoalsSection } from "./goals-section";

// Only the network is replaced: a stubbed fetch answers as the server would (docs/plan.md).
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const bollo: Goal = {
  id: 7,
  name: "Bollo auto",
  kind: "sinking",
  targetAmount: "300.00",
  targetDate: null,
  monthlyAmount: null,
  dueMonth: 3,
  dueDate: "2027-03-31",
  saved: "0.00",
  monthlyNeeded: "75.00",
  projectedDate: null,
  progressPercent: 0,
  onTrack: false,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function server() {
  let goal = bollo;
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (method === "GET" && url.endsWith("/api/user/goals")) return json([goal]);
    if (method === "POST" && url.endsWith("/api/user/goals/7/contributions")) {
      const saved = (Number(goal.saved) + (body as { amount: number }).amount).toFixed(2);
      goal = { ...goal, saved, progressPercent: (Number(saved) / 300) * 100, monthlyNeeded: ((300 - Number(saved)) / 4).toFixed(2), onTrack: true, projectedDate: "2027-02-28" };
      return json({ contribution: { id: 1, goalId: 7, amount: saved, date: "2026-11-15", note: null }, goal }, 201);
    }
    return json({ code: "not_found", message: "Non trovato" }, 404);
  });
  vi.stubGlobal("fetch", fetchStub);
  return sent;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <GoalsSection />
    </QueryClientProvider>,
  );

describe("obiettivi su /plan", () => {
  it("mostra avanzamento accessibile, importo mensile e stato; un versamento in italiano sposta la barra", async () => {
    const sent = server();
    const user = userEvent.setup();
    renderSection();
    const list = await screen.findByRole("list", { name: "I tuoi obiettivi" });
    const bar = within(list).getByRole("progressbar", { name: "Avanzamento di Bollo auto" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(list).toHaveTextContent("Al mese per arrivare entro il 31 marzo 2027: 75,00 €");
    expect(within(list).getByText("Fuori strada")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Versamento o prelievo" }));
    const form = screen.getByRole("form", { name: "Versamento o prelievo per Bollo auto" });
    await user.type(within(form).getByLabelText("Importo (€)"), "150,00");
    await user.click(within(form).getByRole("button", { name: "Registra" }));

    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Avanzamento di Bollo auto" })).toHaveAttribute("aria-valuenow", "50"));
    expect(sent.find((r) => r.method === "POST")?.body).toMatchObject({ amount: 150 });
    expect(await screen.findByText("In linea")).toBeInTheDocument();
  });

  it("un prelievo si manda con il segno meno; un importo non valido si spiega in italiano, senza chiamare il server", async () => {
    const sent = server();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Versamento o prelievo" }));
    const form = screen.getByRole("form", { name: "Versamento o prelievo per Bollo auto" });
    await user.type(within(form).getByLabelText("Importo (€)"), "abc");
    await user.click(within(form).getByRole("button", { name: "Registra" }));
    expect(await within(form).findByText("Inserisci un importo valido (es. 1.200,00)")).toBeInTheDocument();
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText("Movimento"), "out");
    await user.clear(within(form).getByLabelText("Importo (€)"));
    await user.type(within(form).getByLabelText("Importo (€)"), "20");
    await user.click(within(form).getByRole("button", { name: "Registra" }));
    await waitFor(() => expect(sent.find((r) => r.method === "POST")?.body).toMatchObject({ amount: -20 }));
  });
});
