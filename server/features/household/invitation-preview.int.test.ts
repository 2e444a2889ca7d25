import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountLinkToken, call, createTestContext, type TestContext } from "../../test/harness";
import { users } from "../../db/schema";
import { householdContract as api } from "@shared/contracts/household";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// GET /api/household/invitations/preview (docs/household.md, "Il link d'invito"): the join page
// names who invites, into which household and with which role, without using the token.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { HOUSEHOLD_INVITATION_PREVIEW_FAILURES_PER_IP: "1000" } });
});
afterAll(() => ctx.close());

async function invitation(displayName: string | null) {
  const owner = await ctx.signUp();
  await ctx.db.update(users).set({ displayName, firstName: null }).where(eq(users.id, owner.user.id));
  const email = `invitato.${owner.user.id}@esempio.it`;
  await call(owner.agent, api.invite, { body: { email, role: "editor" } }).expect(201);
  return { owner, email, token: await accountLinkToken(ctx, email, "household_invitation") };
}

describe("anteprima dell'invito", () => {
  it("dice chi invita, la famiglia, il ruolo e la scadenza, mai un indirizzo; non consuma il link", async () => {
    const { owner, email, token } = await invitation("Giulia");
    const seen = await call(ctx.visitor(), api.preview, { query: { token } });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ householdName: "La mia famiglia", inviterName: "Giulia", role: "editor", expiresAt: expect.any(String) });
    expect(JSON.stringify(seen.body)).not.toContain(owner.email);
    expect(JSON.stringify(seen.body)).not.toContain(email);
    expect((await call(ctx.visitor(), api.preview, { query: { token } })).status).toBe(200);

    // Still usable: the invitee registers and accepts; then the preview is the same 404.
    const invitee = await ctx.signUp(email);
    expect((await call(invitee.agent, api.accept, { body: { token } })).status).toBe(200);
    const used = await call(ctx.visitor(), api.preview, { query: { token } });
    expect(used.status).toBe(404);
    expect(used.body).toMatchObject({ code: "not_found", message: HOUSEHOLD_MESSAGES.tokenUnusable });
  });

  it("un invitante senza nome non viene indicato con l'indirizzo email", async () => {
    const { token } = await invitation(null);
    const seen = await call(ctx.visitor(), api.preview, { query: { token } });
    expect(seen.body).toMatchObject({ inviterName: null, role: "editor" });
  });

  it("un link inventato o revocato: 404 con lo stesso messaggio; un link malformato: 400", async () => {
    const { owner, token } = await invitation("Marco");
    const household = await call(owner.agent, api.get);
    await call(owner.agent, api.revokeInvitation, { params: { id: household.body.invitations[0].id } }).expect(204);
    const agent = ctx.visitor();
    for (const t of [token, "x".repeat(43)]) {
      const res = await call(agent, api.preview, { query: { token: t } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: HOUSEHOLD_MESSAGES.tokenUnusable });
    }
    expect((await call(agent, api.preview).query({ token: "corto" })).status).toBe(400);
  });

  it("troppi tentativi falliti dallo stesso indirizzo: 429", async () => {
    const strict = await createTestContext({ config: { HOUSEHOLD_INVITATION_PREVIEW_FAILURES_PER_IP: "2" } });
    try {
      const agent = strict.visitor();
      await call(agent, api.preview, { query: { token: "x".repeat(43) } }).expect(404);
      await call(agent, api.preview, { query: { token: "y".repeat(43) } }).expect(404);
      const limited = await call(agent, api.preview, { query: { token: "z".repeat(43) } });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe("rate_limited");
    } finally {
      await strict.close();
    }
  });
});
