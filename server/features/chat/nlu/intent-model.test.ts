import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import artefact from "./intent-model.json";
import { readLabelled } from "./corpus";
import { TOPICS } from "../builtin/assistant";

const corpus = readLabelled("corpus.txt");
const paraphrases = readLabelled("paraphrases.txt");

describe("classificatore delle domande della chat (docs/chat.md)", () => {
  it("il modello caricato dal server è addestrato sul corpus attuale (npx tsx scripts/train-chat-intents.ts)", () => {
    const sha = createHash("sha256").update(readFileSync(new URL("./corpus.txt", import.meta.url))).digest("hex");
    expect(artefact.corpusSha256).toBe(sha);
    expect(artefact.samples).toBe(corpus.length);
  });

  it("almeno 900 domande, almeno 30 per intento, e ogni intento ha la sua risposta", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(900);
    const counts = new Map<string, number>();
    for (const q of corpus) counts.set(q.label, (counts.get(q.label) ?? 0) + 1);
    for (const [intent, n] of counts) expect(n, intent).toBeGreaterThanOrEqual(30);
    expect([...counts.keys()].sort()).toEqual([...artefact.labels].sort());
    expect(TOPICS.map((t) => t.id).sort()).toEqual([...artefact.labels].sort());
  });

  it("le parafrasi (almeno 100) non sono mai nel corpus di addestramento", () => {
    expect(paraphrases.length).toBeGreaterThanOrEqual(100);
    const trained = new Set(corpus.map((q) => q.text.toLowerCase()));
    expect(paraphrases.filter((p) => trained.has(p.text.toLowerCase()))).toEqual([]);
    for (const p of paraphrases) expect(artefact.labels, p.text).toContain(p.label);
  });
});
