import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, accountLinkToken, createTestContext, fixedClock, latestAccountMail, type TestContext } from "../../test/harness";
import { accountTokens, emailOutbox } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { authContract } from "@shared/contracts/auth";
import { emailAutomationContract } from "@shared/contracts/email-automation";

// Password reset end to end (docs/accounts.md, "Password reset").
const clock = fixedClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  // Limits high enough for this file's requests from one address; the limits' own test sets them low.
  ctx = await createTestContext({ clock, config: { PASSWORD_RESET_LIMIT_PER_IP: "1000", PASSWORD_RESET_LIMIT_PER_EMAIL: "100" } });
});
afterAll(() => ctx.close());

const RESET_MESSAGE = "Se l'indirizzo corrisponde a un account, riceverai a breve un'email con il link per reimpostare la password.";
const LINK_INVALID = "Il link non è valido o è scaduto. Chiedine uno nuovo.";

describe("POST /api/auth/password-reset", () => {
  it("risponde 202 con lo stesso corpo, byte per byte, per un indirizzo noto e uno sconosciuto; la mail parte solo per il noto", async () => {
    const { email } = await ctx.signUp();
    const unknown = `nessuno.${Date.now()}@esempio.it`;
    const known = await call(ctx.visitor(), accountContract.passwordReset).send({ email: email.toUpperCase() });
    const other = await call(ctx.visitor(), accountContract.passwordReset).send({ email: unknown });
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(known.text).toBe(other.text);
    expect(JSON.parse(known.text)).toEqual({ message: RESET_MESSAGE });
    expect(known.headers["content-length"]).toBe(other.headers["content-length"]);

    const mail = await latestAccountMail(ctx, email, "password_reset");
    expect(mail.subject).toBe("Reimposta la password di Finanza Familiare");
    expect(mail.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, unknown))).toEqual([]);
  });

  it("il token è salvato solo come hash", async () => {
    const { email } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const token = await accountLinkToken(ctx, email, "password_reset");
    const rows = (await ctx.db.select({ h: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.h);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).not.toContain(token);
    expect(rows.some((h) => h.includes(token))).toBe(false);
  });

  it("indirizzo non valido (due indirizzi, a capo): 400 in italiano, nessuna email", async () => {
    for (const email of ["a@esempio.it,b@esempio.it", "a@esempio.it\r\nBcc: x@esempio.it", ""]) {
      const res = await call(ctx.visitor(), accountContract.passwordReset).send({ email });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/email/i);
    }
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("imposta la password, chiude ogni altra sessione, fa entrare su questa; il link vale una volta; la vecchia password non vale più", async () => {
    const { email, password, agent: otherDevice } = await ctx.signUp();
    expect((await call(otherDevice, authContract.user)).status).toBe(200);
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const token = await accountLinkToken(ctx, email, "password_reset");

    const browser = ctx.visitor();
    const ok = await call(browser, accountContract.passwordResetConfirm).send({ token, password: "nuova-segreta-9" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: "Password reimpostata: ora sei connesso" });
    expect((await call(browser, authContract.user)).body.email).toBe(email);
    // The session that was signed in before the reset has ended.
    expect((await call(otherDevice, authContract.user)).status).toBe(401);

    expect((await call(ctx.visitor(), authContract.login).send({ email, password })).status).toBe(401);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password: "nuova-segreta-9" })).status).toBe(200);

    const again = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token, password: "terza-password-1" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_INVALID);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password: "nuova-segreta-9" })).status).toBe(200);
  });

  it("un link scaduto (più di un'ora, orologio dei test) risponde 400 in italiano e non cambia nulla", async () => {
    const { email, password } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const token = await accountLinkToken(ctx, email, "password_reset");
    clock.advance(60 * 60_000 + 1000);
    try {
      const res = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token, password: "nuova-segreta-9" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "bad_request", message: LINK_INVALID });
      expect((await call(ctx.visitor(), authContract.login).send({ email, password })).status).toBe(200);
    } finally {
      clock.advance(-(60 * 60_000 + 1000));
    }
  });

  it("un link più vecchio smette di valere quando se ne chiede uno nuovo", async () => {
    const { email } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const first = await accountLinkToken(ctx, email, "password_reset");
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    await expect.poll(() => accountLinkToken(ctx, email, "password_reset")).not.toBe(first);
    const res = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token: first, password: "nuova-segreta-9" });
    expect(res.status).toBe(400);
  });

  it("token inventato o password corta: 400 in italiano", async () => {
    const bad = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token: "x".repeat(43), password: "nuova-segreta-9" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LINK_INVALID);
    const short = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token: "x".repeat(43), password: "123" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("La password deve avere almeno 6 caratteri");
  });

  it("la mail compare nella vista outbox dell'amministratore", async () => {
    const { email } = await ctx.signUp();
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    await latestAccountMail(ctx, email, "password_reset");
    const admin = await ctx.signInAdmin();
    const outbox = await call(admin.agent, emailAutomationContract.outbox).query({ limit: "50" });
    expect(outbox.status).toBe(200);
    expect(outbox.body.some((m: { toEmail: string; scenario: string }) => m.toEmail === email && m.scenario === "password_reset")).toBe(true);
  });
});

describe("limiti della richiesta (configurazione)", () => {
  it("per indirizzo e per connessione: oltre il limite 429 in italiano, uguale per indirizzi noti e sconosciuti", async () => {
    const limited = await createTestContext({ config: { PASSWORD_RESET_LIMIT_PER_EMAIL: "2", PASSWORD_RESET_LIMIT_PER_IP: "5" } });
    try {
      const { email } = await limited.signUp();
      for (const target of [email, "sconosciuto@esempio.it"]) {
        for (let i = 0; i < 2; i++) expect((await call(limited.visitor(), accountContract.passwordReset).send({ email: target })).status).toBe(202);
        const over = await call(limited.visitor(), accountContract.passwordReset).send({ email: target });
        expect(over.status).toBe(429);
        expect(over.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
      }
      // 6 requests so far from this address: the per-connection limit (5) now refuses a new address too.
      const ip = await call(limited.visitor(), accountContract.passwordReset).send({ email: "altro@esempio.it" });
      expect(ip.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
