import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname);
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

// Three tiers: pure/unit tests, integration tests over createApp() on a fresh database per
// file (PGlite by default, a real PostgreSQL when DATABASE_URL is set), and client component
// tests in jsdom. Browser journeys have their own config in e2e/.
// Each tier has a slow group, chosen by file name: `*.slow.test.ts(x)` / `*.slow.int.test.ts`
// (fuzz, spawned processes and restarts, load-shaped bursts). `npm test` runs the fast projects,
// `npm run test:slow` the slow-* ones one file at a time (--maxWorkers=1: they measure timing and
// load, so they do not share the machine with each other) (docs/ARCHITECTURE.md, "Tests").
// Unit and integration files share their worker's modules (isolate: false): every integration file
// builds its own app and database (server/test/harness.ts) and no server module keeps per-app state
// (services are built once per app), so re-importing the server for each file was only cost. Client
// files share them too: one jsdom and one module graph per worker instead of one per file (the
// client project went from 44 s to about 15 s on a 2-core machine). Each file renders with a query
// client of its own, testing-library's cleanup empties the DOM after each test, and the setup file
// (client/src/test/setup.ts) gives each file real timers, no stubbed global and empty storage. The
// files below keep a module graph of their own ("client-isolated"): they replace modules (vi.mock)
// or test the app's own query client, toaster and redirect, module state a file run before them in
// the same worker would have changed.
const CLIENT_ISOLATED = [
  "client/src/app/guard.test.tsx",
  "client/src/features/billing/components/checkout.test.tsx",
  "client/src/features/billing/components/payment-form.test.tsx",
  "client/src/features/marketing/pages/content-marketing-page.test.tsx",
  "client/src/lib/after-events.test.ts",
  "client/src/lib/query-client.test.ts",
];
const SLOW = "**/*.slow.*";
// Evaluation runs of the assistant on its held-out sets (docs/chat.md, "Held-out set" and "Third
// set"): measurements asked on purpose, once, with `npm run chat:eval:heldout` / `chat:eval:third`,
// never as a side effect of running the tests of a folder (running a set is what spends it).
const EVAL = "server/features/chat/eval/{heldout,third,fourth,fifth,sixth,seventh,eighth,ninth,tenth}.int.test.ts";
const unit = { include: ["shared/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"], exclude: ["**/*.int.test.ts", "node_modules/**"] };
const integration = {
  include: ["server/**/*.int.test.ts"],
  globalSetup: ["server/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const client = { include: ["client/**/*.test.tsx", "client/**/*.test.ts"], setupFiles: ["client/src/test/setup.ts"], testTimeout: 30_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    // At least two test files at a time. Vitest's default (cores − 1) runs one at a time on a
    // 2-core machine, where the main process is mostly idle and a worker spends part of each file
    // waiting on sockets and timers: the second core would go unused.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { resolve: { alias }, test: { name: "unit", globals: true, environment: "node", isolate: false, ...unit, exclude: [...unit.exclude, SLOW] } },
      { resolve: { alias }, test: { name: "integration", globals: true, environment: "node", isolate: false, ...integration, exclude: [SLOW, EVAL] } },
      { resolve: { alias }, test: { name: "eval", globals: true, environment: "node", ...integration, include: [EVAL] } },
      { plugins: [react()], resolve: { alias }, test: { name: "client", globals: true, environment: "jsdom", isolate: false, ...client, exclude: [SLOW, ...CLIENT_ISOLATED] } },
      { plugins: [react()], resolve: { alias }, test: { name: "client-isolated", globals: true, environment: "jsdom", ...client, include: CLIENT_ISOLATED, exclude: [SLOW] } },
      { resolve: { alias }, test: { name: "slow-unit", globals: true, environment: "node", ...unit, include: unit.include.map((p) => p.replace("*.test.ts", "*.slow.test.ts")) } },
      {
        resolve: { alias },
        test: { name: "slow-integration", globals: true, environment: "node", ...integration, include: ["server/**/*.slow.int.test.ts"], testTimeout: 120_000 },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: "slow-client", globals: true, environment: "jsdom", ...client, include: ["client/**/*.slow.test.tsx", "client/**/*.slow.test.ts"] },
      },
    ],
  },
});
