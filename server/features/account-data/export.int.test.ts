import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, verifyEmailOf, type TestContext } from "../../test/harness";
import {
  accountTokens,
  deletedExpenses,
  emailSubscribers,
  householdProfiles,
  lessons,
  literacyChecks,
  recurringExpenses,
  recurringOccurrences,
  userProgress,
} from "../../db/schema";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import { accountDataContract } from "@shared/contracts/account-data";
import { blogContract } from "@shared/contracts/blog";
import { chatContract } from "@shared/contracts/chat";
import { expensesContract } from "@shared/contracts/expenses";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// superagent's parser signature: the response is a readable stream.
const raw = (r: unknown, cb: (err: Error | null, body: string) => void) => {
  const stream = r as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => cb(null, Buffer.concat(chunks).toString("utf8")));
};

/** Every key anywhere in a JSON value. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  return out;
}

describe("esportazione dei dati (GET /api/user/export)", () => {
  it("contiene spese, progressi, messaggi della chat e consensi dell'utente, niente di un altro, nessun segreto", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const day = new Date().toISOString().slice(0, 10);
    await call(a.agent, expensesContract.create).send({ description: "Bolletta luce", amount: "1.800,50", category: "necessita", date: day });
    await call(b.agent, expensesContract.create).send({ description: "Spesa segreta di B", amount: "5", category: "desideri", date: day });
    expect((await call(a.agent, chatContract.message).send({ message: "Come costruisco un fondo emergenza?" })).status).toBe(200);
    await call(b.agent, chatContract.message).send({ message: "Messaggio privato di B" });
    const [lesson] = await ctx.db.select({ id: lessons.id }).from(lessons).limit(1);
    await ctx.db.insert(userProgress).values({ userId: a.user.id, lessonId: lesson.id, completed: true, quizScore: 80, bestScore: 80, attempts: 1 });
    // Rows found by the address are exported only once the address is verified (docs/privacy.md).
    await verifyEmailOf(ctx, a.email);
    await call(a.agent, blogContract.subscribe).send({ email: a.email, source: "blog" });

    const res = await call(a.agent, accountDataContract.export);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?finanza-familiare-dati-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const doc = res.body;
    expect(doc.format).toBe("finanza-familiare-export");
    expect(doc.data.users).toHaveLength(1);
    expect(doc.data.users[0]).toMatchObject({ id: a.user.id, email: a.email, terms_version: LEGAL_TEXT_VERSION });
    expect(doc.data.users[0].terms_accepted_at).toBeTruthy();
    expect(doc.data.expenses.map((e: { description: string; amount: string }) => [e.description, e.amount])).toEqual([["Bolletta luce", "1800.50"]]);
    expect(doc.data.user_progress).toEqual([expect.objectContaining({ lesson_id: lesson.id, completed: true, quiz_score: 80 })]);
    const chat = doc.data.chat_messages.map((m: { role: string; content: string }) => m.content);
    expect(chat).toContain("Come costruisco un fondo emergenza?");
    expect(doc.data.email_subscribers).toEqual([expect.objectContaining({ email: a.email, consent_version: LEGAL_TEXT_VERSION })]);

    const text = JSON.stringify(doc);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain("Spesa segreta di B");
    expect(text).not.toContain("Messaggio privato di B");
    const keys = [...keysOf(doc)];
    expect(keys.filter((k) => /password|token|secret|hash|stripe|owner_key/.test(k))).toEqual([]);
    expect(text).not.toMatch(/\$argon2/);
  });

  it("le spese in CSV, per ogni utente anche senza Premium; un visitatore riceve 401", async () => {
    const a = await ctx.signUp();
    await call(a.agent, expensesContract.create).send({ description: "Affitto; casa", amount: "750", category: "necessita", date: "2026-01-05" });
    await call(a.agent, expensesContract.create).send({ description: "=CMD()", amount: "12,30", category: "desideri", date: "2026-02-01" });
    const res = await call(a.agent, accountDataContract.exportExpensesCsv).buffer(true).parse(raw as never);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?finanza-familiare-spese-\d{4}-\d{2}-\d{2}\.csv"?$/);
    // The monthly CSV's format (expenses.csv.ts), subcategory included.
    expect(res.body).toBe(
      "\uFEFFData;Descrizione;Categoria;Sottocategoria;Importo (EUR);Ricevuta\r\n" + '05/01/2026;"Affitto; casa";Necessità;Altro;750,00;\r\n' + "01/02/2026;'=CMD();Desideri;Altro;12,30;\r\n",
    );
    expect((await call(ctx.visitor(), accountDataContract.exportExpensesCsv)).status).toBe(401);
    expect((await call(ctx.visitor(), accountDataContract.export)).status).toBe(401);
  });

  it("contiene profilo, spese ricorrenti con i loro mesi, copie annullabili e check-up; non i link monouso", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const day = new Date().toISOString().slice(0, 10);
    const rule = async (userId: number, description: string) =>
      (
        await ctx.db
          .insert(recurringExpenses)
          .values({ userId, description, amount: "700.00", category: "necessita", subcategory: "altro", dayOfMonth: 5, startDate: day })
          .returning({ id: recurringExpenses.id })
      )[0].id;
    const ruleA = await rule(a.user.id, "Affitto di A");
    const ruleB = await rule(b.user.id, "Affitto di B");
    await ctx.db.insert(recurringOccurrences).values([
      { recurringId: ruleA, month: "2026-01", status: "skipped" },
      { recurringId: ruleB, month: "2026-02", status: "skipped" },
    ]);
    await ctx.db.insert(householdProfiles).values({ userId: a.user.id, monthlyIncome: "2500.00", householdSize: 3 });
    await ctx.db.insert(deletedExpenses).values({ id: 2_000_000 + a.user.id, userId: a.user.id, description: "Spesa annullabile", amount: "3.00", category: "desideri", subcategory: "altro", date: day, createdAt: new Date(), deletedAt: new Date() });
    await ctx.db.insert(literacyChecks).values({ userId: a.user.id, knowledge: 3, behaviour: 2, attitude: 3.5, answers: { k1: 1 } });
    await ctx.db.insert(accountTokens).values({ userId: a.user.id, purpose: "email_change", tokenHash: `segreto-${a.user.id}`, email: `nuovo.${a.email}`, expiresAt: new Date(Date.now() + 3_600_000) });

    const doc = (await call(a.agent, accountDataContract.export)).body;
    expect(doc.data.recurring_expenses.map((r: { description: string }) => r.description)).toEqual(["Affitto di A"]);
    expect(doc.data.recurring_occurrences.map((o: { recurring_id: number; month: string }) => [o.recurring_id, o.month])).toEqual([[ruleA, "2026-01"]]);
    expect(doc.data.household_profiles).toEqual([expect.objectContaining({ user_id: a.user.id, monthly_income: "2500.00", household_size: 3 })]);
    expect(doc.data.deleted_expenses).toEqual([expect.objectContaining({ description: "Spesa annullabile" })]);
    expect(doc.data.literacy_checks).toEqual([expect.objectContaining({ knowledge: 3, behaviour: 2 })]);
    expect(doc.data.account_tokens).toBeUndefined();
    const text = JSON.stringify(doc);
    expect(text).not.toContain(`segreto-${a.user.id}`);
    expect(text).not.toContain("Affitto di B");
  });

  it("i progressi di un altro utente non compaiono", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const [lesson] = await ctx.db.select({ id: lessons.id }).from(lessons).limit(1);
    await ctx.db.insert(userProgress).values({ userId: b.user.id, lessonId: lesson.id, completed: true, attempts: 1 });
    const doc = (await call(a.agent, accountDataContract.export)).body;
    expect(doc.data.user_progress).toEqual([]);
    expect((await ctx.db.select().from(userProgress).where(eq(userProgress.userId, b.user.id))).length).toBe(1);
  });

  it("il consenso alla newsletter di un visitatore è salvato con data e versione del testo", async () => {
    const email = `lettore.${Date.now()}@esempio.it`;
    expect((await call(ctx.visitor(), blogContract.subscribe).send({ email, source: "blog" })).status).toBeLessThan(300);
    const [row] = await ctx.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
    expect(row.consentVersion).toBe(LEGAL_TEXT_VERSION);
    expect(row.consentAt).toBeInstanceOf(Date);
  });
});
