import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { emailOutbox, users } from "../../db/schema";
import { adminContract } from "@shared/contracts/admin";
import { analyticsContract } from "@shared/contracts/analytics";
import { feedbackContract } from "@shared/contracts/feedback";

// 2026-11-20 10:00 UTC: this Rome month is November, last month October.
const clock = fixedClock("2026-11-20T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe("matrice di autorizzazione dei dati amministrativi", () => {
  const reads = [
    { contract: adminContract.overview },
    { contract: feedbackContract.adminList },
    { contract: analyticsContract.overview, query: { days: 7 } },
    { contract: analyticsContract.funnel },
    { contract: analyticsContract.real },
    { contract: analyticsContract.metrics },
  ];

  it("visitatore 401, utente gratuito e premium 403, amministratore 200 — per ogni endpoint", async () => {
    const feedbackId = (await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "prova" })).body.id;
    const free = (await ctx.signUp()).agent;
    const premium = (await ctx.signUpPremium()).agent;
    const admin = (await ctx.signInAdmin()).agent;
    const roles = [
      { name: "visitatore", agent: ctx.visitor(), status: 401, message: "Non autenticato" },
      { name: "gratuito", agent: free, status: 403, message: "Accesso riservato agli amministratori" },
      { name: "premium", agent: premium, status: 403, message: "Accesso riservato agli amministratori" },
      { name: "admin", agent: admin, status: 200, message: null },
    ];
    for (const role of roles) {
      for (const { contract, query } of reads) {
        const res = await call(role.agent, contract, { query });
        expect(res.status, `${role.name} GET ${contract.path}`).toBe(role.status);
        if (role.message) expect(res.body).toEqual({ code: role.status === 401 ? "unauthenticated" : "forbidden", message: role.message });
      }
      const patch = await call(role.agent, feedbackContract.update, { params: { id: feedbackId } }).send({ status: "reviewed" });
      expect(patch.status, `${role.name} PATCH`).toBe(role.status);
    }
    // Only the administrator's change landed.
    const list = (await call(admin, feedbackContract.adminList)).body.items;
    expect(list.find((i: { id: number }) => i.id === feedbackId).status).toBe("reviewed");
    // Tracking stays open to everyone.
    for (const role of roles) expect((await call(role.agent, analyticsContract.track).send({ page: "/feedback" })).status).toBe(204);
  });
});

describe("panoramica con numeri reali", () => {
  it("utenti, premium, ricavi, conversioni, email e prestazioni calcolati dai dati", async () => {
    const fresh = await createTestContext({ clock });
    try {
      const admin = (await fresh.signInAdmin()).agent;
      const empty = (await call(admin, adminContract.overview)).body;
      expect(empty.users).toMatchObject({ total: 0, premium: 0, free: 0, totalGrowth: null });
      expect(empty.revenue).toEqual({ monthlyEuro: "0.00", growth: null });
      expect(empty.email).toMatchObject({ sent: 0, openRate: null, clickRate: null });
      expect(empty.performance).toEqual({ dailyVisits: 0, averageSessionSeconds: null, bounceRate: null, pagesPerSession: null, sessions: 0 });

      // Two users registered in October, three this month; two of the five are premium.
      const signed = [];
      for (let i = 0; i < 5; i++) signed.push(await fresh.signUp());
      for (const s of signed.slice(0, 2)) await fresh.db.update(users).set({ createdAt: new Date("2026-10-10T10:00:00Z") }).where(eq(users.id, s.user.id));
      for (const s of signed.slice(2)) await fresh.db.update(users).set({ createdAt: new Date("2026-11-05T10:00:00Z") }).where(eq(users.id, s.user.id));
      for (const s of signed.slice(0, 2)) await fresh.db.update(users).set({ isPremium: true }).where(eq(users.id, s.user.id));
      // A premium plan that expired yesterday does not count.
      await fresh.db.update(users).set({ isPremium: true, premiumUntil: new Date("2026-11-19T10:00:00Z") }).where(eq(users.id, signed[4].user.id));

      // Outbox: 4 sent (2 opened, 1 clicked), 1 pending.
      const at = new Date("2026-11-10T10:00:00Z");
      const mail = (i: number, extra: Partial<typeof emailOutbox.$inferInsert>) => ({ toEmail: `m${i}@esempio.it`, subject: "Ciao", body: "Testo", dueAt: at, ...extra });
      await fresh.db.insert(emailOutbox).values([
        mail(1, { status: "sent", sentAt: at, openedAt: at, clickedAt: at }),
        mail(2, { status: "sent", sentAt: at, openedAt: at }),
        mail(3, { status: "sent", sentAt: at }),
        mail(4, { status: "sent", sentAt: at }),
        mail(5, { status: "pending" }),
      ]);

      // Page views: one visitor reads 3 pages over 4 minutes, another leaves after one page.
      const view = (ua: string, page: string) => call(fresh.visitor(), analyticsContract.track).set("User-Agent", ua).send({ page });
      await view("lettore", "/");
      clock.advance(120_000);
      await view("lettore", "/blog");
      clock.advance(120_000);
      await view("lettore", "/courses");
      await view("di-passaggio", "/");

      const o = (await call(admin, adminContract.overview)).body;
      expect(o.users).toEqual({ total: 5, premium: 2, free: 3, totalGrowth: 150, newThisMonth: 3, newLastMonth: 2 });
      expect(o.revenue.monthlyEuro).toBe("19.80");
      expect(o.conversions).toMatchObject({ thisMonth: 3, lastMonth: 2, growth: 50 });
      // Pending: the one above and the verification e-mail each registration queues (docs/accounts.md).
      expect(o.email).toEqual({ sent: 4, opened: 2, clicked: 1, pending: 1 + signed.length, openRate: 50, clickRate: 25 });
      expect(o.performance).toEqual({ dailyVisits: Math.round((4 / 30) * 10) / 10, averageSessionSeconds: 120, bounceRate: 50, pagesPerSession: 2, sessions: 2 });

      // Premium started this month (event of the billing feature) → growth versus last month.
      await fresh.publish("premium.changed", { userId: signed[0].user.id, isPremium: true });
      const g = (await call(admin, adminContract.overview)).body;
      expect(g.premium).toEqual({ count: 2, growth: 100 });
      const rows = (await fresh.db.execute(sql`select count(*)::int as n from analytics_events where type = 'premium_started'`)) as unknown as { rows: Array<{ n: number }> };
      expect(rows.rows[0].n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
