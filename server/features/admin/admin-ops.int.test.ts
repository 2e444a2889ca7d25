import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, insertRawArticle, type TestContext, type Agent } from "../../test/harness";
import { adminAudit, domainEvents, emailOutbox, users } from "../../db/schema";
import { trackJob } from "../../ops/job-runs.repo";
import { ADMIN_OPS_MESSAGES as M } from "@shared/schemas/admin-ops";
import { adminContract } from "@shared/contracts/admin";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";
import { feedbackContract } from "@shared/contracts/feedback";

const clock = fixedClock("2026-11-20T10:00:00Z");
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  admin = await ctx.signInAdmin();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const auditOf = async (userId: number) => (await ctx.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, userId)).orderBy(adminAudit.id));

describe("nuovi endpoint amministrativi: solo per amministratori", () => {
  it("visitatore 401, gratuito e premium 403 su ogni endpoint, e nulla cambia", async () => {
    const target = await ctx.signUp();
    const free = await ctx.signUp();
    const premium = await ctx.signUpPremium();
    const id = target.user.id;
    const calls = [
      (a: Agent) => call(a, adminContract.users, { query: { q: "esempio" } }),
      (a: Agent) => call(a, adminContract.user, { params: { id } }),
      (a: Agent) => call(a, adminContract.setSignIn, { params: { id } }).send({ enabled: false }),
      (a: Agent) => call(a, adminContract.setRole, { params: { id } }).send({ isAdmin: true, currentPassword: target.password }),
      (a: Agent) => call(a, adminContract.audit),
      (a: Agent) => call(a, adminContract.health),
      (a: Agent) => call(a, adminContract.resendVerification, { params: { id } }),
    ];
    for (const [who, agent, status] of [["visitatore", ctx.visitor(), 401], ["gratuito", free.agent, 403], ["premium", premium.agent, 403]] as const) {
      for (const send of calls) {
        const req = send(agent);
        const res = await req;
        expect(res.status, `${who} ${req.method} ${req.url}`).toBe(status);
      }
    }
    const me = await call(target.agent, authContract.user);
    expect(me.status).toBe(200);
    expect(me.body.isAdmin).toBe(false);
  });
});

describe("utenti: ricerca, dettaglio, Premium con motivo", () => {
  it("trova un utente per parte dell'e-mail, pagina, e non mostra mai l'hash della password", async () => {
    const tag = `cerca${Date.now().toString(36)}`;
    const found = await ctx.signUp(`mario.${tag}@esempio.it`);
    const res = await call(admin.agent, adminContract.users, { query: { q: tag.slice(2, 9).toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: found.user.id, email: `mario.${tag}@esempio.it`, plan: { premium: false, until: null, subscriptionStatus: null }, points: 0, isAdmin: false, disabled: false }),
    ]);
    expect(res.body.items[0].lastSeenAt).toBeNull(); // registered, never signed in with the form
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    // LIKE wildcards are searched literally: "%" matches no e-mail here.
    expect((await call(admin.agent, adminContract.users, { query: { q: "%" } })).body.total).toBe(0);
    // A NUL in the search is dropped, not sent to PostgreSQL (it answered 500).
    const withNul = await call(admin.agent, adminContract.users, { query: { q: `${tag.slice(2, 5)}\u0000${tag.slice(5, 9)}` } });
    expect(withNul.status).toBe(200);
    expect(withNul.body.total).toBe(1);
    // Pages: ADMIN_PAGE_SIZE rows at most, the next page continues.
    const all = (await call(admin.agent, adminContract.users)).body;
    expect(all.pageSize).toBe(25);
    expect(all.items.length).toBe(Math.min(all.total, 25));
    expect((await call(admin.agent, adminContract.users, { query: { page: 0 } })).body).toMatchObject({ message: M.pageInvalid });
    expect((await call(admin.agent, adminContract.users, { query: { q: "x".repeat(101) } })).status).toBe(400);
    expect((await call(admin.agent, adminContract.user, { params: { id: 999999 } })).body).toEqual({ code: "not_found", message: M.userNotFound });
    expect((await call(admin.agent, adminContract.user, { params: { id: "abc" } })).status).toBe(404);
  });

  it("Premium per 30 giorni con un motivo: accesso subito, storico del piano e voce nel registro", async () => {
    const target = await ctx.signUp();
    const until = new Date(clock.now().getTime() + 30 * DAY).toISOString();
    const res = await call(admin.agent, billingContract.setPremium, { params: { id: target.user.id } }).send({ action: "grant", until, reason: "Rimborso per disservizio" });
    expect(res.status).toBe(200);
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(true);

    const detail = (await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body;
    expect(detail.plan).toMatchObject({ premium: true, until });
    expect(detail.planHistory).toEqual([{ at: clock.now().toISOString(), action: "grant", until, reason: "Rimborso per disservizio", byAdminId: expect.any(Number) }]);

    const entries = await auditOf(target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "premium.grant",
      targetType: "user",
      before: { premium: false, until: null },
      after: { premium: true, until, reason: "Rimborso per disservizio" },
    });
    const listed = (await call(admin.agent, adminContract.audit)).body;
    expect(listed.items[0]).toMatchObject({ action: "premium.grant", targetUserId: target.user.id, after: { reason: "Rimborso per disservizio" } });

    const tooLong = await call(admin.agent, billingContract.setPremium, { params: { id: target.user.id } }).send({ action: "remove", reason: "x".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect((await call(target.agent, authContract.user)).body.isPremium).toBe(true);
  });
});

describe("reinvio della verifica dell'e-mail", () => {
  it("manda un nuovo link all'indirizzo dell'utente, lo registra; già verificato: 409; sconosciuto: 404", async () => {
    const target = await ctx.signUp();
    const before = (await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body;
    expect(before.verified).toBe(false);
    const mailsOf = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, target.email))).filter((m) => m.scenario === "email_verify");
    const sentBefore = (await mailsOf()).length;
    const res = await call(admin.agent, adminContract.resendVerification, { params: { id: target.user.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.verificationSent);
    expect((await mailsOf()).length).toBe(sentBefore + 1);
    expect((await auditOf(target.user.id)).map((e) => e.action)).toEqual(["user.resend_verification"]);

    await ctx.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, target.user.id));
    expect((await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body.verified).toBe(true);
    const again = await call(admin.agent, adminContract.resendVerification, { params: { id: target.user.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyVerified);
    expect((await call(admin.agent, adminContract.resendVerification, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe("accesso disattivato e riattivato", () => {
  it("disattivare chiude le sessioni e impedisce l'accesso; riattivare lo ridà; ogni passo registrato", async () => {
    const target = await ctx.signUp();
    const other = await ctx.agent();
    expect((await call(other, authContract.login).send({ email: target.email, password: target.password })).status).toBe(200);
    const seen = (await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body;
    expect(seen.lastSeenAt).toBe(clock.now().toISOString());

    const off = await call(admin.agent, adminContract.setSignIn, { params: { id: target.user.id } }).send({ enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ disabled: true, disabledAt: clock.now().toISOString() });
    // Both sessions ended at once, and the password no longer signs in.
    expect((await call(target.agent, authContract.user)).status).toBe(401);
    expect((await call(other, authContract.user)).status).toBe(401);
    const refused = await call(ctx.agent(), authContract.login).send({ email: target.email, password: target.password });
    expect(refused.status).toBe(401);

    const on = await call(admin.agent, adminContract.setSignIn, { params: { id: target.user.id } }).send({ enabled: true });
    expect(on.body.disabled).toBe(false);
    expect((await call(ctx.agent(), authContract.login).send({ email: target.email, password: target.password })).status).toBe(200);
    expect((await auditOf(target.user.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["user.disable", { signIn: true }, { signIn: false }],
      ["user.enable", { signIn: false }, { signIn: true }],
    ]);
  });

  it("un amministratore non può disattivare se stesso; un input non valido non cambia nulla", async () => {
    const me = (await call(admin.agent, authContract.user)).body;
    const self = await call(admin.agent, adminContract.setSignIn, { params: { id: me.id } }).send({ enabled: false });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(M.notYourself);
    const bad = await call(admin.agent, adminContract.setSignIn, { params: { id: me.id } }).send({ enabled: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.enabledInvalid);
    expect((await call(admin.agent, authContract.user)).status).toBe(200);
  });
});

describe("ruolo di amministratore", () => {
  it("serve la password attuale, mai l'ultimo amministratore, e il cambio vale subito", async () => {
    const fresh = await createTestContext({ clock });
    try {
      const boss = await fresh.signInAdmin();
      const bossId = (await call(boss.agent, authContract.user)).body.id;
      const helper = await fresh.signUp();
      const setRole = (id: number) => call(boss.agent, adminContract.setRole, { params: { id } });

      const wrong = await setRole(helper.user.id).send({ isAdmin: true, currentPassword: "sbagliata" });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: M.passwordWrong });
      expect((await call(helper.agent, adminContract.audit)).status).toBe(403);

      // The only administrator cannot step down.
      const last = await setRole(bossId).send({ isAdmin: false, currentPassword: boss.password });
      expect(last.status).toBe(409);
      expect(last.body.message).toBe(M.lastAdmin);

      const made = await setRole(helper.user.id).send({ isAdmin: true, currentPassword: boss.password });
      expect(made.status).toBe(200);
      expect(made.body.isAdmin).toBe(true);
      expect((await call(helper.agent, adminContract.audit)).status).toBe(200);

      // Now there are two: the first may step down, and loses access at once.
      expect((await setRole(bossId).send({ isAdmin: false, currentPassword: boss.password })).status).toBe(200);
      expect((await call(boss.agent, adminContract.users)).status).toBe(403);
      const actions = (await fresh.db.select().from(adminAudit).orderBy(adminAudit.id)).map((e) => e.action);
      expect(actions).toEqual(["user.admin.grant", "user.admin.revoke"]);
    } finally {
      await fresh.close();
    }
  });
});

describe("registro: solo aggiunte, riferimento pseudonimo dopo la cancellazione", () => {
  it("il cambio di stato di un feedback è registrato senza il testo dell'autore", async () => {
    const id = (await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "Il grafico non si vede", userEmail: "autore@esempio.it" })).body.id;
    await call(admin.agent, feedbackContract.update, { params: { id } }).send({ status: "reviewed", adminNotes: "Verificato" });
    const [entry] = await ctx.db.select().from(adminAudit).where(sql`${adminAudit.action} = 'feedback.update' and ${adminAudit.targetId} = ${String(id)}`);
    expect(entry).toMatchObject({ targetType: "feedback", before: { status: "new", isHidden: false, hasNotes: false }, after: { status: "reviewed", isHidden: false, hasNotes: true } });
    expect(JSON.stringify(entry)).not.toMatch(/autore@|grafico|Verificato/);
  });

  it("UPDATE e DELETE sono rifiutati dal database; cancellare una persona lascia solo il riferimento pseudonimo", async () => {
    const actor = await ctx.signInAdmin();
    const actorId = (await call(actor.agent, authContract.user)).body.id;
    const target = await ctx.signUp();
    await call(actor.agent, adminContract.setSignIn, { params: { id: target.user.id } }).send({ enabled: false });
    const other = await ctx.signUp();
    await call(actor.agent, billingContract.setPremium, { params: { id: other.user.id } }).send({ action: "grant", reason: "Prova" });
    const [entry] = await ctx.db.select().from(adminAudit).where(eq(adminAudit.actorId, actorId)).orderBy(adminAudit.id);
    expect(entry.actorRef).toMatch(/^[\w-]{22}$/);

    await expect(ctx.db.update(adminAudit).set({ action: "nulla" }).where(eq(adminAudit.id, entry.id))).rejects.toThrow();
    await expect(ctx.db.delete(adminAudit).where(eq(adminAudit.id, entry.id))).rejects.toThrow();

    await ctx.db.delete(users).where(eq(users.id, actorId));
    await ctx.db.delete(users).where(eq(users.id, target.user.id));
    const [kept] = await ctx.db.select().from(adminAudit).where(eq(adminAudit.id, entry.id));
    expect(kept).toMatchObject({ actorId: null, targetUserId: null, actorRef: entry.actorRef, targetUserRef: entry.targetUserRef, action: "user.disable" });
    // The other person's plan history stays, without the deleted administrator's id.
    const history = (await call(admin.agent, adminContract.user, { params: { id: other.user.id } })).body.planHistory;
    expect(history).toEqual([expect.objectContaining({ action: "grant", reason: "Prova", byAdminId: null })]);
    const text = JSON.stringify(kept);
    expect(text).not.toContain(actor.email);
    expect(text).not.toContain(target.email);
  });
});

describe("stato del sito", () => {
  it("mail fallite e in attesa, articoli programmati scaduti, ultimo giro dei lavori, database", async () => {
    const fresh = await createTestContext({ clock, config: { HEALTH_LATE_AFTER_MS: "600000" } });
    try {
      const boss = await fresh.signInAdmin();
      const now = clock.now().getTime();
      const mail = (i: number, extra: Partial<typeof emailOutbox.$inferInsert>) => ({ toEmail: `m${i}@esempio.it`, subject: "Ciao", body: "Testo", dueAt: new Date(now), ...extra });
      await fresh.db.insert(emailOutbox).values([
        mail(1, { status: "failed", attempts: 5, lastError: "SMTP 550" }),
        mail(2, { status: "pending", attempts: 2, dueAt: new Date(now + 60_000) }),
        mail(3, { status: "pending", dueAt: new Date(now - 3_600_000) }),
        mail(4, { status: "pending", dueAt: new Date(now - 60_000) }), // within the grace period
        mail(5, { status: "sent", sentAt: new Date(now) }),
      ]);
      await insertRawArticle(fresh.db, { status: "scheduled", publishedAt: new Date(now - 2 * 3_600_000) });
      await insertRawArticle(fresh.db, { status: "scheduled", publishedAt: new Date(now + 3_600_000) });
      await trackJob({ db: fresh.db, clock }, "pulizia limiti", 3_600_000, async () => 1);
      // Domain events: one waiting, one given up on after its last attempt (docs/events.md).
      await fresh.db.insert(domainEvents).values([
        { name: "study.done", payload: { userId: 0 }, availableAt: new Date(now + 3_600_000) },
        { name: "study.done", payload: { userId: 0 }, availableAt: sql`'infinity'::timestamptz`, lastError: "giù" },
      ]);
      await expect(trackJob({ db: fresh.db, clock }, "invio email", 15_000, async () => Promise.reject(new Error("SMTP giù")))).rejects.toThrow();

      const h = (await call(boss.agent, adminContract.health)).body;
      expect(h.mail).toEqual({ failed: 1, waitingRetry: 1, overdue: 1, oldestOverdueAt: new Date(now - 3_600_000).toISOString() });
      expect(h.articles).toEqual({ missedSchedule: 1, oldestMissedAt: new Date(now - 2 * 3_600_000).toISOString() });
      expect(h.events).toEqual({ pending: 1, failed: 1 });
      expect(h.database.kind).toBe(fresh.database.kind);
      expect(h.database.sizeBytes).toBeGreaterThan(0);
      expect(h.jobs).toEqual([
        { name: "invio email", lastSuccessAt: null, lastErrorAt: clock.now().toISOString(), lastError: "SMTP giù", late: false },
        { name: "pulizia limiti", lastSuccessAt: clock.now().toISOString(), lastErrorAt: null, lastError: null, late: false },
      ]);
      // Three hours later the hourly job is late (two intervals plus the grace period).
      clock.advance(3 * 3_600_000);
      try {
        const later = (await call(boss.agent, adminContract.health)).body;
        expect(later.jobs.find((j: { name: string }) => j.name === "pulizia limiti").late).toBe(true);
      } finally {
        clock.advance(-3 * 3_600_000);
      }
    } finally {
      await fresh.close();
    }
  });
});
