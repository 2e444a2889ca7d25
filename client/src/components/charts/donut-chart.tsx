import { ChartBox } from "./chart-box";

export type Slice = { name: string; value: number; color: string };

/** A ring of slices starting at the top, clockwise; each slice's hover title gives value and share. */
export function DonutChart({ label, slices, formatValue, height = 192 }: { label: string; slices: Slice[]; formatValue: (v: number) => string; height?: number }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const outer = height * 0.425;
  const inner = outer * 0.65;
  const radius = (outer + inner) / 2;
  const circumference = 2 * Math.PI * radius;
  const gap = slices.length > 1 ? circumference / 180 : 0; // 2° between slices
  return (
    <ChartBox label={label} height={height} legend={slices.map((s) => ({ name: s.name, color: s.color }))}>
      {(width) => {
        let start = 0;
        return slices.map((s) => {
          const length = total > 0 ? (s.value / total) * circumference : 0;
          const offset = start;
          start += length;
          const share = total > 0 ? Math.round((s.value / total) * 100) : 0;
          return (
            <circle
              key={s.name}
              data-slice={s.name}
              cx={width / 2}
              cy={height / 2}
              r={radius}
              fill="none"
              stroke={s.color}
              strokeWidth={outer - inner}
              strokeDasharray={`${Math.max(0, length - gap)} ${circumference}`}
              strokeDashoffset={-offset}
              transform={`rotate(-90 ${width / 2} ${height / 2})`}
              className="hover:opacity-80"
            >
              <title>{`${s.name}: ${formatValue(s.value)} (${share}%)`}</title>
            </circle>
          );
        });
      }}
    </ChartBox>
  );
}
