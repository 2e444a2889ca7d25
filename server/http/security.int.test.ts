import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { call, createTestContext, type TestContext, listRoutes } from "../test/harness";
import { adminContract } from "@shared/contracts/admin";
import { authContract } from "@shared/contracts/auth";
import { chatContract } from "@shared/contracts/chat";
import { feedbackContract } from "@shared/contracts/feedback";

// Production mode behind a TLS-terminating proxy, as deployed.
let prod: TestContext;
beforeAll(async () => {
  prod = await createTestContext({ config: { NODE_ENV: "production", SESSION_SECRET: "segreto-di-prova", TRUST_PROXY: "1" } });
});
afterAll(() => prod.close());

const https = { "X-Forwarded-Proto": "https" };
/** The `sid` value a response sets, if any. */
const sidOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = ([] as string[]).concat((res.headers["set-cookie"] as string[] | string | undefined) ?? []);
  return cookies.map((c) => /^sid=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined) ?? null;
};

function expectSecurityHeaders(res: { headers: Record<string, string | undefined> }, label: string) {
  const csp = res.headers["content-security-policy"] ?? "";
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(res.headers["strict-transport-security"], label).toMatch(/max-age=\d{7,}; includeSubDomains/);
  expect(res.headers["x-content-type-options"], label).toBe("nosniff");
  expect(res.headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(res.headers["x-powered-by"], label).toBeUndefined();
}

describe("intestazioni di sicurezza in produzione", () => {
  it("CSP, HSTS, nosniff, frame-ancestors e nessun x-powered-by", async () => {
    const res = await call(prod.visitor(), authContract.health).set(https);
    expectSecurityHeaders(res, "GET /api/health");
  });

  it("su ogni rotta dell'app, anche sulle risposte d'errore", async () => {
    const gets = listRoutes(prod.app).filter((r) => r.method === "GET");
    expect(gets.length).toBeGreaterThan(20);
    for (const r of gets) {
      const url = r.path.replace(/[:*]\w+/g, "1");
      expectSecurityHeaders(await prod.visitor().get(url).set(https), `GET ${url}`);
    }
    expectSecurityHeaders(await prod.visitor().get("/api/non-esiste").set(https), "404");
    expectSecurityHeaders(await call(prod.visitor(), feedbackContract.submit).set(https).send({}), "400");
    expectSecurityHeaders(await call(request(prod.app), feedbackContract.submit).set(https).send({}), "403 CSRF");
  });

  it("il cookie di sessione è HttpOnly, SameSite=Lax e Secure", async () => {
    const a = prod.agent();
    const res = await call(a, authContract.register)
      .set("X-Forwarded-Proto", "https")
      .send({ email: "sicuro@esempio.it", password: "password123" });
    expect(res.status).toBe(201);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
  });

  it("anche all'accesso, all'accesso amministratore e per la sessione di un visitatore", async () => {
    const { email, password } = await prod.signUp();
    const admin = await prod.signInAdmin();
    const answers = {
      login: await call(prod.agent(), authContract.login).set(https).send({ email, password }),
      admin: await call(prod.agent(), authContract.adminLogin).set(https).send({ email: admin.email, password: admin.password }),
      chat: await call(prod.agent(), chatContract.message).set(https).send({ message: "Come risparmio?" }),
    };
    for (const [name, res] of Object.entries(answers)) {
      const cookie = String(res.headers["set-cookie"]);
      expect(cookie, name).toMatch(/^sid=.*; HttpOnly/);
      expect(cookie, name).toContain("Secure");
      expect(cookie, name).toContain("SameSite=Lax");
    }
  });
});

describe("sessioni", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** A real visitor session (the chat keeps one), as an attacker could obtain and plant. */
  async function visitorSession() {
    const a = ctx.agent();
    const res = await call(a, chatContract.message).send({ message: "Ciao" });
    expect(res.status).toBe(200);
    const sid = sidOf(res);
    expect(sid).toBeTruthy();
    return { agent: a, sid: sid! };
  }
  const asCookie = (sid: string) => `sid=${sid}`;
  const whoIs = (sid: string) => call(request(ctx.app), authContract.user).set("Cookie", asCookie(sid));

  it("session fixation: l'id cambia all'accesso e quello di prima non è autenticato", async () => {
    const { email, password } = await ctx.signUp();
    const { agent, sid: planted } = await visitorSession();
    const login = await call(agent, authContract.login).send({ email, password });
    expect(login.status).toBe(200);
    const fresh = sidOf(login);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(planted);
    expect((await whoIs(fresh!)).status).toBe(200);
    expect((await whoIs(planted)).status).toBe(401);
  });

  it("session fixation: lo stesso all'accesso amministratore e alla registrazione", async () => {
    const admin = await ctx.signInAdmin();
    const a = await visitorSession();
    const adminLogin = await call(a.agent, authContract.adminLogin).send({ email: admin.email, password: admin.password });
    expect(adminLogin.status).toBe(200);
    expect(sidOf(adminLogin)).not.toBe(a.sid);
    expect((await whoIs(sidOf(adminLogin)!)).body.isAdmin).toBe(true);
    expect((await whoIs(a.sid)).status).toBe(401);

    const b = await visitorSession();
    const reg = await call(b.agent, authContract.register).send({ email: "fissata@esempio.it", password: "password123" });
    expect(reg.status).toBe(201);
    expect(sidOf(reg)).not.toBe(b.sid);
    expect((await whoIs(b.sid)).status).toBe(401);
  });

  it("un id di sessione inventato non viene adottato: l'accesso ne emette uno nuovo", async () => {
    const { email, password } = await ctx.signUp();
    const planted = "s%3Aid-scelto-dall-attaccante.firma-falsa";
    const login = await call(request(ctx.app), authContract.login).set("X-Requested-With", "vitest").set("Cookie", asCookie(planted)).send({ email, password });
    expect(login.status).toBe(200);
    expect(sidOf(login)).toBeTruthy();
    expect(sidOf(login)).not.toBe(planted);
    expect((await whoIs(planted)).status).toBe(401);
  });

  it("GET /api/logout chiude davvero la sessione: il vecchio cookie ripresentato non è autenticato", async () => {
    for (const who of ["utente", "amministratore"] as const) {
      const { agent } = who === "utente" ? await ctx.signUp() : await ctx.signInAdmin();
      const cookie = (await call(agent, authContract.user)).request.cookies;
      expect(cookie, who).toMatch(/sid=/);
      const out = await call(agent, authContract.logoutPage).set("Sec-Fetch-Site", "same-origin");
      expect(out.status).toBe(302);
      expect(String(out.headers["set-cookie"]), who).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
      const replay = await call(request(ctx.app), authContract.user).set("Cookie", cookie);
      expect(replay.status, who).toBe(401);
      expect(replay.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
      // Nor does the old cookie open anything else.
      expect((await call(request(ctx.app), adminContract.overview).set("Cookie", cookie)).status, who).toBe(401);
    }
  });

  it("POST /api/auth/logout lo stesso, e una seconda uscita non fa danni", async () => {
    const { agent } = await ctx.signUp();
    const cookie = (await call(agent, authContract.user)).request.cookies;
    expect((await call(agent, authContract.logout).send()).status).toBe(200);
    expect((await call(request(ctx.app), authContract.user).set("Cookie", cookie)).status).toBe(401);
    const again = await call(request(ctx.app), authContract.logout).set("X-Requested-With", "vitest").set("Cookie", cookie).send();
    expect(again.status).toBe(200);
  });
});

describe("in sviluppo", () => {
  it("niente HSTS (si lavora su http://localhost) e cookie non Secure", async () => {
    const dev = await createTestContext();
    const res = await call(dev.visitor(), authContract.health);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const reg = await call(dev.agent(), authContract.register).send({ email: "sviluppo@esempio.it", password: "password123" });
    expect(String(reg.headers["set-cookie"])).not.toContain("Secure");
    await dev.close();
  });
});
