import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

// docs/security.md ("Seconda sonda (issue 37)", corpi grandi): the two routes whose JSON body may
// exceed the app's 200 kB (the bank import, the blog editor's writes with a cover image) read it
// only once the caller has passed the route's access check. A refused caller's large body is never
// parsed: these bodies are not JSON, so a parse would answer 400 (or 413), not 401/403.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { IMPORT_BODY_LIMIT_BYTES: "7340032", BLOG_COVER_MAX_BYTES: "2097152", IMPORT_LIMIT_PER_USER: "1000" } });
});
afterAll(() => ctx.close());

/** Megabytes of something that is not JSON: whoever parses it answers 400. */
const notJson = (mb: number) => "{" + "x".repeat(mb * 1_000_000);
const IMPORT = "/api/user/expenses/import";
const EDITOR = "/api/admin/articles";

describe("corpi grandi letti solo dopo il controllo d'accesso", () => {
  it("visitatore: 6 MB all'importazione → 401 senza leggere il corpo, anche con un cookie di sessione inventato", async () => {
    const plain = await ctx.visitor().post(IMPORT).set("Content-Type", "application/json").send(notJson(6));
    expect(plain.status).toBe(401);
    expect(plain.body.message).toBe("Non autenticato");

    const forged = await ctx.visitor().post(IMPORT).set("Cookie", "sid=s%3Ainventato.firma").set("Content-Type", "application/json").send(notJson(6));
    expect(forged.status).toBe(401);
  });

  it("utente non amministratore: 3 MB all'editor → 403; visitatore → 401; l'amministratore riceve il parser (400 per un corpo non JSON)", async () => {
    const { agent } = await ctx.signUp();
    for (const [method, path] of [
      ["post", EDITOR],
      ["post", `${EDITOR}/preview`],
      ["patch", `${EDITOR}/1`],
    ] as const) {
      const user = await agent[method](path).set("Content-Type", "application/json").send(notJson(3));
      expect(user.status, `${method} ${path}`).toBe(403);
      const visitor = await ctx.visitor()[method](path).set("Content-Type", "application/json").send(notJson(3));
      expect(visitor.status, `${method} ${path}`).toBe(401);
    }
    const { agent: admin } = await ctx.signInAdmin();
    const parsed = await admin.post(`${EDITOR}/preview`).set("Content-Type", "application/json").send(notJson(3));
    expect(parsed.status).toBe(400);
    expect(parsed.body.message).toBe("Il corpo della richiesta non è un JSON valido");
  });

  it("l'utente registrato: il corpo grande è letto (400 se non è JSON, 413 in italiano oltre il limite) e il servizio risponde ancora", async () => {
    const { agent } = await ctx.signUp();
    const bad = await agent.post(IMPORT).set("Content-Type", "application/json").send(notJson(6));
    expect(bad.status).toBe(400);
    const tooBig = await agent.post(IMPORT).set("Content-Type", "application/json").send(notJson(8));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/^Il file supera la dimensione massima di/);
    // Any other route keeps the app's 200 kB parser.
    const other = await agent.post("/api/user/expenses").send({ description: "x".repeat(300_000), amount: "1", category: "necessita", date: "2026-11-01" });
    expect(other.status).toBe(413);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });
});
