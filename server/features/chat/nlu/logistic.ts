// Multinomial logistic regression (softmax) over sparse binary features, trained by stochastic
// gradient descent with a fixed seed. Hand-written because the JavaScript classifiers with an
// Italian stemmer pull in heavy runtime dependencies (natural: mongoose, pg, redis; wink: an
// English language model) and this is about 100 lines (docs/chat.md).

export type Model = {
  labels: string[];
  /** feature → one weight per label (index as in labels); features seen once are dropped. */
  weights: Record<string, number[]>;
  bias: number[];
};

export type TrainOptions = { epochs: number; learningRate: number; l2: number; seed: number; minCount: number };

export const DEFAULT_TRAIN: TrainOptions = { epochs: 60, learningRate: 3, l2: 3e-4, seed: 20, minCount: 2 };

/**
 * A word too rare to have its own weight (seen fewer than minCount times, or never) counts as
 * this one feature: questions about something else entirely ("come si coltivano i pomodori")
 * are mostly made of such words, so the model learns what many unknown words say.
 */
export const UNKNOWN_WORD = "w:?";

/** A small deterministic generator (mulberry32): the same seed, the same model and folds. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/**
 * The features the model has weights for, each with its value: unknown words become UNKNOWN_WORD
 * (its value grows with their number), and the vector has length 1 so that a long question
 * does not count more than a short one.
 */
export function encode(weights: Record<string, unknown>, feats: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of new Set(feats)) {
    const key = weights[f] ? f : f.startsWith("w:") && weights[UNKNOWN_WORD] ? UNKNOWN_WORD : null;
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const norm = Math.sqrt([...counts.values()].reduce((a, n) => a + n * n, 0)) || 1;
  return [...counts].map(([f, n]) => [f, n / norm]);
}

function probaOf(model: Model, x: [string, number][]): number[] {
  const scores = [...model.bias];
  for (const [f, v] of x) {
    const w = model.weights[f]!;
    for (let k = 0; k < scores.length; k++) scores[k]! += w[k]! * v;
  }
  return softmax(scores);
}

/** Probability of each label for a feature list (features the model never kept are ignored). */
export const predictProba = (model: Model, feats: string[]): number[] => probaOf(model, encode(model.weights, feats));

export function train(samples: { features: string[]; label: string }[], opts: TrainOptions = DEFAULT_TRAIN): Model {
  const labels = [...new Set(samples.map((s) => s.label))].sort();
  const K = labels.length;
  const counts = new Map<string, number>();
  for (const s of samples) for (const f of new Set(s.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights: Record<string, number[]> = { [UNKNOWN_WORD]: new Array<number>(K).fill(0) };
  for (const [f, n] of counts) if (n >= opts.minCount) weights[f] = new Array<number>(K).fill(0);
  const bias = new Array<number>(K).fill(0);
  const model: Model = { labels, weights, bias };
  const data = samples.map((s) => ({ x: encode(weights, s.features), y: labels.indexOf(s.label) }));
  const random = seededRandom(opts.seed);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const rate = opts.learningRate / (1 + epoch * 0.1);
    for (const { x, y } of shuffle(data, random)) {
      const p = probaOf(model, x);
      for (let k = 0; k < K; k++) {
        const g = p[k]! - (k === y ? 1 : 0);
        bias[k]! -= rate * g;
        for (const [f, v] of x) {
          const w = weights[f]!;
          w[k]! -= rate * (g * v + opts.l2 * w[k]!);
        }
      }
    }
  }
  return model;
}

/** The model with small weights zeroed and the rest rounded (what is committed and loaded); features with no weight left are dropped. */
export function compact(model: Model, digits = 2, zeroBelow = 0.15): Model {
  const weights: Record<string, number[]> = {};
  const round = (x: number) => (Math.abs(x) < zeroBelow ? 0 : Number(x.toFixed(digits)));
  for (const [f, w] of Object.entries(model.weights)) {
    const r = w.map(round);
    if (r.some((x) => x !== 0)) weights[f] = r;
  }
  return { labels: model.labels, weights, bias: model.bias.map((x) => Number(x.toFixed(digits))) };
}

/** How the model is stored: each feature's non-zero weights as [label index, weight, …] (most are zero). */
export type SparseModel = { labels: string[]; weights: Record<string, number[]>; bias: number[] };

export function toSparse(model: Model): SparseModel {
  const weights: Record<string, number[]> = {};
  for (const [f, w] of Object.entries(model.weights)) weights[f] = w.flatMap((x, k) => (x === 0 ? [] : [k, x]));
  return { labels: model.labels, weights, bias: model.bias };
}

export function fromSparse(stored: SparseModel): Model {
  const weights: Record<string, number[]> = {};
  for (const [f, pairs] of Object.entries(stored.weights)) {
    const w = new Array<number>(stored.labels.length).fill(0);
    for (let i = 0; i < pairs.length; i += 2) w[pairs[i]!] = pairs[i + 1]!;
    weights[f] = w;
  }
  return { labels: stored.labels, weights, bias: stored.bias };
}
