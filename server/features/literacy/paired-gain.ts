// The paired mean gain with its 95 % confidence interval (docs/literacy.md, "For the operator"):
// mean of (latest − first) over users, ± t(0.975, n−1) · sd / √n. No statistics package in the
// project offers Student's t quantile, and the one value needed has a classic closed form.

const Z_975 = 1.959963984540054;

/**
 * Student's t quantile at 0.975 for `df` degrees of freedom, by the Cornish-Fisher expansion
 * (Abramowitz & Stegun 26.7.5): within 0.001 of the exact value from df = 4 up (groups are ≥ 5).
 */
export function tQuantile975(df: number): number {
  if (!Number.isFinite(df) || df < 1) throw new Error("gradi di libertà non validi");
  const z = Z_975;
  const [z3, z5, z7, z9] = [z ** 3, z ** 5, z ** 7, z ** 9];
  const g1 = (z3 + z) / 4;
  const g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
  const g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
  const g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Mean of the differences and its 95 % interval (rounded to hundredths); null under two pairs. */
export function pairedGain(differences: readonly number[]): { mean: number; low: number; high: number } | null {
  const n = differences.length;
  if (n < 2) return null;
  const mean = differences.reduce((s, d) => s + d, 0) / n;
  const variance = differences.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1);
  const half = (tQuantile975(n - 1) * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean: round2(mean), low: round2(mean - half), high: round2(mean + half) };
}
