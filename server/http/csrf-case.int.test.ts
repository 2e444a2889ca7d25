import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { call, createTestContext, type TestContext } from "../test/harness";
import { authContract } from "@shared/contracts/auth";

// Express matches paths whatever their case: the CSRF check must too (docs/security.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("controllo CSRF e maiuscole nel percorso", () => {
  it("una richiesta POST/PUT/PATCH/DELETE a /API, /Api… senza X-Requested-With riceve 403", async () => {
    const cases: Array<["post" | "put" | "patch" | "delete", string]> = [
      ["post", "/API/auth/logout"],
      ["post", "/Api/auth/logout"],
      ["post", "/api/AUTH/LOGOUT"],
      ["post", "/API/auth/register"],
      ["post", "/aPi/feedback"],
      ["put", "/API/user/profile"],
      ["patch", "/Api/user/expenses/1"],
      ["delete", "/API/user/expenses/1"],
    ];
    for (const [method, url] of cases) {
      const res = await request(ctx.app)[method](url).set("Content-Type", "text/plain").send("x");
      expect(res.status, `${method.toUpperCase()} ${url}`).toBe(403);
      const bare = await request(ctx.app)[method](url);
      expect(bare.status, `${method.toUpperCase()} ${url} senza corpo`).toBe(403);
    }
  });

  it("un sito terzo non chiude la sessione con POST /API/auth/logout", async () => {
    const { email, password } = await ctx.signUp();
    const login = await call(ctx.agent(), authContract.login).send({ email, password });
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    expect(cookie).toMatch(/^sid=/);
    const forged = await request(ctx.app).post("/API/auth/logout").set("Cookie", cookie);
    expect(forged.status).toBe(403);
    expect((await call(request(ctx.app), authContract.user).set("Cookie", cookie)).status).toBe(200);
  });

  it("la registrazione da un modulo di un altro sito con /API non crea l'account", async () => {
    const res = await request(ctx.app)
      .post("/API/auth/register")
      .type("form")
      .send({ email: "forgiato@esempio.it", password: "password123" });
    expect(res.status).toBe(403);
    const login = await call(ctx.agent(), authContract.login).send({ email: "forgiato@esempio.it", password: "password123" });
    expect(login.status).toBe(401);
  });
});
