import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { purgeVisitorChats } from "./chat.public";
import { chatMessages, chatSessions } from "../../db/schema";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { chatContract } from "@shared/contracts/chat";

// Issue 37, finding 13 (docs/chat.md, "Visitor conversations"): what a visitor told the chat
// (income, debts) belongs to the account they make or sign in to right after, on the same
// browser: it is exported with it and deleted with it, and the conversation goes on.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const QUESTION = "Guadagno 1.900 € al mese e ho un debito di 8.000 €: come lo riduco?";
let n = 0;
const address = () => `chat.${Date.now()}.${++n}@esempio.it`;

async function visitorChat(agent: ReturnType<TestContext["agent"]>): Promise<string> {
  const res = await call(agent, chatContract.message).send({ message: QUESTION, sessionId: null });
  expect(res.status).toBe(200);
  return res.body.sessionId as string;
}

async function ownerOf(sessionId: string): Promise<number | null | undefined> {
  const [row] = await ctx.db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, sessionId));
  return row?.userId;
}

describe("la conversazione di un visitatore passa all'account creato o aperto sullo stesso browser", () => {
  it("alla registrazione: esportata con l'account, continua con lo stesso sessionId, cancellata con l'account", async () => {
    const browser = ctx.agent();
    const sessionId = await visitorChat(browser);
    const email = address();
    expect((await call(browser, authContract.register).send({ email, password: "password-chat" })).status).toBe(201);
    const me = (await call(browser, authContract.user)).body as { id: number };
    expect(await ownerOf(sessionId)).toBe(me.id);

    const exported = (await call(browser, accountDataContract.export)).body.data;
    expect(exported.chat_messages.map((m: { content: string }) => m.content)).toContain(QUESTION);

    const next = await call(browser, chatContract.message).send({ message: "e quanto metto da parte?", sessionId });
    expect(next.status).toBe(200);
    expect(next.body.sessionId).toBe(sessionId);

    expect((await call(browser, accountDataContract.deleteAccount).send({ password: "password-chat", confirmation: "ELIMINA" })).status).toBe(200);
    expect(await ownerOf(sessionId)).toBeUndefined();
    expect(await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).toEqual([]);
  });

  it("all'accesso: la conversazione passa all'account; un altro browser non prende niente", async () => {
    const { email, password, user } = await ctx.signUp();
    const browser = ctx.agent();
    const mine = await visitorChat(browser);
    const someoneElse = await visitorChat(ctx.agent());
    expect((await call(browser, authContract.login).send({ email, password })).status).toBe(200);
    expect(await ownerOf(mine)).toBe(user.id);
    expect(await ownerOf(someoneElse)).toBeNull();
    const exported = (await call(browser, accountDataContract.export)).body.data;
    expect(exported.chat_sessions.map((s: { id: string }) => s.id)).toEqual([mine]);
  });

  it("nessuna conversazione senza proprietario resta legata a un browser entrato in un account", async () => {
    const browser = ctx.agent();
    await visitorChat(browser);
    await visitorChat(browser);
    const before = Number(((await ctx.db.execute(sql`select count(*)::int as n from chat_sessions where user_id is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect((await call(browser, authContract.register).send({ email: address(), password: "password-chat" })).status).toBe(201);
    const after = Number(((await ctx.db.execute(sql`select count(*)::int as n from chat_sessions where user_id is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(after).toBe(before - 2);
  });
});

// A visitor who never makes an account: the conversation is kept CHAT_VISITOR_RETENTION_DAYS
// after its last message (the browser session that owns it lives 30 days), then deleted.
describe("conservazione delle conversazioni dei visitatori", () => {
  it("una conversazione di visitatore ferma da più di CHAT_VISITOR_RETENTION_DAYS giorni è cancellata; quelle recenti e quelle degli utenti restano", async () => {
    const DAY = 86_400_000;
    const start = Date.parse("2026-11-20T10:00:00.000Z");
    const clock = fixedClock(new Date(start - 31 * DAY));
    const c = await createTestContext({ clock, config: { CHAT_VISITOR_RETENTION_DAYS: "30" } });
    try {
      const oldVisitor = await call(c.agent(), chatContract.message).send({ message: QUESTION, sessionId: null });
      const { agent: user } = await c.signUp();
      const oldUser = await call(user, chatContract.message).send({ message: QUESTION, sessionId: null });
      clock.set(new Date(start - 29 * DAY));
      const recentVisitor = await call(c.agent(), chatContract.message).send({ message: QUESTION, sessionId: null });
      clock.set(new Date(start));
      expect(await purgeVisitorChats(c.deps)).toBe(1);
      const ids = (await c.db.select({ id: chatSessions.id }).from(chatSessions)).map((r) => r.id);
      expect(ids).not.toContain(oldVisitor.body.sessionId);
      expect(ids).toContain(oldUser.body.sessionId);
      expect(ids).toContain(recentVisitor.body.sessionId);
      expect(await c.db.select().from(chatMessages).where(eq(chatMessages.sessionId, oldVisitor.body.sessionId))).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
