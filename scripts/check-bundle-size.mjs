// Speed budget of the built client (issue 11): the landing page's initial JavaScript (entry chunk,
// its static imports, and the landing page chunk with its static imports) at most 100 KB gzip, and
// no lazy route chunk over 60 KB gzip. Reads dist/public/.vite/manifest.json; exits 1 over budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist/public");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const LANDING_BUDGET = 100 * 1024;
const CHUNK_BUDGET = 60 * 1024;

const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** A chunk and everything it imports statically (what the browser must load before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = Object.keys(manifest).find((k) => k.endsWith("features/auth/pages/landing-page.tsx"));
const landing = new Set([...closure(entryKey), ...(landingKey ? closure(landingKey) : [])]);
const landingBytes = [...landing].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);

let failed = false;
console.log(`landing page initial JS: ${kb(landingBytes)} gzip (budget ${kb(LANDING_BUDGET)})`);
if (landingBytes > LANDING_BUDGET) failed = true;

const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith(".js"))
  .map(([k, c]) => ({ name: c.name ?? k, size: gzipSize(c.file) }))
  .sort((a, b) => b.size - a.size);
for (const r of rows.slice(0, 12)) console.log(`  ${r.name.padEnd(40)} ${kb(r.size)}`);
// The entry chunk is measured by the landing budget above; every other chunk by the chunk budget.
const overChunks = Object.entries(manifest).filter(([k, c]) => c.file.endsWith(".js") && k !== entryKey && gzipSize(c.file) > CHUNK_BUDGET);
if (overChunks.length) {
  failed = true;
  for (const [k, c] of overChunks) console.log(`chunk over ${kb(CHUNK_BUDGET)}: ${k} ${kb(gzipSize(c.file))}`);
}
if (failed) {
  console.log("bundle size budget: FAILED");
  process.exit(1);
}
console.log("bundle size budget: ok");
