// The third user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the two earlier sets (docs/chat.md, "Third set (issue 43)").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const third = loadEvalItems("third.json");
const asked = third.flatMap(questionsOf).map((q) => normalize(q));

describe("terzo insieme di valutazione", () => {
  it("almeno 150 domande, ognuna con un id unico «t-…» e diverso da quelli dei primi due insiemi", () => {
    expect(third.length).toBeGreaterThanOrEqual(150);
    expect(third.filter((i) => !i.id.startsWith("t-"))).toEqual([]);
    expect(new Set(third.map((i) => i.id)).size).toBe(third.length);
    const earlierIds = new Set([...loadEvalItems(), ...loadEvalItems("heldout.json")].map((i) => i.id));
    expect(third.filter((i) => earlierIds.has(i.id))).toEqual([]);
  });

  it("nessuna domanda è nel corpus, nelle parafrasi o nei primi due insiemi (a meno di maiuscole, accenti e punteggiatura)", () => {
    const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
    for (const q of [...loadEvalItems(), ...loadEvalItems("heldout.json")].flatMap(questionsOf)) seen.add(normalize(q));
    expect(asked.filter((q) => seen.has(q))).toEqual([]);
  });

  it("ogni cifra attesa è scritta all'italiana (punto per le migliaia, virgola per i decimali)", () => {
    const itIT = /^\d{1,3}(\.\d{3})*(,\d+)?$/;
    expect(third.flatMap((i) => (i.expect.figures ?? []).filter((f) => !itIT.test(f)).map((f) => `${i.id}: ${f}`))).toEqual([]);
  });
});
