import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { amortizationSchedule, groupByYear } from "@shared/finance/mortgage";
import { simulatePac } from "@shared/finance/pac";
import MortgageChart from "@/features/calculators/components/mortgage-chart";
import PacChart from "@/features/calculators/components/pac-chart";
import { DailyVisitsChart, ShareChart } from "@/features/analytics/components/charts";

// Intl puts a no-break space before "€": compare with plain spaces.
const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ");
const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((e) => plain(e.textContent));

describe("grafici SVG", () => {
  it("mutuo: una barra impilata per quota capitale e una per interessi ogni anno, con assi e legenda", () => {
    const years = groupByYear(amortizationSchedule(16_000_000, 3.5, 300));
    const { container } = render(<MortgageChart years={years} />);
    const img = screen.getByRole("img", { name: /^Grafico: quota capitale e quota interessi pagate ogni anno\. Anno 1: quota capitale/ });
    expect(plain(img.getAttribute("aria-label"))).toContain("anno 25: quota capitale");
    expect(container.querySelectorAll('[data-bar="Quota capitale"]')).toHaveLength(25);
    expect(container.querySelectorAll('[data-bar="Quota interessi"]')).toHaveLength(25);
    // Round y ticks in whole euros, x labels never crowded and the last year always shown.
    const ticks = texts(container, "text[text-anchor=end]");
    expect(ticks[0]).toBe("0 €");
    expect(ticks.every((t) => /^[\d.]+ €$/.test(t))).toBe(true);
    expect(texts(container, "text[text-anchor=middle]")).toContain("25a");
    const titles = texts(container, "title");
    expect(titles).toHaveLength(25);
    expect(titles[0]).toMatch(/^Anno 1: Quota capitale [\d.]+,\d\d €, Quota interessi [\d.]+,\d\d €$/);
    expect(screen.getByText("Quota capitale").closest("ul")).toHaveTextContent("Quota interessi");
  });

  it("PAC: due aree (valore e capitale versato), tick rotondi e riepilogo nell'etichetta", () => {
    const { yearly } = simulatePac({ monthlyAmount: 200, years: 20, expectedReturn: 6.5 });
    const { container } = render(<PacChart yearly={yearly} />);
    const label = plain(screen.getByRole("img", { name: /capitale versato e valore del piano/ }).getAttribute("aria-label"));
    expect(label).toContain("Dopo 20 anni il valore del piano è 98.084 € e il capitale versato 48.000 €.");
    expect([...container.querySelectorAll("[data-area]")].map((g) => g.getAttribute("data-area"))).toEqual(["Valore del piano", "Capitale versato"]);
    expect(texts(container, "text[text-anchor=end]")).toEqual(["0 €", "25.000 €", "50.000 €", "75.000 €", "100.000 €"]);
    const xLabels = texts(container, "text[text-anchor=middle]");
    expect(xLabels[0]).toBe("0a");
    expect(xLabels.at(-1)).toBe("20a");
    expect(texts(container, "title").at(-1)).toBe("Anno 20: Valore del piano 98.084,19 €, Capitale versato 48.000,00 €");
  });

  it("visite al giorno: barre senza legenda e tick interi", () => {
    const data = [
      { day: "2026-11-20", visits: 1 },
      { day: "2026-11-21", visits: 0 },
      { day: "2026-11-22", visits: 3 },
    ];
    const { container } = render(<DailyVisitsChart data={data} />);
    screen.getByRole("img", { name: "Visite al giorno: 20/11 1, 21/11 0, 22/11 3" });
    expect(container.querySelectorAll("[data-bar]")).toHaveLength(2);
    expect(texts(container, "text[text-anchor=end]")).toEqual(["0", "1", "2", "3"]);
    expect(container.querySelector("ul")).toBeNull();
  });

  it("ciambella: una fetta per valore positivo, niente grafico senza dati", () => {
    const { container } = render(<ShareChart data={[{ name: "Mobile", value: 3 }, { name: "Desktop", value: 1 }, { name: "Tablet", value: 0 }]} />);
    screen.getByRole("img", { name: "Mobile 3, Desktop 1" });
    expect(texts(container, "title")).toEqual(["Mobile: 3 (75%)", "Desktop: 1 (25%)"]);
    expect(texts(container, "li")).toEqual(["Mobile", "Desktop"]);
    const { container: empty } = render(<ShareChart data={[{ name: "Mobile", value: 0 }]} />);
    expect(empty).toBeEmptyDOMElement();
  });
});
