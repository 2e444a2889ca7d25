// Trains the chat's intent classifier on nlu/corpus.txt and writes the artefact the server loads
// (server/features/chat/nlu/intent-model.json). Run after changing the corpus or the features:
//   npx tsx scripts/train-chat-intents.ts
// The artefact is committed; a test fails when it is older than the corpus (docs/chat.md).
import { writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readLabelled } from "../server/features/chat/nlu/corpus";
import { features } from "../server/features/chat/nlu/features";
import { compact, DEFAULT_TRAIN, toSparse, train } from "../server/features/chat/nlu/logistic";

const corpusUrl = new URL("../server/features/chat/nlu/corpus.txt", import.meta.url);
const samples = readLabelled("corpus.txt").map((s) => ({ features: features(s.text), label: s.label }));
const model = compact(train(samples, DEFAULT_TRAIN));
const corpusSha256 = createHash("sha256").update(readFileSync(corpusUrl)).digest("hex");
const out = new URL("../server/features/chat/nlu/intent-model.json", import.meta.url);
writeFileSync(out, JSON.stringify({ corpusSha256, samples: samples.length, ...toSparse(model) }));
console.log(`${samples.length} domande, ${model.labels.length} intenti, ${Object.keys(model.weights).length} caratteristiche → ${out.pathname}`);
