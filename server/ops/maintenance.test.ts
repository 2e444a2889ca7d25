import { describe, expect, it } from "vitest";
import { every } from "./maintenance";
import type { AppDeps } from "../deps";

// The run's outcome goes to job_runs; here a database that accepts the write and keeps nothing.
const db = { insert: () => ({ values: () => ({ onConflictDoUpdate: async () => undefined }) }) } as unknown as AppDeps["db"];
const deps = { db, clock: { now: () => new Date() }, config: { MAINTENANCE_INTERVAL_MS: 15 } } as unknown as Pick<AppDeps, "config" | "db" | "clock">;

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condizione mai vera");
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("lavori di manutenzione", () => {
  it("a turno: due lavori con la stessa partenza non girano mai insieme (docs/operations.md, «Lavori di manutenzione»)", async () => {
    const log: string[] = [];
    let inside = 0;
    let overlapped = false;
    const job = (name: string) => async () => {
      inside++;
      if (inside > 1) overlapped = true;
      log.push(`${name}:inizio`);
      await new Promise((r) => setTimeout(r, 40));
      log.push(`${name}:fine`);
      inside--;
    };
    const stops = [every(deps, "primo", job("a")), every(deps, "secondo", job("b"))];
    await until(() => log.filter((l) => l.endsWith(":fine")).length >= 4);
    await Promise.all(stops.map((s) => s?.()));
    expect(overlapped).toBe(false);
    expect(log.slice(0, 4)).toEqual(["a:inizio", "a:fine", "b:inizio", "b:fine"]);
  });

  it("un lavoro fallito non ferma il turno degli altri; fermato, non riparte", async () => {
    const runs: string[] = [];
    const failing = every(deps, "guasto", async () => {
      runs.push("guasto");
      throw new Error("giù");
    });
    const healthy = every(deps, "sano", async () => void runs.push("sano"));
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await until(() => runs.filter((r) => r === "sano").length >= 2);
      await Promise.all([failing?.(), healthy?.()]);
    } finally {
      console.error = quiet;
    }
    const after = runs.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs.length).toBe(after);
    expect(runs).toContain("guasto");
  });
});
