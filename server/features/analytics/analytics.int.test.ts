import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import request from "supertest";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { rebuildRollups } from "./rollup.repo";
import { analyticsContract } from "@shared/contracts/analytics";

// 2026-11-20 10:15 UTC = 11:15 in Rome.
const clock = fixedClock("2026-11-20T10:15:00Z");
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>["agent"];

const UA = {
  desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  phone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  tablet: "Mozilla/5.0 (iPad; CPU OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Mobile/15E148 Safari/604.1",
};
const IP = { a: "93.44.12.201", b: "2001:db8:1:2::5", c: "151.20.7.33" };

function view(ip: string, ua: string, page: string, extra: Record<string, string> = {}) {
  return call(ctx.visitor(), analyticsContract.track).set("X-Forwarded-For", ip).set("User-Agent", ua).send({ page, ...extra });
}

beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { TRUST_PROXY: "1" } });
  admin = (await ctx.signInAdmin()).agent;
});
afterAll(() => ctx.close());

describe("tracciamento e totali", () => {
  beforeAll(async () => {
    // Visitor A: desktop Chrome from Google, landing → blog → calculator.
    for (const page of ["/", "/blog/risparmiare?email=a@b.it", "/budget-calculator"]) {
      expect((await view(IP.a, UA.desktop, page, { referrer: "https://www.google.it/search?q=budget" })).status).toBe(204);
    }
    // Visitor B: phone from a Facebook campaign, landing → login page (a login attempt).
    await view(IP.b, UA.phone, "/", { utm_source: "facebook", referrer: "https://www.google.it/" });
    await view(IP.b, UA.phone, "/login", { utm_source: "facebook" });
    // Visitor C: tablet, direct, two hours later (13:15 in Rome).
    clock.advance(2 * 3_600_000);
    await view(IP.c, UA.tablet, "/");
  });

  it("somma visite, visitatori unici, dispositivi, sorgenti e pagine", async () => {
    const res = await call(admin, analyticsContract.overview, { query: { days: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ totalVisits: 6, uniqueVisitors: 3, activeSessions: 1, mobilePercentage: 33.3, desktopPercentage: 50 });
    expect(res.body.trafficSources).toEqual([
      { source: "Google", visits: 3 },
      { source: "Facebook", visits: 2 },
      { source: "Direct", visits: 1 },
    ]);
    expect(res.body.browsers).toEqual([{ browser: "Safari", visits: 3 }, { browser: "Chrome", visits: 3 }].sort((x, y) => x.browser.localeCompare(y.browser)));
    expect(res.body.topPages[0]).toEqual({ page: "/", visits: 3 });
    // The query string (which may carry personal data) is not kept.
    expect(res.body.topPages).toContainEqual({ page: "/blog/risparmiare", visits: 1 });
    expect(res.body.dailyVisits).toHaveLength(7);
    expect(res.body.dailyVisits.at(-1)).toEqual({ day: "2026-11-20", visits: 6 });
  });

  it("24 fasce orarie nel fuso di Roma", async () => {
    const res = await call(admin, analyticsContract.overview);
    expect(res.body.hourlyActivity).toHaveLength(24);
    expect(res.body.hourlyActivity[11]).toEqual({ hour: 11, visits: 5 });
    expect(res.body.hourlyActivity[13]).toEqual({ hour: 13, visits: 1 });
    expect(res.body.hourlyActivity.reduce((a: number, h: { visits: number }) => a + h.visits, 0)).toBe(6);
  });

  it("visitatori recenti con IP troncato, dal più recente", async () => {
    const res = await call(admin, analyticsContract.overview);
    const recent = res.body.recentVisitors;
    expect(recent[0]).toMatchObject({ ip: "151.20.7.0", device: "tablet", browser: "Safari", page: "/", source: "Direct" });
    expect(recent.map((r: { ip: string }) => r.ip)).toContain("93.44.12.0");
    expect(recent.map((r: { ip: string }) => r.ip)).toContain("2001:db8:1::");
  });

  it("funnel: persone, ognuna anche nel passo prima (landing, blog, calcolatori, accesso) e tassi", async () => {
    const res = await call(admin, analyticsContract.funnel);
    // A saw landing, blog and a calculator; B landing and the login page (not the blog, so B is
    // not an access attempt of this funnel); C only the landing.
    expect(res.body).toEqual({ landingPageVisits: 3, blogVisits: 1, calculatorVisits: 1, loginAttempts: 0, blogToCalculatorRate: 100, calculatorToLoginRate: 0 });
  });

  it("sessioni attive = visti negli ultimi 30 minuti", async () => {
    expect((await call(admin, analyticsContract.overview)).body.summary.activeSessions).toBe(1);
    clock.advance(29 * 60_000);
    expect((await call(admin, analyticsContract.overview)).body.summary.activeSessions).toBe(1);
    clock.advance(2 * 60_000);
    expect((await call(admin, analyticsContract.overview)).body.summary.activeSessions).toBe(0);
  });

  it("il giorno dopo lo stesso visitatore è un nuovo visitatore del giorno (impronta giornaliera)", async () => {
    clock.set("2026-11-21T09:00:00Z");
    await view(IP.a, UA.desktop, "/");
    const week = (await call(admin, analyticsContract.overview, { query: { days: 7 } })).body;
    expect(week.summary).toMatchObject({ totalVisits: 7, uniqueVisitors: 4, activeSessions: 1 });
    const hashes = (await ctx.db.execute(sql`select distinct visitor_hash from page_views where ip_truncated = '93.44.12.0'`)) as unknown as { rows: unknown[] };
    expect(hashes.rows).toHaveLength(2);
  });

  it("il riepilogo admin dà pagine con visitatori unici, dispositivi e funnel", async () => {
    const res = await call(admin, analyticsContract.real);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalVisits: 7, uniqueVisitors: 4, devices: { mobile: 2, desktop: 4, tablet: 1 } });
    expect(res.body.pageViews[0]).toEqual({ page: "/", visits: 4, uniqueVisitors: 4 });
    expect(res.body.conversionFunnel).toEqual([
      { step: "Visitatori landing", visits: 4 },
      { step: "… e blog", visits: 1 },
      { step: "… e calcolatori", visits: 1 },
      { step: "… e pagina di accesso", visits: 0 },
    ]);
  });

  it("nessun IP completo in nessuna tabella del database", async () => {
    const tables = (await ctx.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
      rows: Array<{ table_name: string }>;
    };
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const { table_name } of tables.rows) {
      for (const ip of Object.values(IP)) {
        const hit = (await ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${"%" + ip + "%"}`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(hit.rows[0].n, `${ip} in ${table_name}`).toBe(0);
      }
    }
  });
});

describe("eventi di conversione", () => {
  it("registrazioni dal server, exit intent dal browser, tasso a due decimali", async () => {
    const before = (await call(admin, analyticsContract.metrics)).body;
    await ctx.signUp();
    await call(ctx.visitor(), analyticsContract.event).send({ type: "exit_intent_shown" }).expect(204);
    await call(ctx.visitor(), analyticsContract.event).send({ type: "exit_intent_shown" }).expect(204);
    await call(ctx.visitor(), analyticsContract.event).send({ type: "exit_intent_converted" }).expect(204);
    const after = (await call(admin, analyticsContract.metrics)).body;
    expect(after.registrationCompleted).toBe(before.registrationCompleted + 1);
    expect(after.exitIntentTriggered).toBe(before.exitIntentTriggered + 2);
    expect(after.exitIntentConversions).toBe(before.exitIntentConversions + 1);
    expect(after.loginAttempts).toBe(1);
    expect(after.landingVisitors).toBe(4);
    // Registered without a tracked page: an account, not a converted visitor.
    expect(after.registeredVisitors).toBe(before.registeredVisitors);
    expect(after.conversionRate).toBe(Number(((after.registeredVisitors / after.totalVisits) * 100).toFixed(2)));
    expect(after.funnel).toEqual({ landing: 4, login: 1, registered: 0 });
    expect(after.syncedAt).toBe(clock.now().toISOString());
  });

  it("un visitatore che crea l'account e naviga lo stesso giorno è una conversione; il tasso resta tra 0 e 100", async () => {
    const before = (await call(admin, analyticsContract.metrics)).body;
    const { agent, user } = await ctx.signUp();
    // Accounts are stamped by the database's clock; this one is created on the test's day.
    await ctx.db.execute(sql`update users set created_at = ${clock.now()} where id = ${user.id}`);
    await call(agent, analyticsContract.track).set("X-Forwarded-For", "151.20.9.9").set("User-Agent", UA.phone).send({ page: "/login" }).expect(204);
    await call(agent, analyticsContract.track).set("X-Forwarded-For", "151.20.9.9").set("User-Agent", UA.phone).send({ page: "/" }).expect(204);
    const after = (await call(admin, analyticsContract.metrics)).body;
    expect(after.totalVisits).toBe(before.totalVisits + 1);
    expect(after.registeredVisitors).toBe(before.registeredVisitors + 1);
    expect(after.funnel).toEqual({ landing: before.funnel.landing + 1, login: before.funnel.login + 1, registered: before.funnel.registered + 1 });
    expect(after.conversionRate).toBe(Number(((after.registeredVisitors / after.totalVisits) * 100).toFixed(2)));
    expect(after.conversionRate).toBeGreaterThan(0);
    expect(after.conversionRate).toBeLessThanOrEqual(100);
  });

  it("il browser non può dichiarare registrazioni né eventi inventati", async () => {
    for (const type of ["registration_completed", "premium_started", "qualsiasi", ""]) {
      const res = await call(ctx.visitor(), analyticsContract.event).send({ type });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Evento non valido");
    }
  });
});

describe("input del tracciamento", () => {
  it("rifiuta pagine non valide e richieste senza intestazione CSRF", async () => {
    for (const body of [{}, { page: "" }, { page: "https://evil.example/" }, { page: "//evil" }, { page: 42 }]) {
      const res = await call(ctx.visitor(), analyticsContract.track).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Pagina non valida");
    }
    // Without the X-Requested-With header the CSRF rule answers 403 and nothing is stored.
    const noHeader = await call(request(ctx.app), analyticsContract.track).send({ page: "/senza-header" });
    expect(noHeader.status).toBe(403);
    const stored = (await ctx.db.execute(sql`select count(*)::int as n from page_views where page = '/senza-header'`)) as unknown as { rows: Array<{ n: number }> };
    expect(stored.rows[0].n).toBe(0);
  });

  it("periodo diverso da 7, 14, 30 → 400 in italiano", async () => {
    const res = await call(admin, analyticsContract.overview, { query: { days: 365 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Periodo non valido: scegli 7, 14 o 30 giorni");
  });

  it("le visite concorrenti non perdono conteggi nei riepiloghi", async () => {
    clock.set("2026-11-25T08:00:00Z");
    await Promise.all(Array.from({ length: 40 }, (_, i) => view(`10.0.${i % 4}.${i}`, UA.desktop, i % 2 ? "/courses" : "/")));
    const res = await call(admin, analyticsContract.overview, { query: { days: 7 } });
    const day = res.body.dailyVisits.find((d: { day: string }) => d.day === "2026-11-25");
    expect(day.visits).toBe(40);
    const raw = (await ctx.db.execute(sql`select count(*)::int as n, count(distinct visitor_hash)::int as u from page_views where occurred_at >= '2026-11-25'`)) as unknown as {
      rows: Array<{ n: number; u: number }>;
    };
    expect(raw.rows[0]).toEqual({ n: 40, u: 40 });
    const daily = (await ctx.db.execute(sql`select visits from analytics_daily where day = '2026-11-25' and dimension = 'sessions'`)) as unknown as { rows: Array<{ visits: number }> };
    expect(daily.rows[0].visits).toBe(40);
  });

  it("i riepiloghi scritti a ogni visita coincidono con quelli ricostruiti dai dati grezzi", async () => {
    // The same visitor several times in parallel (one batch), plus new visitors.
    clock.set("2026-11-26T18:00:00Z");
    await Promise.all(Array.from({ length: 12 }, (_, i) => view("10.9.9.9", i < 6 ? UA.phone : `${UA.desktop} ${i}`, i % 2 ? "/blog" : "/")));
    clock.advance(90_000);
    await view("10.9.9.9", UA.phone, "/pac-simulator");
    const dump = async () =>
      ((await ctx.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, dimension, value, visits from analytics_daily where visits <> 0 order by 1, 2, 3`)) as unknown as { rows: unknown[] }).rows;
    const incremental = await dump();
    await rebuildRollups(ctx.database);
    expect(await dump()).toEqual(incremental);
  });
});

describe("caratteri di controllo (trovati dalla fuzz di sicurezza)", () => {
  it("un NUL nella pagina è una pagina non valida; nel referrer o nella fonte viene tolto", async () => {
    const bad = await call(ctx.visitor(), analyticsContract.track).send({ page: "/blog\u0000" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Pagina non valida");
    const res = await call(ctx.visitor(), analyticsContract.track).send({ page: "/blog", referrer: "https://esempio.it/\u0000", utm_source: "news\u0000letter" });
    expect(res.status).toBe(204);
    const stored = (await ctx.db.execute(sql`select source from page_views order by id desc limit 1`)) as unknown as { rows: Array<{ source: string }> };
    expect(stored.rows[0].source).not.toContain("\u0000");
  });
});
