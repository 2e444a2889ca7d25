import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { AdminOverview } from "@shared/schemas/admin";
import { formatPercent } from "@shared/format";
import { definitionText, METRIC_DEFINITIONS, type MetricId } from "@shared/metrics";
import { queryClient } from "@/lib/query-client";
import { OverviewTab } from "./overview-tab";

const overview: AdminOverview = {
  users: { total: 40, premium: 4, free: 36, totalGrowth: 10, newThisMonth: 8, newLastMonth: 6 },
  premium: { count: 4, growth: null },
  revenue: { monthlyEuro: "39.60", growth: null },
  conversions: { thisMonth: 8, lastMonth: 6, growth: 33.3, ratePercent: 12.5 },
  email: { sent: 20, opened: 9, clicked: 3, openRate: 45, clickRate: 15, pending: 0 },
  ai: { configured: false, dailyTokenBudget: 0, usedToday: 0, spent: false },
  performance: { dailyVisits: 30, averageSessionSeconds: 95, bounceRate: 37.5, pagesPerSession: 2.4, sessions: 120 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("panoramica dell'amministratore: ogni tasso con la sua definizione accanto", () => {
  const rates: [MetricId, number][] = [
    ["emailOpenRate", overview.email.openRate!],
    ["emailClickRate", overview.email.clickRate!],
    ["visitorConversion", overview.conversions.ratePercent!],
    ["bounceRate", overview.performance.bounceRate!],
  ];
  it.each(rates)("%s: etichetta, valore e 'numeratore ÷ denominatore · periodo' nello stesso riquadro", async (id, value) => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(overview), { status: 200, headers: { "Content-Type": "application/json" } })));
    render(
      <QueryClientProvider client={queryClient}>
        <OverviewTab />
      </QueryClientProvider>,
    );
    const label = await screen.findByText(METRIC_DEFINITIONS[id].label, { selector: "dt" });
    const box = label.parentElement!;
    expect(box).toHaveTextContent(formatPercent(value));
    expect(box).toHaveTextContent(definitionText(id));
  });
});
