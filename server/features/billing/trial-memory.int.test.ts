import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { purgeTrialMemory } from "./trial-memory";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";

// Issue 37, finding 11 (docs/billing.md, "Demo trial"; docs/privacy.md, `trial_claims`): the
// demo trial is once per address, not once per account: deleting the account and registering the
// same address again does not give a second one. What is kept is a keyed hash of the normalised
// address, for TRIAL_MEMORY_RETENTION_DAYS.
const DAY = 86_400_000;
const START = "2026-11-20T10:00:00.000Z";
const clock = fixedClock(START);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { TRIAL_MEMORY_RETENTION_DAYS: "365" } });
});
afterAll(() => ctx.close());

const TRIAL_USED = "Hai già usato la prova gratuita: puoi attivare Premium.";
let n = 0;

async function registerAndTry(email: string): Promise<{ agent: ReturnType<TestContext["agent"]>; trial: { status: number; body: { message?: string } }; available: boolean }> {
  const agent = ctx.agent();
  expect((await call(agent, authContract.register).send({ email, password: "password-prova" })).status).toBe(201);
  const available = (await call(agent, billingContract.plan)).body.trialAvailable as boolean;
  const trial = await call(agent, billingContract.demoTrial);
  return { agent, trial, available };
}

const remove = async (agent: ReturnType<TestContext["agent"]>) =>
  expect((await call(agent, accountDataContract.deleteAccount).send({ password: "password-prova", confirmation: "ELIMINA" })).status).toBe(200);

describe("una sola prova demo per indirizzo email", () => {
  it("cancellato l'account, lo stesso indirizzo (anche in maiuscolo o con +etichetta) non ha una seconda prova; un altro indirizzo sì", async () => {
    clock.set(START);
    const local = `prova.${Date.now()}.${++n}`;
    const first = await registerAndTry(`${local}@esempio.it`);
    expect(first.available).toBe(true);
    expect(first.trial.status).toBe(200);
    await remove(first.agent);

    for (const again of [` ${local.toUpperCase()}@Esempio.IT`, `${local}+bis@esempio.it`]) {
      const second = await registerAndTry(again.trim());
      expect(second.available).toBe(false);
      expect(second.trial.status).toBe(409);
      expect(second.trial.body.message).toBe(TRIAL_USED);
      expect((await call(second.agent, billingContract.plan)).body).toMatchObject({ isPremium: false, status: "free" });
      await remove(second.agent);
    }

    const other = await registerAndTry(`altra.${local}@esempio.it`);
    expect(other.trial.status).toBe(200);
  });

  it("la memoria è un hash con chiave, senza l'indirizzo, e sparisce dopo il periodo di conservazione", async () => {
    // Trials started 364 and 366 days before START (sessions live by the real clock: the test
    // goes back in time rather than forward).
    const recent = `recente.${Date.now()}.${++n}@esempio.it`;
    const old = `vecchia.${Date.now()}.${++n}@esempio.it`;
    for (const [email, days] of [[recent, 364], [old, 366]] as const) {
      clock.set(new Date(Date.parse(START) - days * DAY));
      const first = await registerAndTry(email);
      expect(first.trial.status).toBe(200);
      await remove(first.agent);
    }
    const stored = (await ctx.db.execute(sql`select * from trial_claims`)) as unknown as { rows: Record<string, unknown>[] };
    expect(stored.rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(stored.rows[0]!).sort()).toEqual(["claimed_at", "email_hash"]);
    expect(JSON.stringify(stored.rows)).not.toContain("recente.");
    expect(JSON.stringify(stored.rows)).not.toContain("vecchia.");

    clock.set(START);
    expect(await purgeTrialMemory(ctx.deps)).toBeGreaterThanOrEqual(1);
    const early = await registerAndTry(recent);
    expect(early.trial.status).toBe(409);
    const late = await registerAndTry(old);
    expect(late.available).toBe(true);
    expect(late.trial.status).toBe(200);
  });
});

describe("una prova iniziata prima della memoria per indirizzo", () => {
  it("è ricordata alla cancellazione dell'account, con la sua data", async () => {
    clock.set(START);
    const email = `storica.${Date.now()}.${++n}@esempio.it`;
    const agent = ctx.agent();
    expect((await call(agent, authContract.register).send({ email, password: "password-prova" })).status).toBe(201);
    // As the account was before trial_claims: trial_used_at set, no memory of the address.
    await ctx.db.execute(sql`update users set trial_used_at = ${new Date(Date.parse(START) - 10 * DAY).toISOString()} where email = ${email}`);
    await remove(agent);
    const again = await registerAndTry(email);
    expect(again.trial.status).toBe(409);
    expect(again.trial.body.message).toBe(TRIAL_USED);
  });
});
