import fs from "node:fs";
import path from "node:path";
import type { MockInstance } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

// docs/ARCHITECTURE.md, "Services built once": createApp builds every feature once, and each
// feature builds each of its services once, shared by its routes, event handlers and pages (and,
// through the app's SharedServices, by the features that use another's service). A service built
// twice keeps its caches and prepared statements twice, and the two copies disagree.
// Every `create…Service` exported by a `*.service.ts` of a feature is watched through its module's
// namespace, so a call from any file (a module, a route file, another service) is counted.
const serviceFiles = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(import.meta.dirname, d.name)).filter((f) => f.endsWith(".service.ts")).map((f) => `./${d.name}/${f}`));

describe("servizi costruiti una volta per app", () => {
  const spies = new Map<string, MockInstance>();
  let ctx: TestContext;

  beforeAll(async () => {
    for (const file of serviceFiles) {
      // The same module namespace the app's files import (one module graph per test worker).
      const ns = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const name of Object.keys(ns)) {
        if (/^create\w*Service$/.test(name) && typeof ns[name] === "function") spies.set(`${file}: ${name}`, vi.spyOn(ns as Record<string, (...args: never[]) => unknown>, name));
      }
    }
    ctx = await createTestContext();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
  });

  it("ogni create…Service di ogni funzionalità gira una volta sola per createApp", async () => {
    expect(spies.size).toBeGreaterThan(30);
    const counts = Object.fromEntries([...spies].map(([name, spy]) => [name, spy.mock.calls.length]));
    expect(counts).toEqual(Object.fromEntries([...spies.keys()].map((name) => [name, 1])));
    // The app built with them answers.
    expect((await ctx.visitor().get("/api/health")).status).toBe(200);
  });
});
