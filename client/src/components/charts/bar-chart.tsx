import { Axes, HoverColumns, makeFrame, round, type CartesianProps } from "./axes";
import { ChartBox } from "./chart-box";

/** Vertical bars, one per label; several series stack in order from the axis up. */
export function BarChart(p: CartesianProps) {
  const { labels, series, height = 288 } = p;
  const n = labels.length;
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i]), 0));
  const legend = series.length > 1 ? series.map((s) => ({ name: s.name, color: s.color })) : undefined;
  return (
    <ChartBox label={p.label} height={height} legend={legend}>
      {(width) => {
        const f = makeFrame(width, height, Math.max(0, ...totals), p);
        const spacing = (f.right - f.left) / Math.max(1, n);
        const xAt = (i: number) => f.left + spacing * (i + 0.5);
        const barWidth = round(Math.min(48, Math.max(1, spacing * 0.75)));
        return (
          <>
            <Axes f={f} labels={labels} xAt={xAt} spacing={spacing} formatTick={p.formatTick} />
            {labels.map((_, i) => {
              let base = 0;
              return series.map((s) => {
                const v = s.values[i];
                if (!(v > 0)) return null;
                const y0 = f.y(base);
                base += v;
                const y1 = f.y(base);
                return <rect key={`${i}-${s.name}`} data-bar={s.name} x={round(xAt(i) - barWidth / 2)} y={y1} width={barWidth} height={round(y0 - y1)} fill={s.color} />;
              });
            })}
            <HoverColumns f={f} p={p} xAt={xAt} spacing={spacing} />
          </>
        );
      }}
    </ChartBox>
  );
}
