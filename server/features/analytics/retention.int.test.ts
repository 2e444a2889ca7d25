import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../test/harness";
import { fixedClock } from "../../integrations/clock";
import { CONFIG_DEFAULTS } from "../../config";
import { applyAnalyticsRetention } from "./retention";

// Analytics rows that name a visitor or a user are kept 13 months by default, then deleted by
// the retention job; the daily counts stay (docs/security.md).
const NOW = "2026-11-20T10:00:00.000Z";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: fixedClock(NOW) });
});
afterAll(() => ctx.close());

const count = async (table: string) => {
  const r = (await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return Number(r.rows[0]!.n);
};

describe("conservazione dei dati di analytics", () => {
  it(`dopo ${CONFIG_DEFAULTS.ANALYTICS_RETENTION_MONTHS} mesi le visite con utente e hash spariscono, i conteggi giornalieri restano`, async () => {
    expect(CONFIG_DEFAULTS.ANALYTICS_RETENTION_MONTHS).toBe(13);
    const { user } = await ctx.signUp();
    const old = "2025-09-15T10:00:00.000Z"; // 14 months before NOW
    const recent = "2026-10-01T10:00:00.000Z";
    for (const at of [old, recent]) {
      const day = at.slice(0, 10);
      await ctx.db.execute(sql`insert into page_views (occurred_at, page, visitor_hash, ip_truncated, device, browser, source, user_id)
        values (${at}, '/blog', 'hash', '203.0.113.0', 'Desktop', 'Chrome', 'Diretto', ${user.id})`);
      await ctx.db.execute(sql`insert into analytics_events (occurred_at, type, visitor_hash) values (${at}, 'registration_completed', 'hash')`);
      await ctx.db.execute(sql`insert into analytics_sessions (day, visitor_hash, views, first_seen, last_seen) values (${day}, 'hash', 1, ${at}, ${at})`);
      await ctx.db.execute(sql`insert into analytics_daily_visitors (day, page, visitor_hash) values (${day}, '/blog', 'hash')`);
      await ctx.db.execute(sql`insert into analytics_daily (day, dimension, value, visits) values (${day}, 'views', '', 1) on conflict do nothing`);
    }
    const tables = ["page_views", "analytics_events", "analytics_sessions", "analytics_daily_visitors"];
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)] as const)));
    const dailyBefore = await count("analytics_daily");
    const deleted = await applyAnalyticsRetention(ctx.deps);
    expect(deleted).toEqual({ page_views: 1, analytics_events: 1, analytics_sessions: 1, analytics_daily_visitors: 1 });
    for (const t of tables) expect(await count(t), t).toBe(before[t]! - 1);
    const left = (await ctx.db.execute(sql`select count(*)::int as n from page_views where occurred_at < '2025-10-20'`)) as unknown as { rows: Array<{ n: number }> };
    expect(left.rows[0]!.n).toBe(0);
    expect(await count("analytics_daily")).toBe(dailyBefore);
  });

  it("il server applica la conservazione da solo, a intervalli (MAINTENANCE_INTERVAL_MS)", async () => {
    const { analyticsModule } = await import("./analytics.module");
    const stop = analyticsModule.create({ ...ctx.deps, config: { ...ctx.deps.config, MAINTENANCE_INTERVAL_MS: 3_600_000 } }).start?.();
    expect(typeof stop).toBe("function");
    await (stop as () => Promise<void>)();
    expect(analyticsModule.create({ ...ctx.deps, config: { ...ctx.deps.config, MAINTENANCE_INTERVAL_MS: 0 } }).start?.()).toBeUndefined();
  });
});
