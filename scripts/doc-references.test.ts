// Code comments and the docs cite a docs section as `docs/<file>.md ("Section")` or `docs/<file>.md, "Section"`
// (docs/ARCHITECTURE.md, "Tests"). A citation whose file or section does not exist fails here, so
// a renamed or removed section cannot leave a pointer to nothing behind.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SCANNED = ["server", "client", "shared", "scripts", "e2e", "docs", ".ci"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md)$|^run$/;
// The notebook of past runs is kept as it was written; its citations are history.
const KEPT_AS_WRITTEN = new Set(["docs/benchmarks-log.md"]);
const SKIP_DIRS = new Set(["node_modules", "dist", ".data", "coverage"]);

// `docs/x.md` then `("…")`, `, "…"` or ` "…"`; a comment may break the line between them.
const CITATION = /docs\/([\w./-]+\.md)(?=[ \t(,\n])[ \t]*[(,]?[ \t]*(?:\n[ \t]*(?:\/\/|\*|#)[ \t]*)?\(?["“«]([^"”»\n]+)["”»]/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** A heading or a cited name, compared loosely: case, spacing, backticks and trailing punctuation aside. */
export const normalize = (s: string) =>
  s
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.:;,]+$/, "")
    .toLowerCase();

const headingsCache = new Map<string, string[] | null>();
function headingsOf(file: string): string[] | null {
  if (!headingsCache.has(file)) {
    const full = path.join(root, "docs", file);
    headingsCache.set(
      file,
      fs.existsSync(full)
        ? fs
            .readFileSync(full, "utf8")
            .split("\n")
            .map(sectionName)
            .filter((name): name is string => name !== null)
            .map(normalize)
        : null,
    );
  }
  return headingsCache.get(file)!;
}

/**
 * The name of the section a line opens, or null. The docs name a section three ways: a heading
 * (`## Name`), a bold lead-in (`**Name.** text`, `- **Name** (issue 37): text`) and a list item's
 * label (`- Name: text`, `- Name (issue 21): text`).
 */
export function sectionName(line: string): string | null {
  const heading = /^#{1,6} (.+)$/.exec(line);
  if (heading) return heading[1];
  const bold = /^(?:\s*[-*] )?\*\*([^*]+)\*\*/.exec(line);
  if (bold) return bold[1];
  const label = /^\s*[-*] ([^:(`*]{2,60}?)(?::| \()/.exec(line);
  return label ? label[1] : null;
}

/** A citation names a heading when it is the heading, or the heading's start before a separator ("Name: more"). */
export function namesHeading(cited: string, headings: string[]): boolean {
  const want = normalize(cited);
  return headings.some((h) => h === want || (h.startsWith(want) && /^[\s:,(—–-]/.test(h.slice(want.length))));
}

export function citationsIn(text: string): { file: string; section: string; line: number }[] {
  return [...text.matchAll(CITATION)].map((m) => ({ file: m[1], section: m[2], line: text.slice(0, m.index).split("\n").length }));
}

describe("citations of docs sections in the code", () => {
  it("finds the three written forms", () => {
    const text = `// docs/a.md ("Uno")\n// docs/b.md, "Due"\n// see docs/c.md "Tre" and docs/d.md\n// ("Quattro"), docs/e.md,\n * "Cinque"; docs/f.md\n\n"Sei" is not one`;
    expect(citationsIn(text).map((c) => `${c.file}#${c.section}`)).toEqual(["a.md#Uno", "b.md#Due", "c.md#Tre", "d.md#Quattro", "e.md#Cinque"]);
    expect(namesHeading("seconda sonda", ["seconda sonda (issue 37)"])).toBe(true);
    expect(namesHeading("Sonda", ["seconda sonda"])).toBe(false);
    expect(["## Uno due", "**Tre.** testo", "- **Quattro** (issue 37): testo", "- Cinque (issue 21): testo", "- Sei: testo", "testo: no"].map(sectionName)).toEqual([
      "Uno due",
      "Tre.",
      "Quattro",
      "Cinque",
      "Sei",
      null,
    ]);
  });

  it("nothing points outside the repository or to an unnamed specification", () => {
    const offenders: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sourceFiles(path.join(root, dir))) {
        if (file === import.meta.filename) continue;
        const text = fs.readFileSync(file, "utf8");
        // An import may climb to the repository's own shared/; a doc may not point at a guide beside it.
        if ((file.endsWith(".md") && /\.\.\/shared\//.test(text)) || /\bthe spec\b/i.test(text)) offenders.push(path.relative(root, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it("every cited docs/ file and section exists", () => {
    const missing: string[] = [];
    let seen = 0;
    for (const dir of SCANNED) {
      for (const file of sourceFiles(path.join(root, dir))) {
        if (file === import.meta.filename || KEPT_AS_WRITTEN.has(path.relative(root, file))) continue;
        for (const c of citationsIn(fs.readFileSync(file, "utf8"))) {
          seen++;
          const headings = headingsOf(c.file);
          const where = `${path.relative(root, file)}:${c.line}`;
          if (!headings) missing.push(`${where}: docs/${c.file} non esiste`);
          else if (!namesHeading(c.section, headings)) missing.push(`${where}: docs/${c.file} non ha la sezione "${c.section}"`);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
