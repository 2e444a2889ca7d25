// The held-out evaluation set is well formed and separate from everything the assistant was built or
// tuned on (docs/chat.md, "Held-out set (issue 43, second set)").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const heldout = loadEvalItems("heldout.json");
const asked = heldout.flatMap(questionsOf).map((q) => normalize(q));

describe("insieme di valutazione tenuto da parte", () => {
  it("almeno 150 domande, ognuna con un id unico e diverso da quelli del primo insieme", () => {
    expect(heldout.length).toBeGreaterThanOrEqual(150);
    const firstIds = new Set(loadEvalItems().map((i) => i.id));
    expect(new Set(heldout.map((i) => i.id)).size).toBe(heldout.length);
    expect(heldout.filter((i) => firstIds.has(i.id))).toEqual([]);
  });

  it("nessuna domanda è nel corpus, nelle parafrasi o nel primo insieme (a meno di maiuscole, accenti e punteggiatura)", () => {
    const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
    for (const q of loadEvalItems().flatMap(questionsOf)) seen.add(normalize(q));
    expect(asked.filter((q) => seen.has(q))).toEqual([]);
  });
});
