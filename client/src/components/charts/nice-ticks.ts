/** A round step near `raw`: 1, 2, 2.5 or 5 times a power of ten (whole numbers only when `integer`). */
export function niceStep(raw: number, integer = false): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const factor = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  const step = factor * power;
  if (!integer) return step;
  return step < 1 ? 1 : Number.isInteger(step) ? step : Math.floor(step);
}

/**
 * About `count` round values covering [min, max], from a multiple of the step at or below `min`
 * to one at or above `max` (0, 25.000, 50.000, 75.000, 100.000 for 0-98.084). An empty or flat
 * range still gets two ticks so a chart has a scale.
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    if (min === 0) return [0, 1];
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  const step = niceStep((max - min) / Math.max(1, count - 1), integer);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toFixed(decimals)) + 0);
  return ticks;
}
