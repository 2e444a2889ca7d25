// The checks every user-side evaluation set from the sixth on passes (docs/chat.md, "Sixth set (issue 43)"
// and the sets after it): well formed, own ids, and separate from everything the assistant was built or
// tuned on and from the earlier sets. Each set's test file calls this once with its own names.
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf, type EvalSet } from "./evaluate";

const ALL_SETS: EvalSet[] = ["questions.json", "heldout.json", "third.json", "fourth.json", "fifth.json", "sixth.json", "seventh.json", "eighth.json", "ninth.json", "tenth.json"];

export type SeparateSet = {
  set: EvalSet;
  /** The describe title, "sesto insieme di valutazione". */
  title: string;
  /** The id prefix as shown in the test title ("x-") and its pattern. */
  idShown: string;
  idPattern: RegExp;
  /** "primi cinque", as the test titles say how many sets came before. */
  earlierWords: string;
  /** "first": only each item's first question may not repeat (the sixth and seventh sets); "all": none may. */
  repeats: "first" | "all";
};

export function describeSeparateSet({ set, title, idShown, idPattern, earlierWords, repeats }: SeparateSet): void {
  const items = loadEvalItems(set);
  const asked = items.flatMap(questionsOf).map((q) => normalize(q));
  const earlier = () => ALL_SETS.slice(0, ALL_SETS.indexOf(set)).flatMap((s) => loadEvalItems(s));

  describe(title, () => {
    it(`almeno 170 domande, ognuna con un id unico «${idShown}…» e diverso da quelli dei ${earlierWords} insiemi`, () => {
      expect(items.length).toBeGreaterThanOrEqual(170);
      expect(items.filter((i) => !idPattern.test(i.id))).toEqual([]);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      const earlierIds = new Set(earlier().map((i) => i.id));
      expect(items.filter((i) => earlierIds.has(i.id))).toEqual([]);
    });

    it(`nessuna domanda è nel corpus, nelle parafrasi o nei ${earlierWords} insiemi (a meno di maiuscole, accenti e punteggiatura)`, () => {
      const seen = new Set([...readLabelled("corpus.txt"), ...readLabelled("paraphrases.txt")].map((q) => normalize(q.text)));
      for (const q of earlier().flatMap(questionsOf)) seen.add(normalize(q));
      expect(asked.filter((q) => seen.has(q))).toEqual([]);
    });

    it("nessuna domanda si ripete dentro l'insieme", () => {
      const checked = repeats === "first" ? items.map((i) => normalize(questionsOf(i)[0]!)) : asked;
      expect(checked.filter((q, k) => checked.indexOf(q) !== k)).toEqual([]);
    });

    it("ogni cifra attesa è scritta all'italiana (punto per le migliaia, virgola per i decimali)", () => {
      const itIT = /^\d{1,3}(\.\d{3})*(,\d+)?$/;
      expect(items.flatMap((i) => (i.expect.figures ?? []).filter((f) => !itIT.test(f)).map((f) => `${i.id}: ${f}`))).toEqual([]);
    });
  });
}
