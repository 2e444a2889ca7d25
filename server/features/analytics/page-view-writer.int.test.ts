import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { PageViewWriter } from "./page-view-writer";
import type { PageViewRow } from "./analytics.repo";
import { analyticsContract } from "@shared/contracts/analytics";

// The page-view buffer (docs/accounts.md, "Analytics"): bounded, written within the flush
// interval, emptied by stop(); and the track endpoint answers 202 while a view waits.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { ANALYTICS_FLUSH_MS: "200" } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.execute(sql`truncate page_views, analytics_daily, analytics_daily_visitors, analytics_sessions`);
});

const stored = async () => Number(((await ctx.db.execute(sql`select count(*)::int as n from page_views`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
const row = (i: number): PageViewRow => ({
  at: new Date("2026-11-20T10:00:00Z"),
  day: "2026-11-20",
  hour: "11",
  page: "/",
  visitorHash: `v${i}`,
  ipTruncated: "0.0.0.0",
  device: "desktop",
  browser: "Chrome",
  source: "Direct",
  userId: null,
});

describe("visite in memoria", () => {
  it("POST /api/analytics/track risponde 202 e la visita è scritta entro l'intervallo", async () => {
    const res = await call(ctx.visitor(), analyticsContract.track).send({ page: "/blog" });
    expect(res.status).toBe(202);
    await expect.poll(stored, { timeout: 10_000 }).toBe(1);
  });

  it("buffer pieno: la richiesta aspetta la scrittura (nessuna visita persa), stop() scrive il resto", async () => {
    const writer = new PageViewWriter(ctx.db, { flushMs: 1000, bufferMax: 3 });
    for (let i = 0; i < 3; i++) expect(await writer.write(row(i))).toBe(false);
    // The fourth finds the buffer full: it waits until the first three are written.
    expect(await writer.write(row(3))).toBe(false);
    expect(await stored()).toBeGreaterThanOrEqual(3);
    await writer.stop();
    expect(await stored()).toBe(4);
    // After stop() (shutdown) each view is written before its answer.
    expect(await writer.write(row(4))).toBe(true);
    expect(await stored()).toBe(5);
    expect(writer.failed).toBe(0);
  });

  it("senza buffer (ANALYTICS_FLUSH_MS=0) ogni visita è scritta prima della risposta", async () => {
    const writer = new PageViewWriter(ctx.db, { flushMs: 0, bufferMax: 10 });
    const written = await Promise.all(Array.from({ length: 7 }, (_, i) => writer.write(row(i))));
    expect(written).toEqual(Array(7).fill(true));
    expect(await stored()).toBe(7);
  });
});
