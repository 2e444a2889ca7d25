import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

// Production mode behind a TLS-terminating proxy, as deployed.
let prod: TestContext;
beforeAll(async () => {
  prod = await createTestContext({ config: { NODE_ENV: "production", SESSION_SECRET: "segreto-di-prova", TRUST_PROXY: "1" } });
});
afterAll(() => prod.close());

describe("intestazioni di sicurezza in produzione", () => {
  it("CSP, HSTS, nosniff, frame-ancestors e nessun x-powered-by", async () => {
    const res = await prod.visitor().get("/api/health").set("X-Forwarded-Proto", "https");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("il cookie di sessione è HttpOnly, SameSite=Lax e Secure", async () => {
    const a = prod.agent();
    const res = await a
      .post("/api/auth/register")
      .set("X-Forwarded-Proto", "https")
      .send({ email: "sicuro@esempio.it", password: "password123" });
    expect(res.status).toBe(201);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
  });
});

describe("in sviluppo", () => {
  it("niente HSTS (si lavora su http://localhost)", async () => {
    const dev = await createTestContext();
    const res = await dev.visitor().get("/api/health");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    await dev.close();
  });
});
