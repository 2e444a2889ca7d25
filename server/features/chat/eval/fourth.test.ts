// The fourth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the three earlier sets (docs/chat.md, "Fourth set (issue 43)").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const fourth = loadEvalItems("fourth.json");
const asked = fourth.flatMap(questionsOf).map((q) => normalize(q));

describe("quarto insieme di valutazione", () => {
  it("almeno 150 domande, ognuna con un id unico «f-…» e diverso da quelli dei primi tre insiemi", () => {
    expect(fourth.length).toBeGreaterThanOrEqual(150);
    expect(fourth.filter((i) => !i.id.startsWith("f-"))).toEqual([]);
    expect(new Set(fourth.map((i) => i.id)).size).toBe(fourth.length);
    const earlierIds = new Set([...loadEvalItems(), ...loadEvalItems("heldout.json"), ...loadEvalItems("third.json")].map((i) => i.id));
    expect(fourth.filter((i) => earlierIds.has(i.id))).toEqual([]);
  });

  it("nessuna domanda è nel corpus, nelle parafrasi o nei primi tre insiemi (a meno di maiuscole, accenti e punteggiatura)", () => {
    const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
    for (const q of [...loadEvalItems(), ...loadEvalItems("heldout.json"), ...loadEvalItems("third.json")].flatMap(questionsOf)) seen.add(normalize(q));
    expect(asked.filter((q) => seen.has(q))).toEqual([]);
  });

  it("ogni cifra attesa è scritta all'italiana (punto per le migliaia, virgola per i decimali)", () => {
    const itIT = /^\d{1,3}(\.\d{3})*(,\d+)?$/;
    expect(fourth.flatMap((i) => (i.expect.figures ?? []).filter((f) => !itIT.test(f)).map((f) => `${i.id}: ${f}`))).toEqual([]);
  });
});
