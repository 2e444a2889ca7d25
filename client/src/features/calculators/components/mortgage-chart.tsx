import type { ScheduleYear } from "@shared/finance/mortgage";
import { formatCentsRounded, formatEuro, formatEuroRounded } from "@shared/money";
import { BarChart } from "@/components/charts/bar-chart";

const split = (y: ScheduleYear) => `quota capitale ${formatCentsRounded(y.principalCents)} e quota interessi ${formatCentsRounded(y.interestCents)}`;

/** Principal against interest paid each year, stacked (lazy-loaded with the mortgage page's results). */
export default function MortgageChart({ years }: { years: ScheduleYear[] }) {
  const first = years[0];
  const last = years[years.length - 1];
  const summary = first && last ? ` Anno ${first.year}: ${split(first)}; anno ${last.year}: ${split(last)}.` : "";
  return (
    <BarChart
      label={`Grafico: quota capitale e quota interessi pagate ogni anno.${summary}`}
      labels={years.map((y) => `${y.year}a`)}
      titles={years.map((y) => `Anno ${y.year}`)}
      series={[
        { name: "Quota capitale", color: "#047857", values: years.map((y) => y.principalCents / 100) },
        { name: "Quota interessi", color: "#f59e0b", values: years.map((y) => y.interestCents / 100) },
      ]}
      formatTick={formatEuroRounded}
      formatValue={formatEuro}
    />
  );
}
