import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness";

// Second probe (issue 37, docs/security.md "Seconda sonda (issue 37)"): the admin role change's
// password re-check is limited (docs/operations.md, "Utenti").
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { ADMIN_PASSWORD_FAILURES_PER_HOUR: "5" } });
});
afterAll(() => ctx.close());

describe("PUT /api/admin/users/:id/admin: tentativi della password", () => {
  it("oltre ADMIN_PASSWORD_FAILURES_PER_HOUR password sbagliate, 429 in italiano anche con quella giusta, e il ruolo non cambia", async () => {
    const admin = await ctx.signInAdmin();
    const target = await ctx.signUp();
    const url = `/api/admin/users/${target.user.id}/admin`;
    for (let i = 0; i < 5; i++) {
      const wrong = await admin.agent.put(url).send({ isAdmin: true, currentPassword: `sbagliata-${i}` });
      expect([wrong.status, wrong.body.message]).toEqual([400, "La password attuale non è corretta"]);
    }
    const right = await admin.agent.put(url).send({ isAdmin: true, currentPassword: admin.password });
    expect([right.status, right.body.message]).toEqual([429, "Troppi tentativi. Riprova tra qualche minuto."]);
    expect((await admin.agent.get(`/api/admin/users/${target.user.id}`)).body.isAdmin).toBe(false);
    // Another administrator is not held back by this one's mistakes.
    const other = await ctx.signInAdmin();
    expect((await other.agent.put(url).send({ isAdmin: true, currentPassword: other.password })).status).toBe(200);
  });
});
