// Bundles the server into dist/server/index.js (dependencies stay in node_modules). What
// index.js imports dynamically (the server itself) goes into a chunk beside it, so that the
// cluster's primary (WEB_CONCURRENCY > 1) does not load it; in the same folder, so paths taken
// from import.meta.dirname stay as they were. The folder is emptied first (chunk names change).
import fs from "node:fs";
import { build } from "esbuild";

fs.rmSync("dist/server", { recursive: true, force: true });

await build({
  entryPoints: ["server/index.ts"],
  outdir: "dist/server",
  splitting: true,
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log("server → dist/server/index.js");
