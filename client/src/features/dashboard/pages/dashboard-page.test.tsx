import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import type { DashboardSummary } from "@shared/schemas/gamification";
import DashboardPage from "./dashboard-page";
import { DASHBOARD_TOUR } from "../components/help-dialog";

const summary = (over: Partial<DashboardSummary> = {}): DashboardSummary => ({
  firstName: "Giulia",
  points: 0,
  monthlyPoints: 0,
  level: 1,
  levelLabel: "Principiante",
  completedLessons: 0,
  totalLessons: 35,
  badgesCount: 0,
  recentBadges: [],
  monthExpenseCount: 0,
  budget: null,
  streak: { current: 0, best: 0 },
  nextLevel: { level: 2, pointsNeeded: 50 },
  ...over,
});

/** The server's answers over fetch. */
function serve(s: DashboardSummary, isPremium = false) {
  const user = { id: 1, email: "giulia@esempio.it", firstName: s.firstName, lastName: null, profileImageUrl: null, points: s.points, isPremium, isAdmin: false };
  const answers: Record<string, unknown> = { "/api/auth/user": user, "/api/dashboard/summary": s, "/api/challenges/active": [], "/api/user/challenges": [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0];
      const body = path in answers ? answers[path] : path.startsWith("/api/user/alerts") || path === "/api/leaderboard" ? [] : null;
      return new Response(JSON.stringify(body), { status: body === null ? 404 : 200, headers: { "content-type": "application/json" } });
    }),
  );
}

function renderPage() {
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <DashboardPage />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("dashboard", () => {
  it("ogni passo del tour guidato indica una sezione che la dashboard mostra davvero", async () => {
    serve(summary({ streak: { current: 3, best: 5 }, points: 60, level: 2, nextLevel: { level: 3, pointsNeeded: 40 } }));
    renderPage();
    await screen.findByRole("heading", { name: "Ciao, Giulia!" });
    for (const step of DASHBOARD_TOUR.filter((s) => s.section)) {
      expect(await screen.findByRole("heading", { name: new RegExp(step.section!) }), step.title).toBeInTheDocument();
    }
    expect(screen.getByTestId("streak")).toHaveTextContent("Serie attuale: 3 giorni · migliore: 5");
    expect(screen.getByTestId("level-bar")).toHaveTextContent("ancora 40 punti per il livello 3");
  });

  it("primo accesso: saluto, banner, tre prossimi passi, upsell Premium e spese N/10", async () => {
    serve(summary());
    renderPage();
    expect(await screen.findByRole("heading", { name: "Ciao, Giulia!" })).toBeInTheDocument();
    expect(await screen.findByTestId("first-time-banner")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Calcola il budget" })).toHaveAttribute("href", "/calcolatori/budget");
    const next = screen.getByTestId("next-steps");
    expect(next.querySelectorAll("a")).toHaveLength(3);
    expect(await screen.findByTestId("premium-upsell")).toHaveTextContent(/9,90\s€ al mese/);
    expect(screen.getByTestId("stat-expenses")).toHaveTextContent("0/10");
    expect(screen.getByTestId("expense-progress")).toBeInTheDocument();
    expect(screen.queryByTestId("budget-card")).toBeNull();
  });

  it("con una lezione completata il banner sparisce; con budget la scheda mostra 50/30/20", async () => {
    serve(summary({ completedLessons: 1, budget: { monthlyIncome: "2000.00", necessities: "1000.00", wants: "600.00", savings: "400.00" } }));
    renderPage();
    const card = await screen.findByTestId("budget-card");
    expect(card).toHaveTextContent(/Necessità \(50%\)1\.000,00\s€/);
    expect(card).toHaveTextContent(/Desideri \(30%\)600,00\s€/);
    expect(card).toHaveTextContent(/Risparmi \(20%\)400,00\s€/);
    expect(screen.queryByTestId("first-time-banner")).toBeNull();
    // Only 'track expenses' is left.
    expect(screen.getByTestId("next-steps").querySelectorAll("a")).toHaveLength(1);
    // The total is the server's (the catalogue's lessons), not a number written in the client.
    expect(screen.getByTestId("progress-card")).toHaveTextContent("1/35");
  });

  it("con spese ma senza lezioni il banner non c'è; un Premium non vede upsell né barra spese", async () => {
    serve(summary({ monthExpenseCount: 4, firstName: null }), true);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Ciao, Utente!" })).toBeInTheDocument();
    const stat = await screen.findByTestId("stat-expenses");
    // Once the user is known to be premium the count has no limit.
    await waitFor(() => expect(stat).not.toHaveTextContent("/10"));
    expect(stat).toHaveTextContent("4");
    expect(screen.queryByTestId("first-time-banner")).toBeNull();
    expect(screen.queryByTestId("premium-upsell")).toBeNull();
    expect(screen.queryByTestId("expense-progress")).toBeNull();
  });
});
