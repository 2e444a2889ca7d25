import { formatDate, formatNumber } from "@shared/format";
import { BarChart } from "@/components/charts/bar-chart";
import { DonutChart } from "@/components/charts/donut-chart";

// Loaded lazily, only on the analytics pages.

export function DailyVisitsChart({ data }: { data: Array<{ day: string; visits: number }> }) {
  const labels = data.map((d) => formatDate(`${d.day}T12:00:00Z`).slice(0, 5));
  return (
    <BarChart
      label={`Visite al giorno: ${data.map((d, i) => `${labels[i]} ${formatNumber(d.visits)}`).join(", ")}`}
      labels={labels}
      series={[{ name: "Visite", color: "#047857", values: data.map((d) => d.visits) }]}
      formatTick={formatNumber}
      formatValue={formatNumber}
      height={224}
      integer
    />
  );
}

const COLORS = ["#047857", "#0ea5e9", "#f59e0b", "#6366f1", "#94a3b8"];

export function ShareChart({ data }: { data: Array<{ name: string; value: number }> }) {
  const rows = data.filter((d) => d.value > 0);
  if (rows.length === 0) return null;
  return (
    <DonutChart
      label={rows.map((r) => `${r.name} ${formatNumber(r.value)}`).join(", ")}
      slices={rows.map((r, i) => ({ ...r, color: COLORS[i % COLORS.length] }))}
      formatValue={formatNumber}
    />
  );
}
