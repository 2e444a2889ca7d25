import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, accountLinkToken, createTestContext, joinHousehold, type TestContext } from "../../test/harness";
import { householdContract } from "@shared/contracts/household";
import {
  accountTokens,
  activityDays,
  adminAudit,
  aiGenerations,
  alerts,
  blogArticles,
  blogImages,
  blogRevisions,
  budgetSplits,
  categoryBudgets,
  challenges,
  contentIdeas,
  debts,
  incomeEntries,
  deletedExpenses,
  emailOutbox,
  expenseImportFingerprints,
  expenseImportMappings,
  expenseImportRules,
  expenseReceipts,
  expenses,
  feedback,
  goalContributions,
  goals,
  householdProfiles,
  lessons,
  literacyChecks,
  pageViews,
  pointsLedger,
  premiumGrants,
  quizQuestions,
  recurringExpenses,
  recurringOccurrences,
  reviewItems,
  userBadges,
  userChallenges,
  userProgress,
  users,
} from "../../db/schema";
import { EXTRA_USER_REFERENCES, TABLE_POLICIES } from "./personal-data";
import { rateLimitKeyHash } from "../../http/rate-limit.repo";
import { deletedUserRef } from "./account-data.service";
import { createAuditLog } from "../admin/admin.public";
import { accountContract } from "@shared/contracts/account";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";
import { blogContract } from "@shared/contracts/blog";
import { calculatorsContract } from "@shared/contracts/calculators";
import { chatContract } from "@shared/contracts/chat";
import { expensesContract } from "@shared/contracts/expenses";
import { feedbackContract } from "@shared/contracts/feedback";

// The walk over every table of the database (docs/privacy.md, "Export" and "Deletion"). It reads
// information_schema, so a table added later is checked without editing this file: it must be in
// the registry (personal-data.ts), and a column of it referencing users must hold a row of the
// deleted user before the deletion (fill it below) and none after.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
async function query<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await ctx.db.execute(q));
}

async function publicTables(): Promise<string[]> {
  const rows = await query<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  return rows.map((r) => r.table_name);
}

/** Every column that is a foreign key to users, with its delete rule. */
async function userForeignKeys(): Promise<{ table: string; column: string; rule: string }[]> {
  const rows = await query<{ table_name: string; column_name: string; delete_rule: string }>(sql`
    select kcu.table_name, kcu.column_name, rc.delete_rule
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
    where rc.constraint_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
    order by 1, 2`);
  return rows.map((r) => ({ table: r.table_name, column: r.column_name, rule: r.delete_rule }));
}

/** Columns that hold a user id: the foreign keys to users, and any integer column named like one. */
async function userIdColumns(): Promise<{ table: string; column: string }[]> {
  const named = await query<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('integer', 'bigint')
      and (column_name ~ '(^|_)user_id$' or column_name in ('admin_id', 'created_by', 'author_id', 'actor_id', 'owner_id'))`);
  const all = [...(await userForeignKeys()).map((f) => ({ table: f.table, column: f.column })), ...named.map((r) => ({ table: r.table_name, column: r.column_name }))];
  const seen = new Set<string>();
  return all.filter((c) => (seen.has(`${c.table}.${c.column}`) ? false : (seen.add(`${c.table}.${c.column}`), true)));
}

/** Every column that can hold text: where an e-mail address could be left behind. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  const rows = await query<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`);
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

const countWhere = async (table: string, cond: ReturnType<typeof sql>) =>
  Number((await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${cond}`))[0].n);

function policyColumns(table: string): string[] {
  const p = TABLE_POLICIES[table];
  const own = p && "userColumn" in p && p.userColumn ? [p.userColumn] : [];
  const extra = Object.keys(EXTRA_USER_REFERENCES)
    .filter((k) => k.startsWith(`${table}.`))
    .map((k) => k.split(".")[1]);
  return [...own, ...extra];
}

describe("registro dei dati personali", () => {
  it("ogni tabella del database ha la sua regola, e ogni regola una tabella", async () => {
    const tables = await publicTables();
    const missing = tables.filter((t) => !(t in TABLE_POLICIES));
    expect(missing, "tabelle senza regola in server/features/account-data/personal-data.ts").toEqual([]);
    expect(Object.keys(TABLE_POLICIES).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it("ogni colonna che indica un utente è coperta dalla regola della sua tabella, con la regola di cancellazione giusta", async () => {
    const columns = await userIdColumns();
    const uncovered = columns.filter((c) => c.table !== "users" && !policyColumns(c.table).includes(c.column) && TABLE_POLICIES[c.table]?.kind !== "owned-via");
    expect(uncovered, "colonne utente senza regola (personal-data.ts)").toEqual([]);
    for (const fk of await userForeignKeys()) {
      const extra = EXTRA_USER_REFERENCES[`${fk.table}.${fk.column}`];
      const kind: string | undefined = extra?.kind ?? TABLE_POLICIES[fk.table]?.kind;
      // Personal rows go with the account; records that outlive it keep the row without the id.
      if (kind === "owned") expect(`${fk.table}.${fk.column} ${fk.rule}`).toBe(`${fk.table}.${fk.column} CASCADE`);
      if (kind === "pseudonymous" || kind === "anonymised" || kind === "authored") expect(`${fk.table}.${fk.column} ${fk.rule}`).toBe(`${fk.table}.${fk.column} SET NULL`);
    }
  });
});

describe("eliminazione dell'account: nessuna traccia in nessuna tabella", () => {
  it("dopo DELETE /api/user/account nessuna riga indica l'utente e nessun testo contiene la sua e-mail; l'e-mail può registrarsi di nuovo", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const admin = await ctx.signInAdmin();
    const day = new Date().toISOString().slice(0, 10);

    // A verified address: the newsletter signup of one's own address then links the account.
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, a.user.id));

    // Through the API, as the person would.
    expect((await call(a.agent, expensesContract.create).send({ description: "Spesa di A", amount: "1.234,50", category: "necessita", date: day })).status).toBe(201);
    expect((await call(b.agent, expensesContract.create).send({ description: "Spesa di B", amount: "10", category: "desideri", date: day })).status).toBe(201);
    // A private expense of A: its totals row is A's (household_category_totals.owner_user_id).
    expect((await call(a.agent, expensesContract.create).send({ description: "Spesa privata di A", amount: "5", category: "desideri", date: day, visibility: "private" })).status).toBe(201);
    expect((await call(a.agent, calculatorsContract.saveBudget).send({ monthlyIncome: "1.800" })).status).toBeLessThan(300);
    expect((await call(a.agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "100", years: 10, expectedReturn: "5" })).status).toBeLessThan(300);
    expect((await call(a.agent, chatContract.message).send({ message: `Ciao, sono ${a.email}: come risparmio?` })).status).toBe(200);
    expect((await call(a.agent, feedbackContract.submit).send({ type: "suggestion", message: `Scrivetemi a ${a.email}`, userEmail: a.email })).status).toBeLessThan(300);
    expect((await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "Da visitatore", userEmail: a.email })).status).toBeLessThan(300);
    expect((await call(a.agent, blogContract.subscribe).send({ email: a.email, source: "blog" })).status).toBeLessThan(300);
    expect((await call(a.agent, billingContract.demoTrial)).status).toBe(200);
    // A failed login leaves counters keyed by the address.
    expect((await call(ctx.visitor(), authContract.login).send({ email: a.email, password: "sbagliata" })).status).toBe(401);

    // Rows other features write for the user. A NEW TABLE with a user column: give it an entry in
    // personal-data.ts and insert one row of `a` here (the check below fails until you do).
    const [lesson] = await ctx.db.select({ id: lessons.id }).from(lessons).limit(1);
    await ctx.db.insert(userProgress).values({ userId: a.user.id, lessonId: lesson.id, completed: true, quizScore: 100, bestScore: 100, attempts: 1 });
    await ctx.db.insert(pointsLedger).values({ userId: a.user.id, amount: 10, reason: "test", refId: "x" });
    await ctx.db.insert(userBadges).values({ userId: a.user.id, badgeType: "first_step" });
    const [challenge] = await ctx.db
      .insert(challenges)
      .values({ code: "test", weekStart: day, title: "Sfida", description: "d", challengeType: "weekly", metric: "m", targetValue: 1, pointsReward: 5, startsAt: new Date(), endsAt: new Date() })
      .returning();
    await ctx.db.insert(userChallenges).values({ userId: a.user.id, challengeId: challenge.id });
    await ctx.db.insert(alerts).values({ userId: a.user.id, alertType: "t", title: "Avviso", message: "m", priority: "low", dedupeKey: "k" });
    await ctx.db.insert(pageViews).values({ occurredAt: new Date(), page: "/", visitorHash: "h", ipTruncated: "127.0.0.x", device: "desktop", browser: "x", source: "diretto", userId: a.user.id });
    // Account: a pending e-mail change (token row and the confirmation mail to the new address,
    // which contains A's address), and the household profile.
    const newAddress = `nuovo.${a.email}`;
    expect((await call(a.agent, accountContract.emailChange).send({ newEmail: newAddress, currentPassword: a.password })).status).toBeLessThan(300);
    expect(await countWhere("account_tokens", sql`user_id = ${a.user.id} and email = ${newAddress}`)).toBe(1);
    expect(await countWhere("email_outbox", sql`to_email = ${newAddress}`)).toBe(1);
    await ctx.db.insert(accountTokens).values({ userId: a.user.id, purpose: "password_reset", tokenHash: `hash-${a.user.id}`, email: null, expiresAt: new Date(Date.now() + 3_600_000) });
    await ctx.db.insert(householdProfiles).values({ userId: a.user.id, monthlyIncome: "2500.00", householdSize: 3, children: 1, singleIncome: false, goal: null });
    // Expenses: an undo copy, a recurring rule with one month, an import fingerprint and mapping.
    const [aExpense] = await ctx.db.select({ id: expenses.id }).from(expenses).where(eq(expenses.userId, a.user.id)).limit(1);
    await ctx.db.insert(deletedExpenses).values({ id: 1_000_000 + a.user.id, userId: a.user.id, description: "Spesa annullabile di A", amount: "3.00", category: "desideri", subcategory: "altro", date: day, createdAt: new Date(), deletedAt: new Date() });
    const [rule] = await ctx.db
      .insert(recurringExpenses)
      .values({ userId: a.user.id, description: "Affitto di A", amount: "700.00", category: "necessita", subcategory: "altro", dayOfMonth: 5, startDate: day })
      .returning({ id: recurringExpenses.id });
    await ctx.db.insert(recurringOccurrences).values({ recurringId: rule.id, month: day.slice(0, 7), status: "added", expenseId: aExpense.id });
    // The import's rows are the household's, written by A (docs/expenses.md, "Della famiglia").
    const aHousehold = sql<number>`(select household_id from household_members where user_id = ${a.user.id})`;
    await ctx.db.insert(expenseImportFingerprints).values({ householdId: aHousehold, userId: a.user.id, fingerprint: `fp-${a.user.id}`, expenseId: aExpense.id });
    await ctx.db.insert(expenseImportMappings).values({ householdId: aHousehold, userId: a.user.id, headerKey: "data;descrizione;importo", dateColumn: 0, descriptionColumn: 1, amountColumn: 2 });
    await ctx.db.insert(expenseImportRules).values({ householdId: aHousehold, userId: a.user.id, pattern: "esselunga", subcategory: "spesa_alimentare", category: "necessita" });
    // The receipt of A's expense (docs/tax.md, "Ricevute"): goes with the account.
    const receiptPdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    await ctx.db.insert(expenseReceipts).values({ id: `ricevuta-${a.user.id}`.padEnd(22, "x"), expenseId: aExpense.id, userId: a.user.id, mimeType: "application/pdf", data: receiptPdf, size: receiptPdf.length });
    const [goal] = await ctx.db.insert(goals).values({ userId: a.user.id, name: "Fondo di A", kind: "emergency", targetAmount: "1000.00", monthlyAmount: "100.00" }).returning();
    // Goals, contributions, debts and income stay with the household (B joins it below) without
    // their author (docs/household.md, "Obiettivi, debiti, entrate e profilo"): their texts are the
    // household's, so they carry no address here, as A's shared expense.
    await ctx.db.insert(goalContributions).values({ goalId: goal!.id, userId: a.user.id, amount: "50.00", date: day, note: "Nota di A" });
    await ctx.db.update(expenses).set({ goalId: goal!.id }).where(eq(expenses.id, aExpense.id));
    await ctx.db.insert(debts).values({ userId: a.user.id, name: "Debito di A", balance: "2000.00", rate: "7.50", minPayment: "60.00" });
    await ctx.db.insert(incomeEntries).values({ userId: a.user.id, kind: "salary", amount: "1800.50", date: day, note: "Stipendio di A" });
    await ctx.db.insert(categoryBudgets).values({ userId: a.user.id, subcategory: "spesa_alimentare", amount: "400.00", carryOver: true });
    await ctx.db.insert(budgetSplits).values({ userId: a.user.id, necessities: 60, wants: 25, savings: 15 });
    // Learning: a literacy check-up, a day of activity, a question to review.
    const [question] = await ctx.db.select({ id: quizQuestions.id }).from(quizQuestions).limit(1);
    await ctx.db.insert(literacyChecks).values({ userId: a.user.id, knowledge: 3, behaviour: 2, attitude: 3.5, answers: { k1: 1 } });
    await ctx.db.insert(activityDays).values({ userId: a.user.id, day }).onConflictDoNothing(); // the API calls above may have recorded it
    await ctx.db.insert(reviewItems).values({ userId: a.user.id, questionId: question.id, dueOn: day });
    // A was an administrator too: what they did stays, pseudonymous.
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.user.id));
    await ctx.db.insert(premiumGrants).values({ userId: b.user.id, adminId: a.user.id, action: "grant", until: null });
    await ctx.db.insert(premiumGrants).values({ userId: a.user.id, adminId: b.user.id, action: "grant", until: null });
    await ctx.db.insert(contentIdeas).values({ title: "Idea", type: "blog", targetKeyword: "k", difficulty: "easy", createdBy: a.user.id });
    await ctx.db.insert(aiGenerations).values({ adminId: a.user.id, keyword: "k", mode: "single", status: "ok" });
    await ctx.db.insert(emailOutbox).values({ toEmail: a.email, subject: "Ciao", body: `Per ${a.email}`, dueAt: new Date() });
    await ctx.db.insert(blogImages).values({ mimeType: "image/png", data: Buffer.from([1, 2, 3]), width: 1, height: 1, createdBy: a.user.id });
    const [article] = await ctx.db.select({ id: blogArticles.id }).from(blogArticles).limit(1);
    await ctx.db.insert(blogRevisions).values({
      articleId: article.id,
      status: "draft",
      authorId: a.user.id,
      snapshot: { title: "T", slug: "t", excerpt: "e", category: "c", tags: [], body: "b", coverImageId: null, coverUrl: null, coverAlt: null, seoTitle: null, seoDescription: null },
    });
    // The audit log: an action of A (on B), and one of B on A (the e-mail passed in is dropped).
    const audit = createAuditLog(ctx.deps);
    await audit.recordAdminAction({ actorId: a.user.id, action: "premium.grant", target: { type: "user", id: b.user.id }, after: { isPremium: true } });
    await audit.recordAdminAction({ actorId: b.user.id, action: "user.disable", target: { type: "user", id: a.user.id }, before: { email: a.email, disabledAt: null }, after: { disabledAt: "x" } });
    await ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, a.user.id));
    void admin;

    // The household (docs/household.md): B joins A's household, A has a pending invitation out.
    await joinHousehold(ctx, a, "editor", b);
    expect((await call(a.agent, householdContract.invite).send({ email: `invitato.${a.email}`, role: "viewer" })).status).toBe(201);

    const id = a.user.id;
    const columns = await userIdColumns();
    // Not vacuous: every user column of every table holds a row of A (a new table: fill it above).
    for (const c of columns) {
      const where = c.table === "users" ? null : sql`${sql.identifier(c.column)} = ${id}`;
      if (where) expect(await countWhere(c.table, where), `${c.table}.${c.column} senza righe dell'utente: popolala in questo test`).toBeGreaterThan(0);
    }
    const bExpensesBefore = await countWhere("expenses", sql`user_id = ${b.user.id}`);
    const grantsBefore = await countWhere("premium_grants", sql`true`);
    const auditBefore = await countWhere("admin_audit", sql`true`);
    // The keyed hash the log wrote for A (admin/audit.service.ts personRef), as actor and as target.
    const [{ actorRef: auditRef }] = await ctx.db.select({ actorRef: adminAudit.actorRef }).from(adminAudit).where(eq(adminAudit.actorId, id));
    expect(auditRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await countWhere("admin_audit", sql`target_user_id = ${id} and target_user_ref = ${auditRef}`)).toBe(1);

    // Wrong password or word: 400, nothing deleted.
    expect((await call(a.agent, accountDataContract.deleteAccount).send({ password: "sbagliata", confirmation: "ELIMINA" })).status).toBe(400);
    const wrongWord = await call(a.agent, accountDataContract.deleteAccount).send({ password: a.password, confirmation: "elimina" });
    expect(wrongWord.status).toBe(400);
    expect(wrongWord.body.message).toBe("Per confermare scrivi ELIMINA in maiuscolo");
    expect(await countWhere("users", sql`id = ${id}`)).toBe(1);

    const res = await call(a.agent, accountDataContract.deleteAccount).send({ password: a.password, confirmation: "ELIMINA" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Il tuo account e i tuoi dati sono stati eliminati.");
    // The session ended.
    expect((await call(a.agent, authContract.user)).status).toBe(401);

    for (const c of columns) {
      expect(await countWhere(c.table, sql`${sql.identifier(c.column)} = ${id}`), `${c.table}.${c.column} indica ancora l'utente`).toBe(0);
    }
    const needle = `%${a.email.toLowerCase()}%`;
    for (const c of await textColumns()) {
      expect(await countWhere(c.table, sql`lower(${sql.identifier(c.column)}::text) like ${needle}`), `${c.table}.${c.column} contiene ancora l'e-mail`).toBe(0);
    }
    expect(await countWhere("sessions", sql`(sess->'passport'->>'user') = ${String(id)}`)).toBe(0);
    const secret = ctx.deps.config.sessionSecret;
    for (const key of [`email:${a.email}`, a.email, `user:${id}`]) {
      expect(await countWhere("rate_limits", sql`key like ${`%:${rateLimitKeyHash(secret, key)}`}`), key).toBe(0);
    }

    // Only the allowed remains: the administrator's history, pseudonymous; anonymous page views.
    const ref = deletedUserRef(secret, id);
    expect(ref).toMatch(/^utente eliminato #[0-9a-f]{12}$/);
    const kept = await ctx.db.select().from(premiumGrants).where(eq(premiumGrants.userId, b.user.id));
    expect(kept.map((g) => ({ adminId: g.adminId, adminRef: g.adminRef }))).toEqual([{ adminId: null, adminRef: ref }]);
    expect(await countWhere("premium_grants", sql`true`)).toBe(grantsBefore - 1);
    expect(await countWhere("page_views", sql`user_id is null and visitor_hash = 'h'`)).toBe(1);
    // The audit log keeps every entry (append-only); A is only the keyed hash written with it.
    expect(await countWhere("admin_audit", sql`true`)).toBe(auditBefore);
    const asActor = await ctx.db.select().from(adminAudit).where(eq(adminAudit.actorRef, auditRef));
    expect(asActor.map((e) => ({ actorId: e.actorId, action: e.action, targetUserId: e.targetUserId, after: e.after }))).toEqual([
      { actorId: null, action: "premium.grant", targetUserId: b.user.id, after: { isPremium: true } },
    ]);
    const asTarget = await ctx.db.select().from(adminAudit).where(eq(adminAudit.targetUserRef, auditRef));
    expect(asTarget.map((e) => ({ actorId: e.actorId, targetUserId: e.targetUserId, before: e.before, after: e.after }))).toEqual([
      { actorId: b.user.id, targetUserId: null, before: { disabledAt: null }, after: { disabledAt: "x" } },
    ]);
    // Blog images and revisions A made stay, without the author.
    expect(await countWhere("blog_images", sql`created_by is null and width = 1 and height = 1`)).toBeGreaterThan(0);
    expect(await countWhere("blog_revisions", sql`author_id is null and article_id = ${article.id}`)).toBeGreaterThan(0);
    // A's recurring rule stays with the household (B's now) without its author, with its month
    // (docs/household.md, "Bollette ricorrenti, budget e ripartizione").
    expect(await countWhere("recurring_expenses", sql`id = ${rule.id} and user_id is null`)).toBe(1);
    expect(await countWhere("recurring_occurrences", sql`recurring_id = ${rule.id}`)).toBe(1);
    expect(await countWhere("email_outbox", sql`to_email = ${newAddress}`)).toBe(0);
    // The other user is untouched.
    expect(await countWhere("expenses", sql`user_id = ${b.user.id}`)).toBe(bExpensesBefore);
    expect((await call(b.agent, authContract.user)).status).toBe(200);
    // B keeps the household A owned, now as its owner, alone (docs/household.md, "Entrare e uscire").
    const bHousehold = await call(b.agent, householdContract.get);
    expect(bHousehold.body).toMatchObject({ role: "owner", members: [expect.objectContaining({ userId: b.user.id })] });
    expect(bHousehold.body.members).toHaveLength(1);
    expect(await ctx.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.userId, b.user.id))).toEqual([]);

    // The address is free again.
    const again = await call(ctx.agent(), authContract.register).send({ email: a.email, password: "nuova-password" });
    expect(again.status).toBe(201);
  });

  it("dopo un cambio di e-mail, l'avviso mandato al vecchio indirizzo se ne va con l'account", async () => {
    const u = await ctx.signUp();
    const newAddress = `nuovo.${u.user.id}@esempio.it`;
    expect((await call(u.agent, accountContract.emailChange).send({ newEmail: newAddress, currentPassword: u.password })).status).toBe(202);
    const token = await accountLinkToken(ctx, newAddress, "email_change");
    expect((await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token })).status).toBe(200);
    expect(await countWhere("email_outbox", sql`to_email = ${u.email} and scenario = 'email_changed_notice'`)).toBe(1);

    expect((await call(u.agent, accountDataContract.deleteAccount).send({ password: u.password, confirmation: "ELIMINA" })).status).toBeLessThan(300);
    expect(await countWhere("email_outbox", sql`to_email = ${u.email} or to_email = ${newAddress}`)).toBe(0);
  });

  it("un visitatore riceve 401; senza parola di conferma o password: 400 con il messaggio in italiano", async () => {
    expect((await call(ctx.visitor(), accountDataContract.deleteAccount).send({ password: "x", confirmation: "ELIMINA" })).status).toBe(401);
    const { agent } = await ctx.signUp();
    const res = await call(agent, accountDataContract.deleteAccount).send({ confirmation: "ELIMINA" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Inserisci la tua password attuale");
    const wrong = await call(agent, accountDataContract.deleteAccount).send({ password: "non-e-lei", confirmation: "ELIMINA" });
    expect(wrong.body.message).toBe("Password non corretta: l'account non è stato eliminato");
    expect((await call(agent, authContract.user)).status).toBe(200);
  });
});
