import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { urlOf } from "@shared/contracts/define";
import { analyticsContract } from "@shared/contracts/analytics";
import { authContract } from "@shared/contracts/auth";
import { calculatorsContract } from "@shared/contracts/calculators";
import { expensesContract } from "@shared/contracts/expenses";
import { feedbackContract } from "@shared/contracts/feedback";
import { STATUS_BY_CODE, type ErrorCode } from "@shared/errors";
import { createTestContext, type TestContext } from "../test/harness";

// docs/ARCHITECTURE.md ("Errors"): every error answer, whoever writes it (a service's AppError,
// the contract's schema, a guard, the forgery check, the /api 404, the body parser, a rate
// limiter, the last-resort handler), carries a stable `code` with the status of the one table.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRACK_LIMIT_PER_IP: "1", LOGIN_LIMIT_PER_IP: "2" } });
});
afterAll(() => ctx.close());

function expectCode(res: { status: number; body: Record<string, unknown> }, code: ErrorCode) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(res.status).toBe(STATUS_BY_CODE[code]);
  expect(typeof res.body.message).toBe("string");
}

describe("ogni risposta d'errore porta il suo codice", () => {
  it("400 validation (con i messaggi per campo), 400 JSON illeggibile, 413 corpo troppo grande", async () => {
    const { agent } = await ctx.signUp();
    const invalid = await agent.post(urlOf(calculatorsContract.saveBudget)).send({ monthlyIncome: "non un numero" });
    expectCode(invalid, "validation");
    expect(Object.keys(invalid.body.fieldErrors as object).length).toBeGreaterThan(0);

    const broken = await agent.post(urlOf(calculatorsContract.saveBudget)).set("Content-Type", "application/json").send("{rotto");
    expectCode(broken, "bad_request");

    const huge = await agent.post(urlOf(feedbackContract.submit)).send({ message: "x".repeat(300_000) });
    expectCode(huge, "payload_too_large");
  });

  it("401 dalla guardia e dalle credenziali sbagliate, 403 amministratore, Premium e controllo di falsificazione", async () => {
    expectCode(await ctx.visitor().get(urlOf(calculatorsContract.budget)), "unauthenticated");

    const { agent, email } = await ctx.signUp();
    expectCode(await agent.get(urlOf(feedbackContract.adminList)), "forbidden");
    expectCode(await agent.get(urlOf(expensesContract.export, { query: { month: 11, year: 2026 } })), "premium_required");

    const forged = await agent.post(urlOf(calculatorsContract.saveBudget)).unset("X-Requested-With").send({});
    expectCode(forged, "forbidden");

    const wrong = await ctx.visitor().post(urlOf(authContract.login)).send({ email, password: "Sbagliata-123!" });
    expectCode(wrong, "unauthenticated");
  });

  it("404 di un indirizzo /api sconosciuto", async () => {
    expectCode(await ctx.visitor().get("/api/indirizzo-che-non-esiste"), "not_found");
  });

  it("429 dai limitatori: quello in memoria delle visite e quello degli accessi", async () => {
    const track = () => ctx.visitor().post(urlOf(analyticsContract.track)).send({ page: "/" });
    expect((await track()).status).toBeLessThan(300);
    expectCode(await track(), "rate_limited");

    const login = () => ctx.visitor().post(urlOf(authContract.login)).send({ email: "nessuno@example.com", password: "Sbagliata-123!" });
    let last = await login();
    for (let i = 0; i < 5 && last.status !== 429; i++) last = await login();
    expectCode(last, "rate_limited");
  });

  it("500 per un guasto imprevisto, senza dettagli interni", async () => {
    await ctx.db.execute(sql`ALTER TABLE feedback RENAME TO feedback_scomparsa`);
    try {
      const res = await ctx.visitor().get(urlOf(feedbackContract.community));
      expectCode(res, "internal");
      expect(JSON.stringify(res.body)).not.toMatch(/feedback|relation|stack/i);
    } finally {
      await ctx.db.execute(sql`ALTER TABLE feedback_scomparsa RENAME TO feedback`);
    }
  });
});
