// Adds up vitest JSON reports and failed CI stages into the closing line "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

const firstLine = (text) => String(text ?? "").split("\n").find((l) => l.trim() !== "")?.trim().slice(0, 300) ?? "";

const [dir, failedStagesFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!f.endsWith(".json")) continue;
  try {
    const r = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that failed to load has no tests but must still count as a failure.
    failed += (r.testResults ?? []).filter((t) => t.status === "failed" && (t.assertionResults ?? []).length === 0).length;
    console.log(`${f.replace(/\.json$/, "")}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    // The failing tests by name, with the first line of their message, so the run's last lines
    // say what broke even when its earlier output is cut.
    for (const file of r.testResults ?? []) {
      const rel = path.relative(process.cwd(), file.name ?? "");
      const failing = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      if (failing.length === 0 && file.status === "failed") console.log(`  ✗ ${rel}: ${firstLine(file.message)}`);
      for (const t of failing) console.log(`  ✗ ${rel} › ${t.fullName ?? t.title}: ${firstLine((t.failureMessages ?? [])[0])}`);
    }
  } catch (err) {
    console.log(`${f}: unreadable report (${err.message})`);
    failed += 1;
  }
}
const stages = failedStagesFile && fs.existsSync(failedStagesFile) ? fs.readFileSync(failedStagesFile, "utf8").split("\n").filter(Boolean) : [];
for (const s of stages) console.log(`stage failed: ${s}`);
failed += stages.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
