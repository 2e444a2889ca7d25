import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, lt } from "drizzle-orm";
import { call, createTestContext, fixedClock, isRealPostgres, joinHousehold, type TestContext } from "../../test/harness";
import { expenses } from "../../db/schema";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";
import { expensesContract as api } from "@shared/contracts/expenses";
import { householdContract } from "@shared/contracts/household";
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// Expenses of a household (docs/household.md, "Cosa è condiviso", "Un piano per la famiglia",
// "Limite gratuito"): what a partner sees, who writes, one plan, one limit.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const expense = (n: number, extra: Record<string, unknown> = {}) => ({ description: `Spesa ${n}`, amount: "10,00", category: "desideri", date: "2026-11-10", ...extra });
const descriptions = async (agent: Agent) => ((await call(agent, api.list, { query: { month: 11, year: 2026 } })).body as Array<{ description: string }>).map((e) => e.description).sort();
const countOf = async (agent: Agent) => (await call(agent, api.count, { query: { month: 11, year: 2026 } })).body.count as number;

describe("spese condivise e private", () => {
  it("il partner vede la spesa condivisa del titolare e non la privata: elenco, conteggio, report, esportazione", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "editor");
    expect((await call(owner.agent, api.create).send(expense(1, { description: "Spesa comune", amount: "20,00" }))).status).toBe(201);
    const priv = await call(owner.agent, api.create).send(expense(2, { description: "Regalo segreto", amount: "99,00", visibility: "private" }));
    expect(priv.status).toBe(201);
    expect(priv.body.visibility).toBe("private");

    expect(await descriptions(owner.agent)).toEqual(["Regalo segreto", "Spesa comune"]);
    expect(await descriptions(partner.agent)).toEqual(["Spesa comune"]);
    expect(await countOf(owner.agent)).toBe(2);
    expect(await countOf(partner.agent)).toBe(1);
    const report = await call(partner.agent, api.report, { query: { month: 11, year: 2026 } });
    expect(report.status).toBe(200);
    expect(report.body.total).toBe("20.00");
    // The owner's Premium is the partner's: the export opens, without the private row.
    const csv = await call(partner.agent, api.export, { query: { month: 11, year: 2026 } });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("Spesa comune");
    expect(csv.text).not.toContain("Regalo segreto");
    // The private expense is "not found" to the partner, also to edit or delete it.
    expect((await call(partner.agent, api.update, { params: { id: priv.body.id } }).send({ amount: "1,00" })).status).toBe(404);
    expect((await call(partner.agent, api.remove, { params: { id: priv.body.id } })).status).toBe(404);
  });

  it("un viewer che aggiunge una spesa: 403 in italiano, nulla salvato; un editor: 201 con l'autore", async () => {
    const owner = await ctx.signUp();
    const viewer = await joinHousehold(ctx, owner, "viewer");
    const editor = await joinHousehold(ctx, owner, "editor");
    const refused = await call(viewer.agent, api.create).send(expense(1));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", message: HOUSEHOLD_MESSAGES.writeOnly });
    expect(await ctx.db.select().from(expenses).where(eq(expenses.userId, viewer.user.id))).toEqual([]);

    const added = await call(editor.agent, api.create).send(expense(2, { description: "Spesa dell'editor" }));
    expect(added.status).toBe(201);
    expect(added.body.author).toEqual({ memberId: editor.memberId, displayName: expect.any(String) });
    const seen = (await call(viewer.agent, api.list, { query: { month: 11, year: 2026 } })).body as Array<{ description: string; author: { memberId: number } }>;
    expect(seen.map((e) => [e.description, e.author.memberId])).toEqual([["Spesa dell'editor", editor.memberId]]);
  });

  it("chi è di un'altra famiglia: le spese sono 404, mai 403", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const saved = await call(owner.agent, api.create).send(expense(1));
    expect((await call(stranger.agent, api.update, { params: { id: saved.body.id } }).send({ amount: "1,00" })).status).toBe(404);
    expect((await call(stranger.agent, api.remove, { params: { id: saved.body.id } })).status).toBe(404);
    expect(await descriptions(stranger.agent)).toEqual([]);
  });

  it("chi esce: le spese condivise restano alla famiglia, con l'autore «ex membro»; le private vanno con lui", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "editor");
    await call(partner.agent, api.create).send(expense(1, { description: "Condivisa del partner" })).expect(201);
    await call(partner.agent, api.create).send(expense(2, { description: "Privata del partner", visibility: "private" })).expect(201);
    await call(partner.agent, householdContract.leave).expect(200);
    const list = (await call(owner.agent, api.list, { query: { month: 11, year: 2026 } })).body as Array<{ description: string; author: unknown }>;
    expect(list).toEqual([expect.objectContaining({ description: "Condivisa del partner", author: { memberId: null, displayName: HOUSEHOLD_MESSAGES.exMember } })]);
    expect(await descriptions(partner.agent)).toEqual(["Privata del partner"]);
  });
});

describe("un piano per la famiglia", () => {
  it("la prova demo del titolare dà Premium al partner subito; alla fine della prova finisce per entrambi", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "viewer");
    const premiumOf = async (agent: Agent) => (await call(agent, authContract.user)).body.isPremium as boolean;
    expect(await premiumOf(partner.agent)).toBe(false);
    expect((await call(owner.agent, billingContract.demoTrial)).status).toBe(200);
    await expect.poll(() => premiumOf(partner.agent)).toBe(true);
    expect(await premiumOf(owner.agent)).toBe(true);
    clock.advance((PREMIUM_TRIAL_DAYS + 1) * 86_400_000);
    try {
      expect(await premiumOf(owner.agent)).toBe(false);
      expect(await premiumOf(partner.agent)).toBe(false);
    } finally {
      clock.set("2026-11-22T10:00:00Z");
    }
  });
});

describe("limite gratuito della famiglia", () => {
  it(`20 spese in parallelo di due membri di una famiglia gratuita → esattamente 10 salvate (${isRealPostgres() ? "PostgreSQL reale" : "PGlite"})`, async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "editor");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 ? owner.agent : partner.agent, api.create).send(expense(i, { date: "2026-11-15", visibility: i % 4 === 0 ? "private" : "shared" }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.code === "limit_reached")).toBe(true);
    const rows = await ctx.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.householdId, (await call(owner.agent, householdContract.get)).body.id), gte(expenses.date, "2026-11-01"), lt(expenses.date, "2026-12-01")));
    expect(rows).toHaveLength(10);
  });
});
