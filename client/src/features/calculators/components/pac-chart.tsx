import type { PacYear } from "@shared/finance/pac";
import { formatCentsRounded, formatEuro, formatEuroRounded } from "@shared/money";
import { AreaChart } from "@/components/charts/area-chart";

const yearsText = (n: number) => (n === 1 ? "1 anno" : `${n} anni`);

/** Invested money against the plan's value, year by year (lazy-loaded with the PAC page's results). */
export default function PacChart({ yearly }: { yearly: PacYear[] }) {
  const years = [0, ...yearly.map((y) => y.year)];
  const last = yearly[yearly.length - 1];
  const summary = last ? ` Dopo ${yearsText(last.year)} il valore del piano è ${formatCentsRounded(last.valueCents)} e il capitale versato ${formatCentsRounded(last.investedCents)}.` : "";
  return (
    <AreaChart
      label={`Grafico: capitale versato e valore del piano anno per anno.${summary}`}
      labels={years.map((y) => `${y}a`)}
      titles={years.map((y) => `Anno ${y}`)}
      series={[
        { name: "Valore del piano", color: "#047857", fill: "#a7f3d0", values: [0, ...yearly.map((y) => y.valueCents / 100)] },
        { name: "Capitale versato", color: "#0369a1", fill: "#bae6fd", values: [0, ...yearly.map((y) => y.investedCents / 100)] },
      ]}
      formatTick={formatEuroRounded}
      formatValue={formatEuro}
    />
  );
}
