// Stratified 5-fold cross-validation of the chat's intent classifier, fixed seed (docs/chat.md):
//   npx tsx scripts/chat-intent-cv.ts
// Prints accuracy and n per intent and overall, then the score on the paraphrase set (never trained on).
import { readLabelled } from "../server/features/chat/nlu/corpus";
import { features } from "../server/features/chat/nlu/features";
import { compact, DEFAULT_TRAIN, predictProba, seededRandom, shuffle, train, type Model } from "../server/features/chat/nlu/logistic";

const FOLDS = 5;
const SEED = 20;
const corpus = readLabelled("corpus.txt").map((s) => ({ ...s, features: features(s.text) }));

const predict = (model: Model, feats: string[]) => {
  const p = predictProba(model, feats);
  return model.labels[p.indexOf(Math.max(...p))]!;
};

// Each intent's questions are shuffled with the seed and dealt round-robin into the folds.
const random = seededRandom(SEED);
const fold = new Map<(typeof corpus)[number], number>();
for (const label of [...new Set(corpus.map((s) => s.label))].sort()) {
  shuffle(corpus.filter((s) => s.label === label), random).forEach((s, i) => fold.set(s, i % FOLDS));
}

const perIntent = new Map<string, { n: number; ok: number }>();
const confusions: string[] = [];
for (let f = 0; f < FOLDS; f++) {
  // Scored as shipped: the compacted model, like the artefact the server loads.
  const model = compact(train(corpus.filter((s) => fold.get(s) !== f), DEFAULT_TRAIN));
  for (const s of corpus.filter((x) => fold.get(x) === f)) {
    const got = predict(model, s.features);
    const row = perIntent.get(s.label) ?? { n: 0, ok: 0 };
    row.n++;
    if (got === s.label) row.ok++;
    else confusions.push(`  ${s.label} → ${got}: ${s.text}`);
    perIntent.set(s.label, row);
  }
}

const pct = (ok: number, n: number) => `${((100 * ok) / n).toFixed(1).replace(".", ",")} %`;
console.log(`Validazione incrociata stratificata a ${FOLDS} fold, seme ${SEED}, ${corpus.length} domande`);
for (const [label, { n, ok }] of [...perIntent].sort()) console.log(`${label.padEnd(20)} n=${String(n).padStart(3)}  ${pct(ok, n)}`);
const total = [...perIntent.values()].reduce((a, r) => ({ n: a.n + r.n, ok: a.ok + r.ok }), { n: 0, ok: 0 });
console.log(`${"TOTALE".padEnd(20)} n=${total.n}  ${pct(total.ok, total.n)}`);
if (process.argv.includes("--errors")) console.log(confusions.join("\n"));

const full = compact(train(corpus, DEFAULT_TRAIN));
const para = readLabelled("paraphrases.txt");
if (para.length) {
  const wrong = para.filter((s) => predict(full, features(s.text)) !== s.label);
  console.log(`\nParafrasi (mai usate per l'addestramento): ${para.length - wrong.length}/${para.length} = ${pct(para.length - wrong.length, para.length)}`);
  if (process.argv.includes("--errors")) for (const s of wrong) console.log(`  ${s.label} → ${predict(full, features(s.text))}: ${s.text}`);
}
