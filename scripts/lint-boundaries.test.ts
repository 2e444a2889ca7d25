// The feature boundaries of eslint.config.js bite (docs/ARCHITECTURE.md, "Boundaries"): files
// placed in the project as a developer would add them, linted with the project's own config.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("feature boundaries", { timeout: 60_000 }, () => {
  it("a server feature importing another feature's repository fails", async () => {
    const code = `import { listAlerts } from "../alerts/alerts.repo";\nexport const probe = listAlerts;\n`;
    expect(await ruleIds("server/features/blog/lint-probe.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("a server feature importing another feature's *.public.ts passes", async () => {
    const code = `import { getRecentExpenses } from "../expenses/expenses.public";\nexport const probe = getRecentExpenses;\n`;
    expect(await ruleIds("server/features/blog/lint-probe.ts", code)).toEqual([]);
  });

  it("a client feature importing another feature's component fails, its index.ts passes", async () => {
    const inside = `import { AlertCard } from "@/features/alerts/components/alert-card";\nexport const probe = AlertCard;\n`;
    expect(await ruleIds("client/src/features/dashboard/lint-probe.ts", inside)).toContain("import-x/no-restricted-paths");
    const entry = `import { AlertsWidget } from "@/features/alerts";\nexport const probe = AlertsWidget;\n`;
    expect(await ruleIds("client/src/features/dashboard/lint-probe.ts", entry)).toEqual([]);
  });

  it("two modules importing each other fail", async () => {
    const dir = fs.mkdtempSync(path.join(root, "shared", "lint-probe-"));
    try {
      fs.writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
      fs.writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a;\n`);
      const rel = path.relative(root, path.join(dir, "a.ts"));
      expect(await ruleIds(rel, fs.readFileSync(path.join(dir, "a.ts"), "utf8"))).toContain("import-x/no-cycle");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("client error branching", { timeout: 60_000 }, () => {
  // docs/client.md ("Data fetching"): client code branches on the server's error code.
  it("comparing an error's status with a number fails; comparing its code passes", async () => {
    const byStatus = `import { ApiError } from "@/lib/api";\nexport const probe = (err: unknown) => err instanceof ApiError && err.status === 404;\n`;
    expect(await ruleIds("client/src/features/blog/lint-probe.ts", byStatus)).toContain("no-restricted-syntax");
    const reversed = `export const probe = (res: { status: number }) => 500 <= res.status;\n`;
    expect(await ruleIds("client/src/features/blog/lint-probe.ts", reversed)).toContain("no-restricted-syntax");
    const inSwitch = `export function probe(err: { status: number }) {\n  switch (err.status) {\n    case 401:\n      return 1;\n  }\n  return 0;\n}\n`;
    expect(await ruleIds("client/src/features/blog/lint-probe.ts", inSwitch)).toContain("no-restricted-syntax");
    const byCode = `import { hasErrorCode } from "@/lib/api";\nexport const probe = (err: unknown) => hasErrorCode(err, "not_found");\n`;
    expect(await ruleIds("client/src/features/blog/lint-probe.ts", byCode)).toEqual([]);
    const wordStatus = `export const probe = (a: { status: string }) => a.status === "published";\n`;
    expect(await ruleIds("client/src/features/blog/lint-probe.ts", wordStatus)).toEqual([]);
  });
});

describe("function size", { timeout: 60_000 }, () => {
  // docs/ARCHITECTURE.md ("Function size"): about a screen per function, content and tests excepted.
  const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const _v${i} = ${i};`).join("\n");
  const fn = (lines: number) => `export function probe() {\n${body(lines)}\n  return _v0;\n}\n`;

  it("a function over 100 lines fails; one of 100 lines, blank lines and comments aside, passes", async () => {
    expect(await ruleIds("server/features/blog/lint-probe.ts", fn(101))).toContain("max-lines-per-function");
    const padded = fn(97).replace("return _v0;", "// a comment\n\n  return _v0;");
    expect(await ruleIds("server/features/blog/lint-probe.ts", padded)).toEqual([]);
  });

  it("tests and content files are excepted", async () => {
    expect(await ruleIds("server/features/blog/lint-probe.test.ts", fn(150))).toEqual([]);
    expect(await ruleIds("server/features/courses/content/lint-probe.ts", fn(150))).toEqual([]);
  });
});
