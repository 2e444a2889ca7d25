import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { FACTS, renderFacts, unknownFactIds } from "@shared/facts";
import { COURSE_CONTENT } from "../features/courses/content";
import { ALL_ARTICLES } from "../features/blog/content";
import { ALLOWED_LITERALS } from "./allow-list";
import { findLiterals } from "./literals";

// Seeded content and code read every registered figure from the facts registry: a figure written
// as a literal fails here (docs/facts.md). The allow-list names the same numbers used with
// another meaning.

type Source = { label: string; text: string };

const lessons: Source[] = COURSE_CONTENT.flatMap((c) =>
  c.lessons.flatMap((l) => [
    { label: `lesson:${l.slug}`, text: `${l.title}\n${l.content}` },
    ...l.questions.map((q, i) => ({ label: `quiz:${l.slug}#${i}`, text: [q.question, ...q.options, q.explanation].join("\n") })),
  ]),
);
const articles: Source[] = ALL_ARTICLES.map((a) => ({ label: `article:${a.slug}`, text: [a.title, a.excerpt, a.seoTitle, a.metaDescription, ...a.keywords, a.content].join("\n") }));
const files = (dir: string, keep: (f: string) => boolean): Source[] =>
  fs
    .readdirSync(dir)
    .filter(keep)
    .map((f) => ({ label: `code:${path.join(dir, f)}`, text: fs.readFileSync(path.join(dir, f), "utf8") }));
const notTest = (f: string) => /\.tsx?$/.test(f) && !f.includes(".test.");
const code: Source[] = [
  ...files("server/features/chat/builtin/topics", notTest),
  ...files("server/features/chat/builtin", (f) => notTest(f) && f !== "assistant.ts"),
  ...files("shared/finance", notTest),
  ...files("client/src/features/calculators/components", notTest),
  ...files("client/src/features/calculators/pages", notTest),
  ...files("server/web", (f) => f === "meta.ts"),
  ...files("server/features/chat", (f) => f === "ai-prompt.ts"),
  ...files("server/features/ai-content", (f) => f === "ai-writer.ts"),
];

describe("cifre registrate mai scritte come letterali", () => {
  it("the sources are all there: every lesson and quiz question of the catalogue, every article, the chat topics", () => {
    // Counted from the catalogue (docs/courses.md, "Conteggi"): a new course adds its lessons here by itself.
    const catalogue = COURSE_CONTENT.flatMap((c) => c.lessons);
    expect(lessons.filter((s) => s.label.startsWith("lesson:"))).toHaveLength(catalogue.length);
    expect(lessons.filter((s) => s.label.startsWith("quiz:"))).toHaveLength(catalogue.flatMap((l) => l.questions).length);
    expect(catalogue.length).toBeGreaterThanOrEqual(25);
    expect(articles).toHaveLength(ALL_ARTICLES.length);
    expect(articles.length).toBeGreaterThanOrEqual(11);
    expect(code.filter((s) => s.label.includes("topics")).length).toBeGreaterThanOrEqual(4);
  });

  it.each([...lessons, ...articles, ...code].map((s) => [s.label, s] as const))("%s", (_label, s) => {
    const hits = findLiterals(s.label, s.text, ALLOWED_LITERALS);
    expect(hits.map((h) => `${h.factId}: «${h.match}» in …${h.context}…`)).toEqual([]);
  });

  it("every placeholder names a registered fact", () => {
    for (const s of [...lessons, ...articles, ...code]) expect(unknownFactIds(s.text), s.label).toEqual([]);
  });

  it("the matcher finds what it must: the stale pension cap, 5164, and each fact written as a literal", () => {
    expect(findLiterals("x", "deducibili fino a 5.164,57 € l'anno", [])).not.toEqual([]);
    expect(findLiterals("x", "un limite di 5164 euro", [])).not.toEqual([]);
    // Each registered figure, written out as text in a sentence about its own subject, is caught.
    for (const f of FACTS) {
      const sentence = `${renderFacts(`{{fatto:${f.id}}}`)} — ${f.label}`;
      expect(findLiterals("x", sentence, []).map((h) => h.factId), f.id).toContain(f.id);
    }
  });

  it("every allow-list entry is still needed (it masks a real match)", () => {
    const all = [...lessons, ...articles, ...code];
    for (const a of ALLOWED_LITERALS) {
      const src = all.find((s) => (typeof a.source === "string" ? s.label.includes(a.source) : a.source.test(s.label)) && s.text.includes(a.text));
      expect(src, `${a.text}`).toBeDefined();
      const without = findLiterals(src!.label, src!.text, ALLOWED_LITERALS.filter((x) => x !== a));
      expect(without.length, a.text).toBeGreaterThan(findLiterals(src!.label, src!.text, ALLOWED_LITERALS).length);
    }
  });
});
