import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { call, createTestContext, isRealPostgres, type TestContext, fixedClock } from "../../test/harness";
import { alerts, emailOutbox, expenses, recurringExpenses, recurringOccurrences } from "../../db/schema";
import { createRecurringService, REMINDER_SCENARIO } from "./recurring.service";
import { activeRules } from "./recurring.repo";
import { accountContract } from "@shared/contracts/account";
import { alertsContract } from "@shared/contracts/alerts";
import { expensesContract } from "@shared/contracts/expenses";
import { recurringExpensesContract } from "@shared/contracts/expenses";

// Sunday 22 November 2026, 11:00 in Rome. Each test sets the clock it needs.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  // The interval job stays off: the tests run it by hand. Catch-up and reminder days explicit.
  ctx = await createTestContext({ clock, config: { RECURRING_JOB_INTERVAL_MS: "0", RECURRING_CATCH_UP_MONTHS: "1", RECURRING_REMINDER_DAYS: "3" } });
});
afterAll(() => ctx.close());

const gas = { description: "Bolletta del gas", amount: "80,50", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: "2026-10-01" };
const expensesOf = (userId: number) => ctx.db.select().from(expenses).where(eq(expenses.userId, userId)).orderBy(expenses.date, expenses.id);

/** A rule written straight to the table, so only the job under test creates its occurrences. */
async function storedRule(userId: number, over: Partial<typeof recurringExpenses.$inferInsert> = {}) {
  const [rule] = await ctx.db
    .insert(recurringExpenses)
    .values({ userId, description: "Affitto", amount: "650.00", category: "necessita", subcategory: "casa_affitto", dayOfMonth: 5, startDate: "2026-10-01", ...over })
    .returning();
  return rule!;
}

describe("spese ricorrenti: API", () => {
  it("crea, elenca, modifica ed elimina; l'occorrenza del mese già scaduta è creata subito", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    const created = await call(agent, recurringExpensesContract.create).send(gas);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: "Bolletta del gas", amount: "80.50", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: "2026-10-01", endDate: null, remind: true, nextDue: "2026-12-05" });
    // October (one month of catch-up) and November were due: one expense each, on the 5th.
    expect((await expensesOf(user.id)).map((e) => [e.date, e.amount, e.subcategory])).toEqual([
      ["2026-10-05", "80.50", "bollette"],
      ["2026-11-05", "80.50", "bollette"],
    ]);
    const list = (await call(agent, recurringExpensesContract.list)).body;
    expect(list).toHaveLength(1);
    expect(list[0].occurrences.map((o: { month: string; status: string }) => [o.month, o.status])).toEqual([["2026-11", "created"], ["2026-10", "created"]]);

    const patched = await call(agent, recurringExpensesContract.update, { params: { id: created.body.id } }).send({ amount: "95", dayOfMonth: 31, endDate: "2027-03-31" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ amount: "95.00", dayOfMonth: 31, endDate: "2027-03-31", nextDue: "2026-12-31" });
    // The months already created keep their expense as it was.
    expect((await expensesOf(user.id)).map((e) => e.amount)).toEqual(["80.50", "80.50"]);

    const other = await ctx.signUp();
    expect((await call(other.agent, recurringExpensesContract.update, { params: { id: created.body.id } }).send({ amount: "1" })).status).toBe(404);
    expect((await call(other.agent, recurringExpensesContract.remove, { params: { id: created.body.id } })).status).toBe(404);
    expect((await call(other.agent, recurringExpensesContract.list)).body).toEqual([]);
    expect((await call(ctx.visitor(), recurringExpensesContract.list)).status).toBe(401);

    expect((await call(agent, recurringExpensesContract.remove, { params: { id: created.body.id } })).status).toBe(204);
    expect((await call(agent, recurringExpensesContract.list)).body).toEqual([]);
    // Deleting the rule keeps the expenses it created.
    expect(await expensesOf(user.id)).toHaveLength(2);
  });

  it("valida come una spesa, più giorno, inizio e fine: 400 col messaggio e nessuna riga", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    for (const [body, message] of [
      [{ ...gas, amount: "0" }, "Importo deve essere maggiore di 0"],
      [{ ...gas, dayOfMonth: 0 }, "Il giorno del mese va da 1 a 31"],
      [{ ...gas, dayOfMonth: "32" }, "Il giorno del mese va da 1 a 31"],
      [{ ...gas, dayOfMonth: 2.5 }, "Il giorno del mese va da 1 a 31"],
      [{ ...gas, startDate: "" }, "Data di inizio richiesta"],
      [{ ...gas, startDate: "2026-02-30" }, "Data non valida"],
      [{ ...gas, endDate: "2026-09-30" }, "La data di fine non può precedere l'inizio"],
      [{ ...gas, subcategory: "viaggi" }, "Scegli una categoria dall'elenco"],
      [{ ...gas, remind: "sì" }, "Valore non valido per il promemoria"],
    ] as const) {
      const res = await call(agent, recurringExpensesContract.create).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const rule = (await call(agent, recurringExpensesContract.create).send({ ...gas, startDate: "2026-12-01" })).body;
    const res = await call(agent, recurringExpensesContract.update, { params: { id: rule.id } }).send({ endDate: "2026-11-30" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("La data di fine non può precedere l'inizio");
    expect(await ctx.db.select().from(recurringExpenses).where(eq(recurringExpenses.userId, user.id))).toHaveLength(1);
  });
});

describe("spese ricorrenti: il job mensile", () => {
  it(`iniziata a ottobre: con due processi che eseguono il job insieme, novembre è creata una volta sola (${isRealPostgres() ? "PostgreSQL reale" : "PGlite"})`, async () => {
    clock.set("2026-11-22T10:00:00Z");
    // A second app on the same database: another server process with its own services.
    // Each process reads the rules in small pages (docs/expenses.md, "The job at scale").
    const other = await createTestContext({ clock, database: ctx.database, config: { RECURRING_JOB_INTERVAL_MS: "0", RECURRING_JOB_PAGE_SIZE: "2" } });
    const processA = createRecurringService({ ...ctx.deps, config: { ...ctx.deps.config, RECURRING_JOB_PAGE_SIZE: 3 } });
    const processB = createRecurringService(other.deps);
    const owners = await Promise.all(Array.from({ length: 8 }, () => ctx.signUp()));
    const rules = await Promise.all(owners.map((o) => storedRule(o.user.id)));
    const handled = await Promise.all([processA.run(), processB.run(), processA.run(), processB.run()]);
    // October and November of each rule, handled once in all.
    expect(handled.reduce((a, b) => a + b, 0)).toBe(rules.length * 2);
    for (const o of owners) {
      const rows = await expensesOf(o.user.id);
      expect(rows.map((r) => r.date)).toEqual(["2026-10-05", "2026-11-05"]);
    }
    const occurrences = await ctx.db.select().from(recurringOccurrences).where(eq(recurringOccurrences.month, "2026-11"));
    expect(occurrences.filter((o) => rules.some((r) => r.id === o.recurringId))).toHaveLength(rules.length);
    // Running again changes nothing.
    expect(await Promise.all([processA.run(), processB.run()])).toEqual([0, 0]);
  });

  it("utente gratuito col mese pieno: l'occorrenza è 'saltata: limite del piano gratuito' con un avviso, mai persa in silenzio", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    for (let i = 0; i < 10; i++) await call(agent, expensesContract.create).send({ description: `Spesa ${i}`, amount: "1", category: "necessita", date: "2026-11-02" }).expect(201);
    const rule = (await call(agent, recurringExpensesContract.create).send({ ...gas, startDate: "2026-11-01" })).body;
    expect(rule.occurrences).toEqual([{ month: "2026-11", status: "skipped_limit", expenseId: null }]);
    expect(await expensesOf(user.id)).toHaveLength(10);
    const alertRows = await ctx.db.select().from(alerts).where(and(eq(alerts.userId, user.id), eq(alerts.alertType, "recurring_skipped")));
    expect(alertRows.map((a) => a.title)).toEqual(["Spesa ricorrente saltata: limite del piano gratuito"]);
    expect(alertRows[0]!.message).toContain("Bolletta del gas");
    // The user can see it through the API too.
    expect((await call(agent, alertsContract.list)).body.map((a: { title: string }) => a.title)).toContain("Spesa ricorrente saltata: limite del piano gratuito");
  });

  it("saltare un mese prima che arrivi; un mese già registrato si elimina dall'elenco spese", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    const rule = (await call(agent, recurringExpensesContract.create).send({ ...gas, dayOfMonth: 28, startDate: "2026-11-01" })).body;
    expect(rule.nextDue).toBe("2026-11-28");
    const skipped = await call(agent, recurringExpensesContract.skip, { params: { id: rule.id } }).send({ month: "2026-11" });
    expect(skipped.status).toBe(200);
    expect(skipped.body.nextDue).toBe("2026-12-28");
    expect(skipped.body.occurrences).toEqual([{ month: "2026-11", status: "skipped", expenseId: null }]);
    clock.set("2026-11-29T10:00:00Z");
    await call(agent, expensesContract.list).expect(200);
    expect(await expensesOf(user.id)).toEqual([]);
    // A month already created: skipping is refused with the way to do it.
    const rent = (await call(agent, recurringExpensesContract.create).send({ ...gas, description: "Affitto", dayOfMonth: 20, startDate: "2026-11-01" })).body;
    const late = await call(agent, recurringExpensesContract.skip, { params: { id: rent.id } }).send({ month: "2026-11" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("La spesa di questo mese è già stata registrata: eliminala dall'elenco delle spese per saltarla.");
    expect((await call(agent, recurringExpensesContract.skip, { params: { id: rule.id } }).send({ month: "2026-10" })).status).toBe(400);
    expect((await call(agent, recurringExpensesContract.skip, { params: { id: rule.id } }).send({ month: "dicembre" })).status).toBe(400);
    // The created occurrence is an ordinary expense: it can be edited.
    const [created] = await expensesOf(user.id);
    expect(created!.date).toBe("2026-11-20");
    expect((await call(agent, expensesContract.update, { params: { id: created!.id } }).send({ amount: "101,20" })).body.amount).toBe("101.20");
  });

  it("promemoria per e-mail qualche giorno prima, una volta sola, solo se richiesto", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, email } = await ctx.signUp();
    const soon = (await call(agent, recurringExpensesContract.create).send({ ...gas, description: "Canone TV", dayOfMonth: 24, startDate: "2026-11-01" })).body;
    await call(agent, recurringExpensesContract.create).send({ ...gas, description: "Palestra", dayOfMonth: 24, startDate: "2026-11-01", remind: false });
    await call(agent, recurringExpensesContract.create).send({ ...gas, description: "Lontana", dayOfMonth: 27, startDate: "2026-11-01" });
    await call(agent, recurringExpensesContract.list);
    const mails = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.dedupeKey, `${REMINDER_SCENARIO}:%`)));
    expect(mails.map((m) => [m.subject, m.dedupeKey])).toEqual([["Promemoria: Canone TV in scadenza il 24/11/2026", `${REMINDER_SCENARIO}:${soon.id}:2026-11`]]);
    expect(mails[0]!.body).toMatch(/"Canone TV" di 80,50\s€/);
    // Asked again (another request, the interval job): still one e-mail.
    await createRecurringService(ctx.deps).run();
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.dedupeKey, `${REMINDER_SCENARIO}:%`)))).toHaveLength(1);
  });

  it("una regola il cui promemoria è già in coda non è più letta dal lavoro: solo le regole con qualcosa da fare", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { user } = await ctx.signUp();
    const rule = await storedRule(user.id, { description: "Canone TV", dayOfMonth: 24, startDate: "2026-11-01", remind: true });
    const window = { today: "2026-11-22", horizon: "2026-11-25", months: [{ key: "2026-11", first: "2026-11-01", lastDay: 30 }] };
    const householdId = rule.householdId!;
    const withWork = async () => (await activeRules(ctx.db, "2026-11-01", "2026-11-30", { householdId }, window)).map((r) => r.id);
    expect(await withWork()).toEqual([rule.id]);
    await createRecurringService(ctx.deps).run(householdId);
    expect(await ctx.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox).where(and(eq(emailOutbox.userId, user.id), like(emailOutbox.dedupeKey, `${REMINDER_SCENARIO}:%`)))).toEqual([{ key: `${REMINDER_SCENARIO}:${rule.id}:2026-11` }]);
    expect(await withWork()).toEqual([]);
  });

  it("nessun promemoria a chi ha spento i promemoria nelle preferenze e-mail", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { agent, email } = await ctx.signUp();
    await call(agent, accountContract.preferences).send({ newsletter: false, automations: false, reminders: false }).expect(200);
    await call(agent, recurringExpensesContract.create).send({ ...gas, description: "Canone TV", dayOfMonth: 24, startDate: "2026-11-01" }).expect(201);
    await call(agent, recurringExpensesContract.list);
    await createRecurringService(ctx.deps).run();
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.dedupeKey, `${REMINDER_SCENARIO}:%`)))).toEqual([]);
  });
});
