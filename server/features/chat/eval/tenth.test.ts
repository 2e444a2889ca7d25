// The tenth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the nine earlier sets (docs/chat.md, "Tenth set (issue 43)").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const tenth = loadEvalItems("tenth.json");
const asked = tenth.flatMap(questionsOf).map((q) => normalize(q));
const earlier = () =>
  (["questions.json", "heldout.json", "third.json", "fourth.json", "fifth.json", "sixth.json", "seventh.json", "eighth.json", "ninth.json"] as const).flatMap((s) => loadEvalItems(s));

describe("decimo insieme di valutazione", () => {
  it("almeno 170 domande, ognuna con un id unico «t-x…» e diverso da quelli dei primi nove insiemi", () => {
    expect(tenth.length).toBeGreaterThanOrEqual(170);
    expect(tenth.filter((i) => !/^t-x[a-z0-9]+-\d+$/.test(i.id))).toEqual([]);
    expect(new Set(tenth.map((i) => i.id)).size).toBe(tenth.length);
    const earlierIds = new Set(earlier().map((i) => i.id));
    expect(tenth.filter((i) => earlierIds.has(i.id))).toEqual([]);
  });

  it("nessuna domanda è nel corpus, nelle parafrasi o nei primi nove insiemi (a meno di maiuscole, accenti e punteggiatura)", () => {
    const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
    for (const q of earlier().flatMap(questionsOf)) seen.add(normalize(q));
    expect(asked.filter((q) => seen.has(q))).toEqual([]);
  });

  it("nessuna domanda si ripete dentro l'insieme", () => {
    expect(asked.filter((q, k) => asked.indexOf(q) !== k)).toEqual([]);
  });

  it("ogni cifra attesa è scritta all'italiana (punto per le migliaia, virgola per i decimali)", () => {
    const itIT = /^\d{1,3}(\.\d{3})*(,\d+)?$/;
    expect(tenth.flatMap((i) => (i.expect.figures ?? []).filter((f) => !itIT.test(f)).map((f) => `${i.id}: ${f}`))).toEqual([]);
  });
});
