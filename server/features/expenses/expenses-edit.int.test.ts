import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { deletedExpenses, expenses } from "../../db/schema";
import { expensesContract } from "@shared/contracts/expenses";

// Sunday 22 November 2026, 11:00 in Rome. The undo grace period is set here, not by default.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { EXPENSE_UNDO_GRACE_SECONDS: "60" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const rowsOf = (userId: number) => ctx.db.select().from(expenses).where(eq(expenses.userId, userId)).orderBy(expenses.id);
const post = (agent: Agent, body: Record<string, unknown>) => call(agent, expensesContract.create).send(body);
const valid = { description: "Caffè al bar", amount: "12,50", category: "desideri", subcategory: "ristoranti", date: "2026-11-20" };
const monthTotal = async (agent: Agent) => (await call(agent, expensesContract.report, { query: { month: 11, year: 2026 } })).body.total as string;

async function fillMonth(agent: Agent, date: string, n = 10) {
  for (let i = 0; i < n; i++) expect((await post(agent, { ...valid, description: `Spesa ${i}`, date })).status).toBe(201);
}

describe("modificare una spesa (PATCH /api/user/expenses/:id)", () => {
  it("da 12,50 a 1.250,00: la spesa e il totale del mese cambiano", async () => {
    const { agent, user } = await ctx.signUp();
    const created = (await post(agent, valid)).body;
    await post(agent, { ...valid, description: "Pane", amount: "3,20", category: "necessita", subcategory: "spesa_alimentare" });
    expect(await monthTotal(agent)).toBe("15.70");
    const res = await call(agent, expensesContract.update, { params: { id: created.id } }).send({ amount: "1.250,00" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, amount: "1250.00" });
    expect(await monthTotal(agent)).toBe("1253.20");
    expect((await rowsOf(user.id)).find((r) => r.id === created.id)?.amount).toBe("1250.00");
  });

  it("stessa validazione della creazione: 400 col messaggio e niente cambia", async () => {
    const { agent, user } = await ctx.signUp();
    const created = (await post(agent, valid)).body;
    for (const [body, message] of [
      [{ amount: "0" }, "Importo deve essere maggiore di 0"],
      [{ amount: "12,505" }, "Sono ammessi al massimo 2 decimali"],
      [{ description: "   " }, "Descrizione richiesta"],
      [{ category: "lusso" }, "Categoria richiesta"],
      [{ subcategory: "viaggi" }, "Scegli una categoria dall'elenco"],
      [{ date: "2026-02-30" }, "Data non valida"],
      [{ date: "2027-01-01" }, "La data non può essere successiva al 31/12/2026"],
      [{}, "Nessuna modifica indicata"],
    ] as const) {
      const res = await call(agent, expensesContract.update, { params: { id: created.id } }).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await rowsOf(user.id)).map((r) => r.amount)).toEqual(["12.50"]);
  });

  it("la spesa di un altro utente o un id inesistente: 404 e nessuna modifica", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const created = (await post(owner.agent, valid)).body;
    const res = await call(other.agent, expensesContract.update, { params: { id: created.id } }).send({ amount: "1" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Spesa non trovata");
    expect((await call(other.agent, expensesContract.update, { params: { id: 999999 } }).send({ amount: "1" })).status).toBe(404);
    expect((await call(ctx.visitor(), expensesContract.update, { params: { id: created.id } }).send({ amount: "1" })).status).toBe(401);
    expect((await rowsOf(owner.user.id))[0]!.amount).toBe("12.50");
  });

  it("utente gratuito: non può spostare una spesa in un mese che ha già 10 spese; nello stesso mese sì", async () => {
    const { agent, user } = await ctx.signUp();
    await fillMonth(agent, "2026-12-01");
    const november = (await post(agent, valid)).body;
    const res = await call(agent, expensesContract.update, { params: { id: november.id } }).send({ date: "2026-12-05", amount: "20" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Hai raggiunto il limite di 10 spese per il piano gratuito.");
    expect((await rowsOf(user.id)).find((r) => r.id === november.id)).toMatchObject({ date: "2026-11-20", amount: "12.50" });
    // Within the full month itself an expense may change date and amount.
    const december = (await call(agent, expensesContract.list, { query: { month: 12, year: 2026 } })).body[0];
    expect((await call(agent, expensesContract.update, { params: { id: december.id } }).send({ date: "2026-12-24", amount: "99" })).status).toBe(200);
    // A premium user has no limit.
    const premium = await ctx.signUpPremium();
    await fillMonth(premium.agent, "2026-12-01");
    const p = (await post(premium.agent, valid)).body;
    expect((await call(premium.agent, expensesContract.update, { params: { id: p.id } }).send({ date: "2026-12-05" })).status).toBe(200);
  });
});

describe("eliminare e annullare (POST /api/user/expenses/:id/restore)", () => {
  it("annulla ripristina la stessa spesa: stesso id, campi e data di creazione", async () => {
    const { agent, user } = await ctx.signUp();
    const created = (await post(agent, valid)).body;
    const [before] = await rowsOf(user.id);
    expect((await call(agent, expensesContract.remove, { params: { id: created.id } })).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await call(agent, expensesContract.count, { query: { month: 11, year: 2026 } })).body).toEqual({ count: 0 });
    clock.advance(10_000);
    const res = await call(agent, expensesContract.restore, { params: { id: created.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect(await rowsOf(user.id)).toEqual([before]);
    // Restored once: a second undo has nothing to restore.
    expect((await call(agent, expensesContract.restore, { params: { id: created.id } })).status).toBe(409);
  });

  it("dopo il periodo di grazia, o per la spesa di un altro, non si ripristina", async () => {
    const { agent, user } = await ctx.signUp();
    const other = await ctx.signUp();
    const created = (await post(agent, valid)).body;
    await call(agent, expensesContract.remove, { params: { id: created.id } });
    const stolen = await call(other.agent, expensesContract.restore, { params: { id: created.id } });
    expect(stolen.status).toBe(409);
    expect(await rowsOf(other.user.id)).toEqual([]);
    clock.advance(61_000);
    const late = await call(agent, expensesContract.restore, { params: { id: created.id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Non è più possibile annullare l'eliminazione di questa spesa");
    expect(await rowsOf(user.id)).toEqual([]);
    // The next delete forgets the copies whose grace period has passed.
    const another = (await post(agent, valid)).body;
    await call(agent, expensesContract.remove, { params: { id: another.id } });
    const kept = await ctx.db.select({ id: deletedExpenses.id }).from(deletedExpenses).where(eq(deletedExpenses.userId, user.id));
    expect(kept.map((r) => r.id)).toEqual([another.id]);
  });

  it("annullare in un mese che nel frattempo si è riempito è rifiutato con un messaggio", async () => {
    const { agent, user } = await ctx.signUp();
    await fillMonth(agent, "2026-11-02");
    const [first] = (await call(agent, expensesContract.list, { query: { month: 11, year: 2026 } })).body;
    await call(agent, expensesContract.remove, { params: { id: first.id } });
    expect((await post(agent, { ...valid, description: "Nuova" })).status).toBe(201);
    const res = await call(agent, expensesContract.restore, { params: { id: first.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Impossibile ripristinare: il mese della spesa ha già 10 spese, il limite del piano gratuito.");
    expect((await rowsOf(user.id)).map((r) => r.id)).not.toContain(first.id);
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});

describe("categorie quotidiane, filtri e ricerca", () => {
  it("sottocategoria salvata (altro se assente), filtri per categoria e sottocategoria, ricerca nella descrizione", async () => {
    const { agent } = await ctx.signUp();
    const a = (await post(agent, { ...valid, description: "Bolletta luce", amount: "80", category: "necessita", subcategory: "bollette" })).body;
    const b = (await post(agent, { ...valid, description: "Pizza 100% buona", subcategory: "ristoranti" })).body;
    // The suggested bucket is only a suggestion: "ristoranti" may be saved as a need.
    const c = (await post(agent, { description: "Mensa aziendale", amount: "6", category: "necessita", subcategory: "ristoranti", date: "2026-11-21" })).body;
    const d = (await post(agent, { description: "Varie", amount: "1", category: "necessita", date: "2026-11-21" })).body;
    expect(d.subcategory).toBe("altro");
    const ids = async (q: string) => (await call(agent, expensesContract.list).query(q)).body.map((e: { id: number }) => e.id).sort();
    expect(await ids("subcategory=ristoranti")).toEqual([b.id, c.id].sort());
    expect(await ids("category=necessita&subcategory=ristoranti")).toEqual([c.id]);
    expect(await ids("category=necessita")).toEqual([a.id, c.id, d.id].sort());
    expect(await ids("q=BOLLETTA")).toEqual([a.id]);
    // % and _ are plain characters, not wildcards.
    expect(await ids("q=100%25")).toEqual([b.id]);
    expect(await ids("q=%25")).toEqual([b.id]);
    expect(await ids("q=_")).toEqual([]);
    // A NUL or other control character typed or pasted in the search is dropped (PostgreSQL
    // cannot compare text with NUL: this answered 500).
    expect(await ids("q=BOLL%00ETTA")).toEqual([a.id]);
    expect(await ids("q=%00%07")).toHaveLength(4);
    expect(await ids("subcategory=")).toHaveLength(4);
    const bad = await call(agent, expensesContract.list, { query: { subcategory: "viaggi" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Scegli una categoria dall'elenco");
    expect((await call(agent, expensesContract.list, { query: { q: "x".repeat(121) } })).status).toBe(400);
  });
});
