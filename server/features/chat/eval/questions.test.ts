// The user-side evaluation set is well formed and never used for training (docs/chat.md, "User-side evaluation set").
import { describe, expect, it } from "vitest";
import { readLabelled } from "../nlu/corpus";
import { normalize } from "../builtin/normalize";
import { loadEvalItems, questionsOf } from "./evaluate";

const items = loadEvalItems();

describe("insieme di valutazione dal lato utente", () => {
  it("almeno 150 domande, ognuna con un id unico e che cosa deve contenere la risposta", () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("nessuna domanda della valutazione è nel corpus di addestramento (nemmeno a meno di maiuscole, accenti e punteggiatura)", () => {
    const trained = new Set(readLabelled("corpus.txt").map((q) => normalize(q.text)));
    const leaked = items.flatMap(questionsOf).filter((q) => trained.has(normalize(q)));
    expect(leaked).toEqual([]);
  });
});
