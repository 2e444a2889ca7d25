import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, type Agent, fixedClock, recordEvents } from "../../test/harness";
import { premiumGrants } from "../../db/schema";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";

const clock = fixedClock("2026-05-04T10:00:00Z");
let ctx: TestContext;
let emitted: ReturnType<typeof recordEvents>;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  emitted = recordEvents(ctx, ["premium.changed"]);
  admin = await ctx.signInAdmin();
});
afterAll(() => ctx.close());

/** The administrator's Premium switch for user `id`, sent by `agent`. */
const setPremium = (agent: Agent, id: number) => call(agent, billingContract.setPremium, { params: { id } });

describe("Premium concesso o tolto a mano dall'amministratore", () => {
  it("visitatore 401, utente 403, e nulla cambia", async () => {
    const target = await ctx.signUp();
    expect((await setPremium(ctx.visitor(), target.user.id).send({ action: "grant" })).status).toBe(401);
    const other = await ctx.signUp();
    const res = await setPremium(other.agent, target.user.id).send({ action: "grant" });
    expect(res.status).toBe(403);
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(false);
  });

  it("concede senza scadenza, poi toglie: l'utente lo vede subito e ogni passo è registrato", async () => {
    const target = await ctx.signUp();
    const granted = await setPremium(admin.agent, target.user.id).send({ action: "grant" });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ userId: target.user.id, isPremium: true, premiumUntil: null });
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(true);

    const removed = await setPremium(admin.agent, target.user.id).send({ action: "remove" });
    expect(removed.body.isPremium).toBe(false);
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(false);

    const log = await ctx.db.select().from(premiumGrants).where(eq(premiumGrants.userId, target.user.id)).orderBy(premiumGrants.id);
    expect(log.map((g) => g.action)).toEqual(["grant", "remove"]);
    expect(log.every((g) => g.adminId !== target.user.id)).toBe(true);
    const mine = emitted.filter((e) => (e.payload as { userId: number }).userId === target.user.id).map((e) => e.payload);
    expect(mine).toEqual([
      { userId: target.user.id, isPremium: true },
      { userId: target.user.id, isPremium: false },
    ]);
  });

  it("concede fino a una data: Premium fino ad allora, poi decade", async () => {
    const target = await ctx.signUp();
    const until = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const res = await setPremium(admin.agent, target.user.id).send({ action: "grant", until });
    expect(res.body.premiumUntil).toBe(until);
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(true);
    const start = clock.now();
    clock.advance(3 * 86_400_000 + 1000);
    try {
      expect((await call(target.agent, authContract.user)).body.isPremium).toBe(false);
    } finally {
      clock.set(start);
    }
  });

  it("dati non validi: 400 in italiano e nulla cambia; utente inesistente 404", async () => {
    const target = await ctx.signUp();
    const past = new Date(clock.now().getTime() - 1000).toISOString();
    const cases: [unknown, string][] = [
      [{ action: "regala" }, BILLING_MESSAGES.actionInvalid],
      [{}, BILLING_MESSAGES.actionInvalid],
      [{ action: "grant", until: "domani" }, BILLING_MESSAGES.untilInvalid],
      [{ action: "grant", until: past }, BILLING_MESSAGES.untilPast],
    ];
    for (const [body, message] of cases) {
      const res = await setPremium(admin.agent, target.user.id).send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(false);
    expect(await ctx.db.select().from(premiumGrants).where(eq(premiumGrants.userId, target.user.id))).toEqual([]);

    const missing = await setPremium(admin.agent, 987654).send({ action: "grant" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BILLING_MESSAGES.userNotFound);
    expect((await call(admin.agent, billingContract.setPremium, { params: { id: "abc" } }).send({ action: "grant" })).status).toBe(404);
  });
});
