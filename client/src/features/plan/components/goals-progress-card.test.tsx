import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Goal } from "@shared/schemas/goals";
import { queryClient } from "@/lib/query-client";
import { GoalsProgressCard } from "./goals-progress-card";

// The dashboard's card (docs/plan.md): each goal's progress and the next known cost.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  name: "Obiettivo",
  kind: "long_term",
  targetAmount: "1000.00",
  targetDate: null,
  monthlyAmount: "100.00",
  dueMonth: null,
  dueDate: null,
  saved: "0.00",
  monthlyNeeded: null,
  projectedDate: null,
  progressPercent: 0,
  onTrack: false,
  ...over,
});

describe("scheda obiettivi della dashboard", () => {
  it("una barra per obiettivo e la prossima spesa prevista, la più vicina", async () => {
    const goals = [
      goal({ id: 1, name: "Casa", saved: "250.00", progressPercent: 25 }),
      goal({ id: 2, name: "Natale", kind: "sinking", targetAmount: "400.00", dueMonth: 12, dueDate: "2026-12-31", monthlyNeeded: "400.00" }),
      goal({ id: 3, name: "Bollo auto", kind: "sinking", targetAmount: "300.00", dueMonth: 3, dueDate: "2027-03-31", monthlyNeeded: "75.00" }),
    ];
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(goals), { status: 200, headers: { "Content-Type": "application/json" } })));
    render(
      <QueryClientProvider client={queryClient}>
        <GoalsProgressCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("progressbar", { name: "Avanzamento di Casa" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getAllByRole("progressbar")).toHaveLength(3);
    expect(screen.getByText(/Prossima spesa prevista/).textContent?.replace(/\s/g, " ")).toBe("Prossima spesa prevista: Natale, 400,00 € entro il 31 dicembre 2026 (400,00 € al mese).");
  });
});
