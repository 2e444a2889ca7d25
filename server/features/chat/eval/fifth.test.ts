// The fifth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the four earlier sets (docs/chat.md, "Fifth set (issue 43)").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const fifth = loadEvalItems("fifth.json");
const asked = fifth.flatMap(questionsOf).map((q) => normalize(q));

describe("quinto insieme di valutazione", () => {
  it("almeno 150 domande, ognuna con un id unico «v-…» e diverso da quelli dei primi quattro insiemi", () => {
    expect(fifth.length).toBeGreaterThanOrEqual(150);
    expect(fifth.filter((i) => !i.id.startsWith("v-"))).toEqual([]);
    expect(new Set(fifth.map((i) => i.id)).size).toBe(fifth.length);
    const earlierIds = new Set([...loadEvalItems(), ...loadEvalItems("heldout.json"), ...loadEvalItems("third.json"), ...loadEvalItems("fourth.json")].map((i) => i.id));
    expect(fifth.filter((i) => earlierIds.has(i.id))).toEqual([]);
  });

  it("nessuna domanda è nel corpus, nelle parafrasi o nei primi quattro insiemi (a meno di maiuscole, accenti e punteggiatura)", () => {
    const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
    for (const q of [...loadEvalItems(), ...loadEvalItems("heldout.json"), ...loadEvalItems("third.json"), ...loadEvalItems("fourth.json")].flatMap(questionsOf)) seen.add(normalize(q));
    expect(asked.filter((q) => seen.has(q))).toEqual([]);
  });

  it("ogni cifra attesa è scritta all'italiana (punto per le migliaia, virgola per i decimali)", () => {
    const itIT = /^\d{1,3}(\.\d{3})*(,\d+)?$/;
    expect(fifth.flatMap((i) => (i.expect.figures ?? []).filter((f) => !itIT.test(f)).map((f) => `${i.id}: ${f}`))).toEqual([]);
  });
});
