import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createTestContext, fixedClock, readMailFiles, runDueOnce, subscribeConfirmed, type TestContext } from "../../test/harness";
import { emailOutbox } from "../../db/schema";
import { marketingModule } from "./marketing.module";
import { accountContract } from "@shared/contracts/account";
import { adminContract } from "@shared/contracts/admin";
import { emailAutomationContract } from "@shared/contracts/email-automation";

// The admin's outbox view shows no working one-time link (docs/security.md, "Seconda sonda
// (issue 37)"; docs/email-automation.md, "Link monouso"): masked while pending, the text dropped
// once sent, every read audited, one audited reveal of a pending mail's link; without SMTP outside
// production every mail is also a .eml file in DATA_DIR/mail.
const clock = fixedClock("2026-11-20T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { EMAIL_WORKER_INTERVAL_MS: "0" } });
});
afterAll(() => ctx.close());

/** Every token of every link in the stored mails to this address (read from the database rows, as they were queued). */
async function storedTokens(email: string): Promise<string[]> {
  const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(emailOutbox.id);
  return rows.flatMap((r) => [...r.body.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((m) => m[1]!));
}

async function outboxOf(agent: Awaited<ReturnType<TestContext["signInAdmin"]>>["agent"], email: string) {
  const res = await call(agent, emailAutomationContract.outbox).query({ limit: "200" });
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: number; toEmail: string; scenario: string; body: string | null; status: string; subject: string; sentAt: string | null }>).filter((m) => m.toEmail === email);
}

async function auditActions(agent: Awaited<ReturnType<TestContext["signInAdmin"]>>["agent"]): Promise<Array<{ action: string; targetType: string; targetId: string | null; after: Record<string, unknown> | null }>> {
  const res = await call(agent, adminContract.audit).query({ page: "1" });
  expect(res.status).toBe(200);
  return res.body.items;
}

/**
 * The reset mail of `email`, once queued: the reset answers 202 before its mail is written (the same
 * answer for known and unknown addresses), so on a real PostgreSQL the row may come a moment later.
 */
async function queuedReset(db: TestContext["db"], email: string) {
  let row: typeof emailOutbox.$inferSelect | undefined;
  await expect
    .poll(async () => {
      [row] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.scenario, "password_reset"))).orderBy(desc(emailOutbox.id)).limit(1);
      return row !== undefined;
    }, { timeout: 10_000 })
    .toBe(true);
  return row!;
}

describe("outbox dell'admin: link monouso", () => {
  it("verifica, reimpostazione, cambio email, newsletter e disiscrizione: nessun token funzionante nella risposta", async () => {
    const { email, password, agent } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    await subscribeConfirmed(ctx, email);
    const newEmail = `nuovo.${email}`;
    await call(agent, accountContract.emailChange).send({ newEmail, currentPassword: password }).expect(202);
    const admin = await ctx.signInAdmin();
    await call(admin.agent, emailAutomationContract.trigger).send({ triggerType: "blog_signup", metadata: { email } }).expect(200);

    const tokens = [...(await storedTokens(email)), ...(await storedTokens(newEmail))];
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    const res = await call(admin.agent, emailAutomationContract.outbox).query({ limit: "200" });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const t of tokens) expect(text).not.toContain(t);
    const mine = (await outboxOf(admin.agent, email)).concat(await outboxOf(admin.agent, newEmail));
    // (and the notice to the current address of an e-mail change, with its cancel link, where it exists)
    expect(mine.map((m) => m.scenario)).toEqual(expect.arrayContaining(["email_verify", "password_reset", "newsletter_confirm", "email_change", "blog_signup"]));
    // Still a readable mail: the page the link opens, its token hidden.
    const reset = mine.find((m) => m.scenario === "password_reset")!;
    expect(reset.body).toMatch(/\/reset-password\?token=\[nascosto\]/);
    expect(reset.subject).toBe("Reimposta la password di Finanza Familiare");
  });

  it("ogni lettura dell'outbox entra nel registro delle azioni admin", async () => {
    const admin = await ctx.signInAdmin();
    await call(admin.agent, emailAutomationContract.outbox).query({ limit: "7" }).expect(200);
    const [last] = await auditActions(admin.agent);
    expect(last).toMatchObject({ action: "email.outbox.read", targetType: "email_outbox", after: { limit: 7 } });
  });

  it("una volta inviata, il testo della mail non è più conservato: restano oggetto, destinatario, stato e date", async () => {
    const { email } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const queued = await queuedReset(ctx.db, email);
    await runDueOnce(ctx.deps);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: "outbox", body: "" });
    const admin = await ctx.signInAdmin();
    const reset = (await outboxOf(admin.agent, email)).find((m) => m.scenario === "password_reset")!;
    expect(reset).toMatchObject({ status: "outbox", body: null, subject: "Reimposta la password di Finanza Familiare", toEmail: email });
    expect(reset.sentAt).not.toBeNull();
  });
});

describe("POST /api/email/automation/outbox/:id/reveal", () => {
  it("mostra una volta il link di una mail non ancora inviata, e lo registra; poi 409; 404 senza link o mail", async () => {
    const { email } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    await queuedReset(ctx.db, email);
    const [token] = await storedTokens(email).then((ts) => ts.slice(-1));
    const admin = await ctx.signInAdmin();
    const reset = (await outboxOf(admin.agent, email)).find((m) => m.scenario === "password_reset")!;

    const shown = await call(admin.agent, emailAutomationContract.revealLink, { params: { id: reset.id } }).send({});
    expect(shown.status).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.body).toEqual({ link: `http://localhost:5000/reset-password?token=${token}` });
    const [entry] = await auditActions(admin.agent);
    expect(entry).toMatchObject({ action: "email.outbox.reveal", targetType: "email_outbox", targetId: String(reset.id) });
    expect(JSON.stringify(entry)).not.toContain(token!);

    const again = await call(admin.agent, emailAutomationContract.revealLink, { params: { id: reset.id } }).send({});
    expect([again.status, again.body.message]).toEqual([409, "Il link di questa email è già stato mostrato una volta"]);

    // Sent: nothing left to reveal.
    const other = await ctx.signUp();
    await runDueOnce(ctx.deps);
    const verify = (await outboxOf(admin.agent, other.email)).find((m) => m.scenario === "email_verify")!;
    const sent = await call(admin.agent, emailAutomationContract.revealLink, { params: { id: verify.id } }).send({});
    expect([sent.status, sent.body.message]).toEqual([409, "L'email è già stata inviata: il suo link non si può più mostrare"]);

    const missing = await call(admin.agent, emailAutomationContract.revealLink, { params: { id: 999999999 } }).send({});
    expect([missing.status, missing.body.message]).toEqual([404, "Email non trovata"]);
    const bad = await call(admin.agent, emailAutomationContract.revealLink, { params: { id: "abc" } }).send({});
    expect([bad.status, bad.body.message]).toEqual([404, "Email non trovata"]);
  });

  it("visitatori 401, utenti 403", async () => {
    expect((await call(ctx.visitor(), emailAutomationContract.revealLink, { params: { id: 1 } }).send({})).status).toBe(401);
    const u = await ctx.signUp();
    const res = await call(u.agent, emailAutomationContract.revealLink, { params: { id: 1 } }).send({});
    expect([res.status, res.body.message]).toEqual([403, "Accesso riservato agli amministratori"]);
  });
});

describe("file .eml in DATA_DIR/mail senza SMTP", () => {
  const dirs: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), "ff-mail-"));
    dirs.push(d);
    return d;
  };
  const start = (c: TestContext) => {
    const stop = marketingModule.create(c.deps).start?.();
    if (stop) stops.push(stop);
  };

  it("ogni mail, quando è messa in coda, diventa un file RFC 822 con il link funzionante; la cartella nasce da sé", async () => {
    const dataDir = tempDir();
    const c = await createTestContext({ clock, config: { DATA_DIR: dataDir, MAIL_FILES: "auto", EMAIL_WORKER_INTERVAL_MS: "0" } });
    try {
      start(c);
      const { email } = await c.signUp();
      await call(c.visitor(), accountContract.passwordReset).send({ email }).expect(202);
      const row = await queuedReset(c.db, email);
      const link = /http:\S+token=[A-Za-z0-9_-]+/.exec(row.body)![0];
      await expect.poll(async () => (await readMailFiles(dataDir)).length, { timeout: 5000 }).toBe(2);
      const files = await readMailFiles(dataDir);
      expect(files.map((f) => f.name)).toEqual([...files.map((f) => f.name)].sort());
      const reset = files.find((f) => f.subject === "Reimposta la password di Finanza Familiare")!;
      expect(reset.name).toMatch(/^2026-11-20T10-00-00-000Z-\d{10}\.eml$/);
      expect(reset.to).toBe(email);
      expect(reset.headers).toMatch(/^MIME-Version: 1\.0$/m);
      expect(reset.text).toContain(link);
    } finally {
      await c.close();
    }
  });

  it("al massimo MAIL_FILES_KEEP file: i più vecchi sono cancellati", async () => {
    const dataDir = tempDir();
    const c = await createTestContext({ clock, config: { DATA_DIR: dataDir, MAIL_FILES: "auto", EMAIL_WORKER_INTERVAL_MS: "0", MAIL_FILES_KEEP: "2" } });
    try {
      start(c);
      const { email } = await c.signUp();
      for (let i = 0; i < 2; i++) {
        clock.advance(1000);
        await call(c.visitor(), accountContract.passwordReset).send({ email }).expect(202);
      }
      await expect.poll(async () => (await readMailFiles(dataDir)).map((f) => f.subject), { timeout: 5000 }).toEqual(["Reimposta la password di Finanza Familiare", "Reimposta la password di Finanza Familiare"]);
    } finally {
      clock.set("2026-11-20T10:00:00Z");
      await c.close();
    }
  });

  it("con SMTP_URL, o in produzione, nessun file; in produzione senza SMTP un avviso all'avvio", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const config of [
      { SMTP_URL: "smtp://127.0.0.1:1" },
      { NODE_ENV: "production", SESSION_SECRET: "segreto-di-produzione-dei-test-lungo-abbastanza" },
    ]) {
      const dataDir = tempDir();
      const c = await createTestContext({ clock, config: { DATA_DIR: dataDir, MAIL_FILES: "auto", EMAIL_WORKER_INTERVAL_MS: "0", COOKIE_SECURE: "auto", ...config } });
      try {
        start(c);
        const { email } = await c.signUp();
        await call(c.visitor(), accountContract.passwordReset).send({ email }).expect(202);
        await new Promise((r) => setTimeout(r, 300));
        expect(fs.existsSync(path.join(dataDir, "mail"))).toBe(false);
      } finally {
        await c.close();
      }
    }
    const warnings = warn.mock.calls.map((args) => args.join(" "));
    expect(warnings.filter((w) => w.includes("SMTP_URL"))).toEqual([
      "[mail] Produzione senza SMTP_URL: le email dell'account (verifica, reimpostazione della password, cambio email) non arrivano a nessuno. Configura SMTP_URL (docs/operations.md).",
    ]);
  });
});
