import { Axes, HoverColumns, labelChars, makeFrame, round, type CartesianProps } from "./axes";
import { ChartBox } from "./chart-box";

/** Overlapping filled areas (not stacked), the first series drawn at the back. */
export function AreaChart(p: CartesianProps) {
  const { labels, series, height = 288 } = p;
  const n = labels.length;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const legend = series.length > 1 ? series.map((s) => ({ name: s.name, color: s.color })) : undefined;
  return (
    <ChartBox label={p.label} height={height} legend={legend}>
      {(width) => {
        // The last x label is centred on the right edge: leave it half its width.
        const f = makeFrame(width, height, max, p, (labelChars(labels) * 7) / 2 + 2);
        const spacing = n > 1 ? (f.right - f.left) / (n - 1) : f.right - f.left;
        const xAt = (i: number) => (n > 1 ? f.left + i * spacing : (f.left + f.right) / 2);
        const points = (values: number[]) => values.map((v, i) => `${round(xAt(i))},${f.y(v)}`).join("L");
        return (
          <>
            <Axes f={f} labels={labels} xAt={xAt} spacing={spacing} formatTick={p.formatTick} />
            {series.map((s) => (
              <g key={s.name} data-area={s.name}>
                <path d={`M${round(xAt(0))},${f.bottom}L${points(s.values)}L${round(xAt(n - 1))},${f.bottom}Z`} fill={s.fill ?? s.color} fillOpacity={0.6} />
                <path d={`M${points(s.values)}`} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />
              </g>
            ))}
            <HoverColumns f={f} p={p} xAt={xAt} spacing={spacing}>
              {(i) =>
                series.map((s) => (
                  <circle key={s.name} cx={round(xAt(i))} cy={f.y(s.values[i])} r={4} fill="#fff" stroke={s.color} strokeWidth={2} className="pointer-events-none opacity-0 group-hover:opacity-100" />
                ))
              }
            </HoverColumns>
          </>
        );
      }}
    </ChartBox>
  );
}
