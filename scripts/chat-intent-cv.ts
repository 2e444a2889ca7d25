// Repeated stratified cross-validation of the chat's intent classifier (docs/chat.md, "The intent classifier"):
//   npm run chat:cv                                  5 × 5 folds, fold seeds 20–24
//   npx tsx scripts/chat-intent-cv.ts --repeats 1    one 5-fold run, seed 20 (the earlier single figure)
//   add --errors to list the mistakes of the first repetition and of the paraphrase set.
// Prints, per repetition, accuracy and macro-F1; then their mean, standard deviation and min–max;
// per intent the mean F1 and recall over every repetition; then the paraphrase set (never trained on)
// scored with the model trained on the whole corpus.
import { readLabelled } from "../server/features/chat/nlu/corpus";
import { features } from "../server/features/chat/nlu/features";
import { compact, DEFAULT_TRAIN, predictProba, seededRandom, shuffle, train, type Model } from "../server/features/chat/nlu/logistic";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const FOLDS = arg("folds", 5);
const REPEATS = arg("repeats", 5);
/** The first repetition deals the folds with seed 20 (the single run reported before), the next ones 21, 22… */
const FIRST_SEED = arg("seed", 20);
const showErrors = process.argv.includes("--errors");

const corpus = readLabelled("corpus.txt").map((s) => ({ ...s, features: features(s.text) }));
type Sample = (typeof corpus)[number];
const labels = [...new Set(corpus.map((s) => s.label))].sort();

const predict = (model: Model, feats: string[]) => {
  const p = predictProba(model, feats);
  return model.labels[p.indexOf(Math.max(...p))]!;
};

/** Each intent's questions shuffled with the seed and dealt round-robin into the folds (stratified). */
function dealFolds(seed: number): Map<Sample, number> {
  const random = seededRandom(seed);
  const fold = new Map<Sample, number>();
  for (const label of labels) shuffle(corpus.filter((s) => s.label === label), random).forEach((s, i) => fold.set(s, i % FOLDS));
  return fold;
}

type Counts = { tp: number; fp: number; fn: number };
type Repetition = { seed: number; accuracy: number; macroF1: number; perIntent: Map<string, { f1: number; recall: number }>; errors: string[] };

const f1Of = ({ tp, fp, fn }: Counts) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));

function runRepetition(seed: number): Repetition {
  const fold = dealFolds(seed);
  const counts = new Map(labels.map((l) => [l, { tp: 0, fp: 0, fn: 0 }]));
  const errors: string[] = [];
  let ok = 0;
  for (let f = 0; f < FOLDS; f++) {
    // Scored as shipped: the compacted model, like the artefact the server loads.
    const model = compact(train(corpus.filter((s) => fold.get(s) !== f), DEFAULT_TRAIN));
    for (const s of corpus.filter((x) => fold.get(x) === f)) {
      const got = predict(model, s.features);
      if (got === s.label) {
        ok++;
        counts.get(s.label)!.tp++;
        continue;
      }
      counts.get(s.label)!.fn++;
      counts.get(got)!.fp++;
      errors.push(`  ${s.label} → ${got}: ${s.text}`);
    }
  }
  const perIntent = new Map(labels.map((l) => {
    const c = counts.get(l)!;
    return [l, { f1: f1Of(c), recall: c.tp / (c.tp + c.fn) }];
  }));
  const macroF1 = [...perIntent.values()].reduce((a, r) => a + r.f1, 0) / labels.length;
  return { seed, accuracy: ok / corpus.length, macroF1, perIntent, errors };
}

const pct = (x: number, digits = 2) => `${(100 * x).toFixed(digits).replace(".", ",")} %`;
const pts = (x: number) => `${(100 * x).toFixed(2).replace(".", ",")} punti`;
/** Mean, sample standard deviation, min and max. */
function spread(xs: number[]) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = xs.length > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1)) : 0;
  return { mean, sd, min: Math.min(...xs), max: Math.max(...xs) };
}
const describe = (xs: number[]) => {
  const s = spread(xs);
  return `media ${pct(s.mean)}, deviazione standard ${pts(s.sd)}, min–max ${pct(s.min)}–${pct(s.max)}`;
};

console.log(`Validazione incrociata stratificata ripetuta: ${REPEATS} × ${FOLDS} fold, semi ${FIRST_SEED}–${FIRST_SEED + REPEATS - 1}, ${corpus.length} domande, ${labels.length} intenti`);
const reps: Repetition[] = [];
for (let r = 0; r < REPEATS; r++) {
  const rep = runRepetition(FIRST_SEED + r);
  reps.push(rep);
  console.log(`  seme ${rep.seed}: accuratezza ${pct(rep.accuracy)} (${rep.errors.length} errori), macro-F1 ${pct(rep.macroF1)}`);
}
console.log(`\nMacro-F1:     ${describe(reps.map((r) => r.macroF1))}`);
console.log(`Accuratezza:  ${describe(reps.map((r) => r.accuracy))}`);

console.log(`\n${"intento".padEnd(22)} ${"n".padStart(4)}  F1 medio  richiamo medio`);
for (const label of labels) {
  const n = corpus.filter((s) => s.label === label).length;
  const f1 = spread(reps.map((r) => r.perIntent.get(label)!.f1)).mean;
  const recall = spread(reps.map((r) => r.perIntent.get(label)!.recall)).mean;
  console.log(`${label.padEnd(22)} ${String(n).padStart(4)}  ${pct(f1, 1).padStart(8)}  ${pct(recall, 1).padStart(8)}`);
}
if (showErrors) console.log(`\nErrori della prima ripetizione (seme ${reps[0]!.seed}):\n${reps[0]!.errors.join("\n")}`);

const full = compact(train(corpus, DEFAULT_TRAIN));
const para = readLabelled("paraphrases.txt");
if (para.length) {
  const wrong = para.filter((s) => predict(full, features(s.text)) !== s.label);
  console.log(`\nParafrasi (mai usate per l'addestramento): ${para.length - wrong.length}/${para.length} = ${pct((para.length - wrong.length) / para.length, 1)}`);
  if (showErrors) for (const s of wrong) console.log(`  ${s.label} → ${predict(full, features(s.text))}: ${s.text}`);
}
