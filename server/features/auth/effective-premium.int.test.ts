import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, joinHousehold, type TestContext } from "../../test/harness";
import { authContract } from "@shared/contracts/auth";

// The sign-in and registration answers carry the user as the session sees them, with the
// effective Premium (their own or the household owner's: docs/household.md, "Un piano per la
// famiglia"), so a partner sees Premium at once after signing in (docs/accounts.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("Premium effettivo nelle risposte di accesso e registrazione", () => {
  it("il partner di un titolare Premium accede e la risposta dice Premium, come GET /api/auth/user", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "viewer");
    const agent = ctx.agent();
    const login = await call(agent, authContract.login).send({ email: partner.email, password: partner.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { id: partner.user.id, email: partner.email, isPremium: true } });
    expect(login.body.user).not.toHaveProperty("household");
    const me = await call(agent, authContract.user);
    expect(me.body).toMatchObject({ id: partner.user.id, isPremium: true });
    expect(me.body).not.toHaveProperty("household");
  });

  it("un utente gratuito che accede o si registra riceve isPremium false", async () => {
    const email = `nuovo.${Date.now()}@esempio.it`;
    const reg = await call(ctx.agent(), authContract.register).send({ email, password: "password123" });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ success: true, user: { email, isPremium: false, isAdmin: false } });
    const login = await call(ctx.agent(), authContract.login).send({ email, password: "password123" });
    expect(login.body).toMatchObject({ user: { email, isPremium: false } });
  });
});
