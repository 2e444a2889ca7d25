import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ScheduleYear } from "@shared/finance/mortgage";
import { formatEuro, formatEuroRounded } from "@shared/format";

/** Principal against interest paid each year (lazy-loaded: recharts is heavy). */
export default function MortgageChart({ years }: { years: ScheduleYear[] }) {
  const data = years.map((y) => ({ year: y.year, principal: y.principalCents / 100, interest: y.interestCents / 100 }));
  return (
    <div className="h-72 w-full" role="img" aria-label="Grafico: quota capitale e quota interessi pagate ogni anno">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tickFormatter={(y: number) => `${y}a`} fontSize={12} />
          <YAxis tickFormatter={(v: number) => formatEuroRounded(v)} width={80} fontSize={12} />
          <Tooltip formatter={(v) => formatEuro(Number(v))} labelFormatter={(y) => `Anno ${y}`} />
          <Legend />
          <Bar dataKey="principal" name="Quota capitale" stackId="a" fill="#047857" />
          <Bar dataKey="interest" name="Quota interessi" stackId="a" fill="#f59e0b" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
