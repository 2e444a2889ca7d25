import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, formatNumber } from "@shared/format";

// Loaded lazily, only on the analytics pages, so recharts never weighs on other pages.

export function DailyVisitsChart({ data }: { data: Array<{ day: string; visits: number }> }) {
  const rows = data.map((d) => ({ ...d, label: formatDate(`${d.day}T12:00:00Z`).slice(0, 5) }));
  return (
    <div className="h-56 w-full" role="img" aria-label={`Visite al giorno: ${rows.map((r) => `${r.label} ${r.visits}`).join(", ")}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatNumber(v)} />
          <Tooltip formatter={(v) => [formatNumber(Number(v)), "Visite"]} />
          <Bar dataKey="visits" fill="#047857" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const COLORS = ["#047857", "#0ea5e9", "#f59e0b", "#6366f1", "#94a3b8"];

export function ShareChart({ data }: { data: Array<{ name: string; value: number }> }) {
  const rows = data.filter((d) => d.value > 0);
  if (rows.length === 0) return null;
  return (
    <div className="h-48 w-full" role="img" aria-label={rows.map((r) => `${r.name} ${r.value}`).join(", ")}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={rows} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
            {rows.map((r, i) => (
              <Cell key={r.name} fill={COLORS[i % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(v, n) => [formatNumber(Number(v)), String(n)]} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
