import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PacYear } from "@shared/finance/pac";
import { formatEuro, formatEuroRounded } from "@shared/format";

/** Invested money against the plan's value, year by year (lazy-loaded: recharts is heavy). */
export default function PacChart({ yearly }: { yearly: PacYear[] }) {
  const data = [{ year: 0, invested: 0, value: 0 }, ...yearly.map((y) => ({ year: y.year, invested: y.investedCents / 100, value: y.valueCents / 100 }))];
  return (
    <div className="h-72 w-full" role="img" aria-label="Grafico: capitale versato e valore del piano anno per anno">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tickFormatter={(y: number) => `${y}a`} fontSize={12} />
          <YAxis tickFormatter={(v: number) => formatEuroRounded(v)} width={90} fontSize={12} />
          <Tooltip formatter={(v) => formatEuro(Number(v))} labelFormatter={(y) => `Anno ${y}`} />
          <Legend />
          <Area type="monotone" dataKey="value" name="Valore del piano" stroke="#047857" fill="#a7f3d0" />
          <Area type="monotone" dataKey="invested" name="Capitale versato" stroke="#0369a1" fill="#bae6fd" />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
