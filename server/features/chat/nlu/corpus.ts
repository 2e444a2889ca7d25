// Reads the labelled question files (corpus.txt, paraphrases.txt): "## intent" then one question a line.
import { readFileSync } from "node:fs";

export type Labelled = { text: string; label: string };

export function parseLabelled(source: string): Labelled[] {
  const out: Labelled[] = [];
  let label: string | null = null;
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("## ")) label = line.slice(3).trim();
    else if (line && !line.startsWith("#") && label) out.push({ text: line, label });
  }
  return out;
}

export const readLabelled = (name: "corpus.txt" | "paraphrases.txt"): Labelled[] =>
  parseLabelled(readFileSync(new URL(`./${name}`, import.meta.url), "utf8"));
