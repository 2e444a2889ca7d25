import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { adminContract } from "@shared/contracts/admin";
import { billingContract } from "@shared/contracts/billing";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// Second probe (issue 37, docs/security.md "Seconda sonda (issue 37)"): the admin role change's
// password re-check is limited (docs/operations.md, "Utenti"); admin texts lose control
// characters and dates stay within 2000-2100 (shared/schemas/text.ts, date-range.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { ADMIN_PASSWORD_FAILURES_PER_HOUR: "5" } });
});
afterAll(() => ctx.close());

describe("PUT /api/admin/users/:id/admin: tentativi della password", () => {
  it("oltre ADMIN_PASSWORD_FAILURES_PER_HOUR password sbagliate, 429 in italiano anche con quella giusta, e il ruolo non cambia", async () => {
    const admin = await ctx.signInAdmin();
    const target = await ctx.signUp();
    const params = { id: target.user.id };
    for (let i = 0; i < 5; i++) {
      const wrong = await call(admin.agent, adminContract.setRole, { params }).send({ isAdmin: true, currentPassword: `sbagliata-${i}` });
      expect([wrong.status, wrong.body.message]).toEqual([400, "La password attuale non è corretta"]);
    }
    const right = await call(admin.agent, adminContract.setRole, { params }).send({ isAdmin: true, currentPassword: admin.password });
    expect([right.status, right.body.message]).toEqual([429, "Troppi tentativi. Riprova tra qualche minuto."]);
    expect((await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body.isAdmin).toBe(false);
    // Another administrator is not held back by this one's mistakes.
    const other = await ctx.signInAdmin();
    expect((await call(other.agent, adminContract.setRole, { params }).send({ isAdmin: true, currentPassword: other.password })).status).toBe(200);
  });
});

describe("testi e date degli amministratori (controlli, date fuori misura)", () => {
  it("un NUL nel motivo del Premium è tolto: 200, niente 500, e il motivo è salvato senza", async () => {
    const admin = await ctx.signInAdmin();
    const target = await ctx.signUp();
    const res = await call(admin.agent, billingContract.setPremium, { params: { id: target.user.id } }).send({ action: "grant", until: null, reason: "Rimborso\u0000 concordato\u0007" });
    expect(res.status).toBe(200);
    const detail = (await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body;
    expect(JSON.stringify(detail)).toContain("Rimborso concordato");
  });

  it("scadenza del Premium e pubblicazione programmata oltre l'anno 2100 (o prima del 2000): 400 in italiano, nulla cambia", async () => {
    const admin = await ctx.signInAdmin();
    const target = await ctx.signUp();
    for (const until of ["9999-12-31T23:59:59-14:00", "2100-01-02T00:00:00Z", "1970-01-01T00:00:00Z"]) {
      const res = await call(admin.agent, billingContract.setPremium, { params: { id: target.user.id } }).send({ action: "grant", until });
      expect([res.status, res.body.message]).toEqual([400, "Data di scadenza non valida"]);
    }
    expect((await call(admin.agent, adminContract.user, { params: { id: target.user.id } })).body.plan.premium).toBe(false);
    const article = {
      title: "Articolo programmato nel futuro remoto",
      excerpt: "Un articolo programmato in una data che il database non sa scrivere.",
      category: "risparmio",
      body: "Testo.",
      status: "scheduled",
      scheduledAt: "9999-12-31T23:59:59-14:00",
    };
    const res = await call(admin.agent, blogEditorContract.create).send(article);
    expect([res.status, res.body.message]).toEqual([400, "Indica data e ora di pubblicazione"]);
  });
});
