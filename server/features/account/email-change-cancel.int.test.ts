import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, accountLinkToken, createTestContext, latestAccountMail, type TestContext } from "../../test/harness";
import { users } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { authContract } from "@shared/contracts/auth";

// Issue 37, finding 2 (docs/accounts.md, "E-mail change"; docs/security.md, "Seconda sonda"): a
// pending e-mail change dies with a password change, a password reset or "Esci da tutti", and the
// current address is told of every request, with a single-use link that cancels it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { PASSWORD_RESET_LIMIT_PER_IP: "1000", PASSWORD_RESET_LIMIT_PER_EMAIL: "100" } });
});
afterAll(() => ctx.close());

const LINK_INVALID = "Il link non è valido o è scaduto. Chiedine uno nuovo.";
let n = 0;
const attackerAddress = () => `intruso.${Date.now()}.${++n}@esempio.it`;

/** Someone who knows the password, signed in on their own browser, asks to move the account to their address. */
async function pendingChange(email: string, password: string): Promise<{ newEmail: string; token: string }> {
  const intruder = ctx.agent();
  expect((await call(intruder, authContract.login).send({ email, password })).status).toBe(200);
  const newEmail = attackerAddress();
  await call(intruder, accountContract.emailChange).send({ newEmail, currentPassword: password }).expect(202);
  return { newEmail, token: await accountLinkToken(ctx, newEmail, "email_change") };
}

async function emailOf(userId: number): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function expectConfirmRefused(token: string, userId: number, email: string) {
  const res = await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(LINK_INVALID);
  expect(await emailOf(userId)).toBe(email);
}

describe("un cambio email in sospeso non sopravvive al recupero dell'account", () => {
  it("il proprietario cambia la password: il link di cambio non vale più", async () => {
    const { agent, email, password, user } = await ctx.signUp();
    const { token } = await pendingChange(email, password);
    await call(agent, accountContract.password).send({ currentPassword: password, newPassword: "nuova-password-1" }).expect(200);
    await expectConfirmRefused(token, user.id, email);
  });

  it("il proprietario reimposta la password: il link di cambio e gli altri link di reimpostazione non valgono più", async () => {
    const { email, password, user } = await ctx.signUp();
    const { token } = await pendingChange(email, password);
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const reset = await accountLinkToken(ctx, email, "password_reset");
    const done = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token: reset, password: "reimpostata-1" });
    expect(done.status).toBe(200);
    await expectConfirmRefused(token, user.id, email);
  });

  it("il proprietario sceglie \"Esci da tutti gli altri dispositivi\": il link di cambio e i link di reimpostazione non valgono più", async () => {
    const { agent, email, password, user } = await ctx.signUp();
    const { token } = await pendingChange(email, password);
    await call(ctx.visitor(), accountContract.passwordReset).send({ email }).expect(202);
    const reset = await accountLinkToken(ctx, email, "password_reset");
    await call(agent, accountContract.endOtherSessions).expect(200);
    await expectConfirmRefused(token, user.id, email);
    const late = await call(ctx.visitor(), accountContract.passwordResetConfirm).send({ token: reset, password: "reimpostata-2" });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(LINK_INVALID);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password })).status).toBe(200);
  });
});

describe("l'indirizzo attuale è avvisato di ogni richiesta e può annullarla", () => {
  it("un'email in italiano all'indirizzo attuale con un link monouso che annulla il cambio, senza accesso", async () => {
    const { email, password, user } = await ctx.signUp();
    const { newEmail, token } = await pendingChange(email, password);

    const notice = await latestAccountMail(ctx, email, "email_change_requested");
    expect(notice.subject).toBe("Richiesta di cambio dell'indirizzo email del tuo account Finanza Familiare");
    expect(notice.body).toContain(newEmail);
    expect(notice.body).toMatch(/\/account\/annulla-cambio-email\?token=[A-Za-z0-9_-]{43}/);
    expect(notice.body).toContain("Se non sei stato tu");
    const cancelToken = await accountLinkToken(ctx, email, "email_change_requested");

    const cancel = await call(ctx.visitor(), accountContract.emailChangeCancel).send({ token: cancelToken });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe("Cambio dell'indirizzo annullato: l'account resta collegato a questo indirizzo. Se non l'hai chiesto tu, cambia la password.");
    await expectConfirmRefused(token, user.id, email);

    const again = await call(ctx.visitor(), accountContract.emailChangeCancel).send({ token: cancelToken });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_INVALID);
  });

  it("il link di annullamento vale per ogni richiesta in sospeso, anche per quelle fatte dopo di lui", async () => {
    const { email, password, user } = await ctx.signUp();
    await pendingChange(email, password);
    const firstCancel = await accountLinkToken(ctx, email, "email_change_requested");
    const { token: second } = await pendingChange(email, password);
    await call(ctx.visitor(), accountContract.emailChangeCancel).send({ token: firstCancel }).expect(200);
    await expectConfirmRefused(second, user.id, email);
  });

  it("un link inventato, vuoto o di un altro tipo: 400 in italiano, nulla cambia", async () => {
    const { email, password, user } = await ctx.signUp();
    const { newEmail, token } = await pendingChange(email, password);
    const verify = await accountLinkToken(ctx, email, "email_verify");
    for (const body of [{ token: "x".repeat(43) }, { token: verify }, { token }]) {
      const res = await call(ctx.visitor(), accountContract.emailChangeCancel).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(LINK_INVALID);
    }
    // The change link itself still works: nothing was cancelled.
    expect((await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token })).status).toBe(200);
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it("dopo la conferma del cambio il link di annullamento non vale più", async () => {
    const { email, password } = await ctx.signUp();
    const { token } = await pendingChange(email, password);
    const cancelToken = await accountLinkToken(ctx, email, "email_change_requested");
    await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token }).expect(200);
    const res = await call(ctx.visitor(), accountContract.emailChangeCancel).send({ token: cancelToken });
    expect(res.status).toBe(400);
  });
});
