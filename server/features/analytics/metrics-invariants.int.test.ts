import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../test/harness";
import { countPeople, ratePercent } from "@shared/metrics";
import { insertPageViews, visitorDayGroups } from "./analytics.repo";
import { rebuildRollups } from "./rollup.repo";

// The database side of the metrics' invariants (shared/metrics.test.ts runs 1,000 histories on
// the counting): random page views go through the real write path and the real query, and the
// funnel it gives equals people counted one by one, every step within the one before.
let ctx: TestContext;
let newUser: number;
let oldUser: number;
beforeAll(async () => {
  ctx = await createTestContext();
  newUser = (await ctx.signUp()).user.id;
  oldUser = (await ctx.signUp()).user.id;
  // One account created on 2026-11-03 (Rome), one long before.
  await ctx.db.execute(sql`update users set created_at = '2026-11-03T09:00:00Z' where id = ${newUser}`);
  await ctx.db.execute(sql`update users set created_at = '2025-01-01T09:00:00Z' where id = ${oldUser}`);
});
afterAll(() => ctx.close());

const PAGES = ["/", "/blog", "/blog/mutuo", "/budget-calculator", "/login", "/courses"];

describe("funnel dal database su storie di traffico casuali", () => {
  it("persone per passo uguali al conteggio uno per uno; nessun passo oltre il precedente; tassi tra 0 e 100", async () => {
    const view = fc.record({
      visitor: fc.integer({ min: 0, max: 8 }),
      day: fc.integer({ min: 1, max: 5 }),
      hour: fc.integer({ min: 6, max: 20 }),
      page: fc.constantFrom(...PAGES),
      user: fc.constantFrom<"none" | "new" | "old">("none", "new", "old"),
    });
    await fc.assert(
      // Written in batches of a random size, as the writer does: a visitor-day seen again in a later
      // batch moves from one group of the roll-up to another.
      fc.asyncProperty(fc.array(view, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), async (views, batchSize) => {
        await ctx.db.execute(sql`truncate page_views, analytics_daily, analytics_daily_visitors, analytics_sessions`);
        const rows = views.map((v) => {
          const at = new Date(Date.UTC(2026, 10, v.day, v.hour, 0, 0));
          return {
            at,
            day: `2026-11-0${v.day}`,
            hour: String(v.hour + 1).padStart(2, "0"),
            page: v.page,
            visitorHash: `v${v.visitor}`,
            ipTruncated: "0.0.0.0",
            device: "desktop",
            browser: "Chrome",
            source: "Direct",
            userId: v.user === "new" ? newUser : v.user === "old" ? oldUser : null,
          };
        });
        for (let i = 0; i < rows.length; i += batchSize) await insertPageViews(ctx.db, rows.slice(i, i + batchSize));
        const range = { from: "2026-11-01", to: "2026-11-05" };
        const groups = await visitorDayGroups(ctx.db, range);
        const p = countPeople(groups);
        const days = new Map<string, { pages: Set<string>; registered: boolean }>();
        for (const v of views) {
          const d = days.get(`${v.visitor}|${v.day}`) ?? { pages: new Set<string>(), registered: false };
          d.pages.add(v.page);
          d.registered ||= v.user === "new" && v.day === 3;
          days.set(`${v.visitor}|${v.day}`, d);
        }
        const all = [...days.values()];
        const blog = (s: Set<string>) => s.has("/blog") || s.has("/blog/mutuo");
        expect(p.visitors).toBe(all.length);
        expect(p.site.landing).toBe(all.filter((d) => d.pages.has("/")).length);
        expect(p.site.blog).toBe(all.filter((d) => d.pages.has("/") && blog(d.pages)).length);
        expect(p.site.calculator).toBe(all.filter((d) => d.pages.has("/") && blog(d.pages) && d.pages.has("/budget-calculator")).length);
        expect(p.registeredVisitors).toBe(all.filter((d) => d.registered).length);
        const steps = [p.visitors, p.site.landing, p.site.blog, p.site.calculator, p.site.login];
        for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]);
        for (const [part, whole] of [
          [p.registeredVisitors, p.visitors],
          [p.site.calculator, p.site.blog],
          [p.registration.registered, p.registration.login],
        ]) {
          const r = ratePercent(part, whole);
          if (whole === 0) expect(r).toBeNull();
          else expect(r! >= 0 && r! <= 100).toBe(true);
        }
        // The groups kept on write equal those rebuilt from the raw rows.
        await rebuildRollups(ctx.database);
        const byFlags = (g: typeof groups) => [...g].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        expect(byFlags(await visitorDayGroups(ctx.db, range))).toEqual(byFlags(groups));
      }),
      { numRuns: 25 },
    );
  });
});
