import { describe, expect, it } from "vitest";
import { afterGainTax, inTodaysMoneyCents, simulatePac } from "@shared/finance/pac";
import { splitBudget } from "@shared/finance/budget";
import { formatNumber } from "@shared/format";
import { ALL_ARTICLES } from "./index";

// The worked examples of the articles are the app's own maths: if a calculator changes, these
// tests say which article figures must be rewritten.
const html = (slug: string) => ALL_ARTICLES.find((a) => a.slug === slug)!.content;
const cents = (c: number) => `${formatNumber(c / 100, 2)} €`;
const whole = (euros: number | string) => `${formatNumber(Math.round(Number(euros)))} €`;

describe("gli esempi numerici degli articoli tornano con i calcolatori dell'app", () => {
  const guide = html("simulatore-pac-calcolatore-budget-esempi");

  it("la tabella 50/30/20 della guida ai calcolatori", () => {
    for (const income of [1450, 1750, 2000, 2300]) {
      const s = splitBudget(income);
      expect(guide).toContain(`<tr><td>${whole(income)}</td><td>${whole(s.necessities)}</td><td>${whole(s.wants)}</td><td>${whole(s.savings)}</td></tr>`);
    }
  });

  it("il PAC da 200 € al mese per 20 anni al 6,5% con inflazione al 2%", () => {
    const r = simulatePac({ monthlyAmount: 200, years: 20, expectedReturn: 6.5 });
    const { taxCents, netCents } = afterGainTax(r.finalAmountCents, r.totalInvestedCents);
    expect(guide).toContain(`= ${whole(r.totalInvestedCents / 100)}`);
    for (const c of [r.finalAmountCents, r.totalGainCents, taxCents, netCents, inTodaysMoneyCents(netCents, 2, 20)]) expect(guide).toContain(cents(c));
    for (const m of r.milestones.filter((x) => x.year < 20)) expect(guide).toContain(`${m.year} anni (${cents(m.valueCents)})`);
    expect(guide).toContain(`${formatNumber(r.gainPercent, 2)}%`);
  });

  it("stesso versato, durate diverse: 100 € per 20 anni contro 200 € per 10 anni", () => {
    const long = simulatePac({ monthlyAmount: 100, years: 20, expectedReturn: 6.5 });
    const short = simulatePac({ monthlyAmount: 200, years: 10, expectedReturn: 6.5 });
    expect(long.totalInvestedCents).toBe(short.totalInvestedCents);
    expect(guide).toContain(`<td>${cents(long.finalAmountCents)}</td>`);
    expect(guide).toContain(`<td>${cents(short.finalAmountCents)}</td>`);
    expect(long.finalAmountCents - short.finalAmountCents).toBeGreaterThan(1_500_000);
  });

  it("il peso dei costi nella guida agli ETF", () => {
    const etf = html("etf-principianti-pac-costi-tasse-errori");
    const cheap = simulatePac({ monthlyAmount: 200, years: 20, expectedReturn: 6 });
    const dear = simulatePac({ monthlyAmount: 200, years: 20, expectedReturn: 4.4 });
    expect(etf).toContain(`<td>${whole(cheap.finalAmountCents / 100)}</td>`);
    expect(etf).toContain(`<td>${whole(dear.finalAmountCents / 100)}</td>`);
    expect(cheap.finalAmountCents - dear.finalAmountCents).toBeGreaterThan(1_500_000);
  });
});
