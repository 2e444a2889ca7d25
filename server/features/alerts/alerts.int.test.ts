import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock, addExpense, saveBudget, simulatePac } from "../../test/harness";
import { expenses, pacSimulations } from "../../db/schema";
import { MONTHLY_CHECK_TTL_MS } from "./alerts.service";
import { alertsContract } from "@shared/contracts/alerts";
import { expensesContract } from "@shared/contracts/expenses";

const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  // The PAC reminder on any day of the month here; its first-days window has its own test.
  ctx = await createTestContext({ clock, config: { PAC_REMINDER_DAYS: "31" } });
});
afterAll(() => ctx.close());

type A = { id: number; alertType: string; title: string; message: string; priority: string; isRead: boolean; createdAt: string };
const alertsOf = async (agent: ReturnType<TestContext["agent"]>, query: { unread?: string; limit?: number } = {}): Promise<A[]> => {
  const res = await call(agent, alertsContract.list, { query });
  expect(res.status).toBe(200);
  // Intl puts a no-break space before "€": compare with plain spaces.
  const plain = (t: string) => t.replace(/\u00a0/g, " ");
  return (res.body as A[]).map((a) => ({ ...a, title: plain(a.title), message: plain(a.message) }));
};

describe("budget_exceeded", () => {
  it("quando la spesa del mese di una categoria supera la sua quota, una volta per mese e categoria", async () => {
    const { agent, user } = await ctx.signUp();
    await addExpense(ctx, user.id, { amount: "900.00", category: "desideri", date: "2026-11-02" });
    expect(await alertsOf(agent)).toEqual([]); // no budget, no share to pass
    await saveBudget(ctx, user.id, "2000.00"); // wants 600
    await addExpense(ctx, user.id, { amount: "1.00", category: "desideri", date: "2026-10-30" }); // October: 1 €
    expect(await alertsOf(agent)).toEqual([]);
    await addExpense(ctx, user.id, { amount: "10.00", category: "desideri", date: "2026-11-03" });
    await addExpense(ctx, user.id, { amount: "10.00", category: "desideri", date: "2026-11-04" });
    // The first 10 € passed the share; the second is the same fact (one alert per month and
    // category), whose message states the month's total of now.
    const list = await alertsOf(agent);
    expect(list).toEqual([
      expect.objectContaining({
        alertType: "budget_exceeded",
        priority: "high",
        isRead: false,
        title: "Budget superato: Desideri",
        message: "A novembre 2026 hai speso 920,00 € in Desideri, oltre i 600,00 € previsti dal tuo budget.",
      }),
    ]);
    // Exactly at the share is not past it.
    const { agent: a2, user: u2 } = await ctx.signUp();
    await saveBudget(ctx, u2.id, "2000.00"); // necessities 1000
    await addExpense(ctx, u2.id, { amount: "1000.00", category: "necessita", date: "2026-11-02" });
    expect(await alertsOf(a2)).toEqual([]);
    await addExpense(ctx, u2.id, { amount: "0.01", category: "necessita", date: "2026-11-02" });
    expect((await alertsOf(a2)).map((a) => a.title)).toEqual(["Budget superato: Necessità"]);
  });
});

describe("gli avvisi mostrano le cifre di adesso (docs/gamification.md, \"Figures as they are now\")", () => {
  it("spese aggiunte dopo l'avviso: l'avviso dice il totale attuale; sotto la quota di nuovo, lo dice", async () => {
    const { agent, user } = await ctx.signUp();
    await saveBudget(ctx, user.id, "2000.00"); // necessities 1000
    const first = await addExpense(ctx, user.id, { amount: "1247.06", category: "necessita", date: "2026-11-02" });
    expect((await alertsOf(agent)).map((a) => a.message)).toEqual(["A novembre 2026 hai speso 1.247,06 € in Necessità, oltre i 1.000,00 € previsti dal tuo budget."]);
    // The family keeps recording: the same fact (one alert per month and category), a new total.
    const more = await call(agent, expensesContract.create).set("X-Requested-With", "test").send({ description: "Bolletta luce", amount: "276,50", category: "necessita", date: "2026-11-10" });
    expect(more.status).toBe(201);
    expect(await alertsOf(agent)).toEqual([
      expect.objectContaining({ title: "Budget superato: Necessità", message: "A novembre 2026 hai speso 1.523,56 € in Necessità, oltre i 1.000,00 € previsti dal tuo budget." }),
    ]);
    // The big expense deleted: the month is within the share again, and the alert says so.
    expect((await call(agent, expensesContract.remove, { params: { id: first } }).set("X-Requested-With", "test")).status).toBe(204);
    expect(await alertsOf(agent)).toEqual([
      expect.objectContaining({ title: "Budget di nuovo rispettato: Necessità", message: "A novembre 2026 hai speso 276,50 € in Necessità, entro i 1.000,00 € previsti dal tuo budget." }),
    ]);
  });
});

describe("spese di più utenti nello stesso lotto del worker", () => {
  it("gli avvisi del lotto sono scritti insieme: uno per fatto, a ciascuno i suoi", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await saveBudget(ctx, a.user.id, "2000.00"); // wants 600
    await saveBudget(ctx, b.user.id, "1000.00"); // wants 300
    const rows = await ctx.db
      .insert(expenses)
      .values([
        { userId: a.user.id, description: "Cena", amount: "650.00", category: "desideri", date: "2026-11-05" },
        { userId: a.user.id, description: "Regalo", amount: "20.00", category: "desideri", date: "2026-11-06" },
        { userId: b.user.id, description: "Viaggio", amount: "400.00", category: "desideri", date: "2026-11-06" },
      ])
      .returning({ id: expenses.id, userId: expenses.userId, amount: expenses.amount, date: expenses.date });
    // Their three events committed together, so the worker claims them in one batch.
    await ctx.deps.events.transaction(ctx.db, async (tx) => {
      for (const r of rows) await ctx.deps.events.record(tx, "expense.created", { userId: r.userId!, expenseId: r.id, amount: r.amount, category: "desideri", date: r.date });
    });
    await ctx.deps.events.idle();
    expect((await alertsOf(a.agent)).map((x) => x.title)).toEqual(["Budget superato: Desideri"]);
    expect(await alertsOf(b.agent)).toEqual([
      expect.objectContaining({ title: "Budget superato: Desideri", message: "A novembre 2026 hai speso 400,00 € in Desideri, oltre i 300,00 € previsti dal tuo budget." }),
    ]);
  });
});

describe("expense_anomaly", () => {
  it("una spesa ≥ 2 volte la media di almeno 3 precedenti della categoria, e ≥ 20 € sopra", async () => {
    const { agent, user } = await ctx.signUp();
    await addExpense(ctx, user.id, { amount: "30.00", category: "necessita", date: "2026-11-01" });
    await addExpense(ctx, user.id, { amount: "90.00", category: "necessita", date: "2026-11-01" }); // only 1 earlier
    await addExpense(ctx, user.id, { amount: "30.00", category: "necessita", date: "2026-11-02" });
    // Earlier: 30, 90, 30 → average 50. 99.99 is under twice the average.
    await addExpense(ctx, user.id, { amount: "99.99", category: "necessita", date: "2026-11-03" });
    expect(await alertsOf(agent)).toEqual([]);
    // Earlier: 30, 90, 30, 99.99 → average 62.50; 125 is twice it.
    await addExpense(ctx, user.id, { amount: "125.00", category: "necessita", date: "2026-11-04" });
    const list = await alertsOf(agent);
    expect(list).toEqual([
      expect.objectContaining({
        alertType: "expense_anomaly",
        priority: "medium",
        title: "Spesa insolita",
        message: "La spesa di 125,00 € in Necessità è molto più alta della tua media di 62,50 € per questa categoria.",
      }),
    ]);
    // Small amounts: 3 € against an average of 1 € is not an anomaly (less than 20 € above).
    const small = await ctx.signUp();
    for (let i = 0; i < 3; i++) await addExpense(ctx, small.user.id, { amount: "1.00", category: "desideri", date: "2026-11-01" });
    await addExpense(ctx, small.user.id, { amount: "3.00", category: "desideri", date: "2026-11-01" });
    expect(await alertsOf(small.agent)).toEqual([]);
  });

  it("lo stesso evento ripetuto non crea due alert", async () => {
    const { agent, user } = await ctx.signUp();
    for (let i = 0; i < 3; i++) await addExpense(ctx, user.id, { amount: "10.00", category: "desideri", date: "2026-11-01" });
    const id = await addExpense(ctx, user.id, { amount: "100.00", category: "desideri", date: "2026-11-01" });
    const payload = { userId: user.id, expenseId: id, amount: "100.00", category: "desideri", date: "2026-11-01" };
    await Promise.all([ctx.publish("expense.created", payload), ctx.publish("expense.created", payload)]);
    expect((await alertsOf(agent)).filter((a) => a.alertType === "expense_anomaly")).toHaveLength(1);
  });
});

describe("savings_milestone", () => {
  it("al superamento delle soglie del mese (100, 250, 500, 1000 €) nella categoria risparmi", async () => {
    const { agent, user } = await ctx.signUp();
    await addExpense(ctx, user.id, { amount: "99.99", category: "risparmi", date: "2026-11-01" });
    expect(await alertsOf(agent)).toEqual([]);
    await addExpense(ctx, user.id, { amount: "0.01", category: "risparmi", date: "2026-11-02" });
    await addExpense(ctx, user.id, { amount: "10.00", category: "risparmi", date: "2026-11-02" });
    let list = await alertsOf(agent);
    // The milestone reached is 100 €; the message states the month's savings of now.
    expect(list).toEqual([
      expect.objectContaining({
        alertType: "savings_milestone",
        priority: "low",
        title: "Traguardo: 100,00 € risparmiati",
        message: "Complimenti! A novembre 2026 hai messo da parte 110,00 €. Continua così!",
      }),
    ]);
    // A jump past two thresholds reports the highest one.
    await addExpense(ctx, user.id, { amount: "500.00", category: "risparmi", date: "2026-11-03" });
    list = (await alertsOf(agent)).filter((a) => a.alertType === "savings_milestone");
    expect(list.map((a) => a.title)).toEqual(["Traguardo: 500,00 € risparmiati", "Traguardo: 100,00 € risparmiati"]);
  });
});

describe("pac_reminder", () => {
  it("una volta al mese per chi ha una simulazione PAC, alla prima richiesta del mese", async () => {
    const { agent, user } = await ctx.signUp();
    expect(await alertsOf(agent)).toEqual([]);
    await simulatePac(ctx, user.id);
    await Promise.all([alertsOf(agent), alertsOf(agent)]);
    let list = await alertsOf(agent);
    expect(list).toEqual([expect.objectContaining({ alertType: "pac_reminder", title: "Promemoria PAC", priority: "medium" })]);
    expect(list[0].message).toContain("novembre 2026");
    clock.set("2026-12-01T08:00:00Z");
    list = await alertsOf(agent);
    expect(list.map((a) => a.alertType)).toEqual(["pac_reminder", "pac_reminder"]);
    expect(list[0].message).toContain("dicembre 2026");
    clock.set("2026-11-18T09:00:00Z");
  });
});

describe("pac_reminder nei primi giorni del mese", () => {
  it("«È iniziato …» solo nei primi PAC_REMINDER_DAYS giorni: il 24 no, il 1° del mese dopo sì", async () => {
    const own = fixedClock("2026-11-24T09:00:00Z");
    const c = await createTestContext({ clock: own, config: { PAC_REMINDER_DAYS: "5" } });
    try {
      const { agent, user } = await c.signUp();
      await simulatePac(c, user.id);
      const list = async () => (await call(agent, alertsContract.list)).body as A[];
      expect(await list()).toEqual([]);
      own.set("2026-11-30T22:30:00Z"); // 23:30 on 30 November in Rome
      expect(await list()).toEqual([]);
      own.set("2026-11-30T23:30:00Z"); // 00:30 on 1 December in Rome
      const dec = await list();
      expect(dec.map((a) => a.alertType)).toEqual(["pac_reminder"]);
      expect(dec[0].message).toContain("È iniziato dicembre 2026");
    } finally {
      await c.close();
    }
  });
});

describe("controllo mensile ricordato dal processo", () => {
  it("una simulazione salvata da un altro processo (nessun evento qui) conta entro 10 minuti", async () => {
    const { agent, user } = await ctx.signUp();
    expect(await alertsOf(agent)).toEqual([]);
    // Written behind this process's back: no pac.simulated event reaches it.
    await ctx.db.insert(pacSimulations).values({ userId: user.id, monthlyAmount: "50.00", years: 5, expectedReturn: "4.00", finalAmount: "3315.30" });
    expect(await alertsOf(agent)).toEqual([]);
    clock.advance(MONTHLY_CHECK_TTL_MS);
    expect((await alertsOf(agent)).map((a) => a.alertType)).toEqual(["pac_reminder"]);
    clock.set("2026-11-18T09:00:00Z");
  });
});

describe("lettura", () => {
  it("filtro unread, segna come letto solo i propri; gli altri → 404", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await addExpense(ctx, owner.user.id, { amount: "300.00", category: "risparmi", date: "2026-11-01" });
    await addExpense(ctx, owner.user.id, { amount: "300.00", category: "risparmi", date: "2026-11-02" });
    const [latest, earlier] = await alertsOf(owner.agent);
    expect(latest.title).toBe("Traguardo: 500,00 € risparmiati");

    const stolen = await call(other.agent, alertsContract.markRead, { params: { id: latest.id } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("Alert non trovato");
    expect((await alertsOf(owner.agent, { unread: "true" })).map((a) => a.id)).toEqual([latest.id, earlier.id]);

    const res = await call(owner.agent, alertsContract.markRead, { params: { id: latest.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: latest.id, isRead: true });
    expect((await call(owner.agent, alertsContract.markRead, { params: { id: latest.id } })).status).toBe(200); // again: harmless
    expect((await alertsOf(owner.agent, { unread: "true" })).map((a) => a.id)).toEqual([earlier.id]);
    expect((await alertsOf(owner.agent, { unread: "false" })).map((a) => a.id)).toEqual([latest.id]);
    expect(await alertsOf(owner.agent, { limit: 1 })).toHaveLength(1);
    expect(await alertsOf(other.agent)).toEqual([]);

    for (const bad of ["abc", "0", "-1", "99999999999"]) expect((await call(owner.agent, alertsContract.markRead, { params: { id: bad } })).status).toBe(404);
    const badFilter = await call(owner.agent, alertsContract.list, { query: { unread: "forse" } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe("Filtro non valido: usa unread=true oppure unread=false");
    expect((await call(ctx.visitor(), alertsContract.list)).status).toBe(401);
    expect((await call(ctx.visitor(), alertsContract.markRead, { params: { id: latest.id } })).status).toBe(401);
  });
});
