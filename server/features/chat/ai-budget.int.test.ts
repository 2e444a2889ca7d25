import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { call, createTestContext, startFakeOpenAi, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";
import { createAiBudget } from "./chat.public";
import { adminContract } from "@shared/contracts/admin";
import { chatContract } from "@shared/contracts/chat";

// The language model's cost is bounded across all users (docs/security.md), with the default
// budget: earlier calls of the day are recorded as the service records them.
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: 5000, maxRetries: 0 });
  ctx = await createTestContext({ ai: { client, model: "modello-test" } });
  fake.setMode({ kind: "reply", content: { response: "Risposta del modello configurato.", suggestions: ["Come risparmio?"], actionButtons: [] } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe("budget giornaliero del modello", () => {
  it("finito il budget risponde l'assistente integrato, senza chiamare il modello, e la dashboard admin lo dice", async () => {
    const admin = await ctx.signInAdmin();
    const before = (await call(admin.agent, adminContract.overview)).body;
    expect(before.ai).toEqual({ configured: true, dailyTokenBudget: CONFIG_DEFAULTS.AI_DAILY_TOKEN_BUDGET, usedToday: 0, spent: false });

    // Most of the day's budget already used; the next call (20 tokens, as the provider reports) ends it.
    await createAiBudget(ctx.deps).record(CONFIG_DEFAULTS.AI_DAILY_TOKEN_BUDGET - 5);
    const { agent } = await ctx.signUp();
    const first = await call(agent, chatContract.message).send({ message: "Come risparmio sulla spesa?" });
    expect(first.status).toBe(200);
    expect(first.body.response).toBe("Risposta del modello configurato.");
    const calls = fake.requests.length;

    const second = await call(agent, chatContract.message).send({ message: "Come risparmio sulla spesa?", sessionId: first.body.sessionId });
    expect(second.status).toBe(200);
    expect(second.body.response).not.toBe("Risposta del modello configurato.");
    expect(second.body.response.length).toBeGreaterThan(20);
    expect(fake.requests.length).toBe(calls);
    // Another user too: the budget is everyone's.
    const other = await ctx.signUp();
    expect((await call(other.agent, chatContract.message).send({ message: "Cos'è un PAC?" })).body.response).not.toBe("Risposta del modello configurato.");
    expect(fake.requests.length).toBe(calls);

    const after = (await call(admin.agent, adminContract.overview)).body;
    expect(after.ai).toMatchObject({ configured: true, spent: true, usedToday: CONFIG_DEFAULTS.AI_DAILY_TOKEN_BUDGET + 15 });
  });
});
