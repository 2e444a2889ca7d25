// The trained intent classifier (docs/chat.md). The model is an artefact built from corpus.txt by
// scripts/train-chat-intents.ts and committed; the server only loads it, it never trains.
import artefact from "./intent-model.json";
import { features, wordFeatures } from "./features";
import { fromSparse, predictProba } from "./logistic";

// Stored sparse (only non-zero weights) to keep the server bundle small; expanded once at load.
const model = fromSparse({ labels: artefact.labels, weights: artefact.weights as Record<string, number[]>, bias: artefact.bias });

export type IntentScore = { intent: string; probability: number };

/** Every intent with its probability, most likely first. */
export function rankIntents(question: string): IntentScore[] {
  const p = predictProba(model, features(question));
  return model.labels.map((intent, i) => ({ intent, probability: p[i]! })).sort((a, b) => b.probability - a.probability);
}

/** How many features of the question the model knows: 0 means nothing in it was ever seen. */
export function knownFeatures(question: string): number {
  return new Set(features(question).filter((f) => f.startsWith("w:") && model.weights[f])).size;
}


/**
 * Words of the question the model has never seen, not even as a typo of a known word (fewer
 * than half of their character n-grams known): "euribor", "halving". Their question is about
 * something the intents were not trained on, whatever the other words say.
 */
export function unknownWords(words: string[]): string[] {
  return words.filter((w) => {
    const f = wordFeatures(w);
    if (f.stem && model.weights[f.stem]) return false;
    if (f.grams.length === 0) return !/^\d+$/.test(w) && f.stem !== null;
    return f.grams.filter((g) => model.weights[g]).length / f.grams.length < 0.5;
  });
}
