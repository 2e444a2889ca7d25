import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../test/harness";
import { authContract } from "@shared/contracts/auth";
import { blogEditorContract } from "@shared/contracts/blog-editor";
import { expenseImportContract } from "@shared/contracts/expense-import";
import { expensesContract } from "@shared/contracts/expenses";

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

describe("corpi grandi letti solo dopo il controllo d'accesso", () => {
  it("visitatore: 6 MB all'importazione → 401 senza leggere il corpo, anche con un cookie di sessione inventato", async () => {
    const plain = await call(ctx.visitor(), expenseImportContract.import).set("Content-Type", "application/json").send(notJson(6));
    expect(plain.status).toBe(401);
    expect(plain.body.message).toBe("Non autenticato");

    const forged = await call(ctx.visitor(), expenseImportContract.import).set("Cookie", "sid=s%3Ainventato.firma").set("Content-Type", "application/json").send(notJson(6));
    expect(forged.status).toBe(401);
  });

  it("utente non amministratore: 3 MB all'editor → 403; visitatore → 401; l'amministratore riceve il parser (400 per un corpo non JSON)", async () => {
    const { agent } = await ctx.signUp();
    const writes = [
      (a: typeof agent) => call(a, blogEditorContract.create),
      (a: typeof agent) => call(a, blogEditorContract.preview),
      (a: typeof agent) => call(a, blogEditorContract.update, { params: { id: 1 } }),
    ];
    for (const [i, write] of writes.entries()) {
      const user = await write(agent).set("Content-Type", "application/json").send(notJson(3));
      expect(user.status, `scrittura ${i}`).toBe(403);
      const visitor = await write(ctx.visitor()).set("Content-Type", "application/json").send(notJson(3));
      expect(visitor.status, `scrittura ${i}`).toBe(401);
    }
    const { agent: admin } = await ctx.signInAdmin();
    const parsed = await call(admin, blogEditorContract.preview).set("Content-Type", "application/json").send(notJson(3));
    expect(parsed.status).toBe(400);
    expect(parsed.body.message).toBe("Il corpo della richiesta non è un JSON valido");
  });

  it("l'utente registrato: il corpo grande è letto (400 se non è JSON, 413 in italiano oltre il limite) e il servizio risponde ancora", async () => {
    const { agent } = await ctx.signUp();
    const bad = await call(agent, expenseImportContract.import).set("Content-Type", "application/json").send(notJson(6));
    expect(bad.status).toBe(400);
    const tooBig = await call(agent, expenseImportContract.import).set("Content-Type", "application/json").send(notJson(8));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/^Il file supera la dimensione massima di/);
    // Any other route keeps the app's 200 kB parser.
    const other = await call(agent, expensesContract.create).send({ description: "x".repeat(300_000), amount: "1", category: "necessita", date: "2026-11-01" });
    expect(other.status).toBe(413);
    expect((await call(agent, authContract.user)).status).toBe(200);
  });
});
