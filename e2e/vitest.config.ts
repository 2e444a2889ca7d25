import { defineConfig } from "vitest/config";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

// Browser journeys: one server for the run (see global-setup), files one after another so the
// 2-core machine is not oversubscribed. Each journey uses its own accounts.
export default defineConfig({
  root,
  resolve: { alias: { "@shared": path.join(root, "shared") } },
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    // Reads of the page go through expect.poll: on a busy CI machine give them 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
