import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { chatMessages } from "../../db/schema";
import { CHAT_RATE_LIMITS } from "./chat.routes";
import { chatContract } from "@shared/contracts/chat";

// Its own file (own database): the visitor limit is per IP and every supertest request shares one.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LIMIT = CHAT_RATE_LIMITS.perTenMinutes;

describe("limite di messaggi all'assistente", () => {
  it("un utente che invia troppi messaggi in parallelo riceve 429 in italiano oltre il limite; un altro utente no", async () => {
    const { agent } = await ctx.signUp();
    const results = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) => call(agent, chatContract.message).send({ message: `come risparmiare ${i} euro al mese` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body).toEqual({ code: "rate_limited", message: "Hai inviato troppi messaggi all'assistente. Riprova tra qualche minuto." });
    // Only answered messages were stored (two rows per exchange).
    expect(await ctx.db.select({ id: chatMessages.id }).from(chatMessages)).toHaveLength(LIMIT * 2);

    const other = await ctx.signUp();
    expect((await call(other.agent, chatContract.message).send({ message: "ciao" })).status).toBe(200);
  });

  it("i visitatori sono limitati per indirizzo IP, anche cambiando browser", async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await call(ctx.visitor(), chatContract.message).send({ message: "ciao" });
      expect(res.status).toBe(200);
    }
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "ciao" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Hai inviato troppi messaggi all'assistente. Riprova tra qualche minuto.");
  });
});
