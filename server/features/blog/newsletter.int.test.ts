import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../test/harness";
import { emailSubscribers } from "../../db/schema";
import type { DomainEvents } from "../../events";

let ctx: TestContext;
const events: DomainEvents["newsletter.subscribed"][] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.events.on("newsletter.subscribed", (p) => void events.push(p));
});
afterAll(() => ctx.close());

const rows = (email: string) => ctx.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
let n = 0;
const email = () => `lettore${++n}.${Math.random().toString(36).slice(2, 8)}@esempio.it`;

describe("POST /api/email/subscribe", () => {
  it("iscrive un visitatore con un token di disiscrizione ed emette l'evento una volta sola", async () => {
    const e = email();
    events.length = 0;
    const first = await ctx.visitor().post("/api/email/subscribe").send({ email: `  ${e.toUpperCase()} `, source: "blog", userId: null });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true, alreadySubscribed: false, message: "Iscrizione completata! Riceverai i nostri consigli via email." });
    const again = await ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog_article" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadySubscribed: true, message: "Sei già iscritto alla nostra newsletter." });
    const stored = await rows(e);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: e, source: "blog", userId: null, unsubscribedAt: null });
    expect(stored[0].unsubscribeToken).toMatch(/^[a-f0-9]{48}$/);
    expect(events).toEqual([{ email: e, userId: null, source: "blog" }]);
  });

  it("richieste in parallelo con la stessa email: una riga e un evento", async () => {
    const e = email();
    events.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog" })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await rows(e)).toHaveLength(1);
    expect(events).toHaveLength(1);
  });

  it("chi ha ricevuto solo un'email automatica (calcolatore) e poi si iscrive diventa iscritto: 201 ed evento", async () => {
    const e = email();
    await ctx.db.insert(emailSubscribers).values({ email: e, source: "calculator_completed", unsubscribeToken: "t".repeat(48) });
    events.length = 0;
    const res = await ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog" });
    expect(res.status).toBe(201);
    expect(res.body.alreadySubscribed).toBe(false);
    expect(events.map((x) => x.email)).toEqual([e]);
    const [row] = await rows(e);
    expect(row.source).toBe("blog");
    // Subscribing again is now the ordinary "already subscribed".
    expect((await ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog" })).status).toBe(200);
  });

  it("collega l'utente della sessione, mai lo userId del corpo", async () => {
    const victim = await ctx.signUp();
    const { agent, user } = await ctx.signUp();
    const e = email();
    const res = await agent.post("/api/email/subscribe").send({ email: e, source: "guide", userId: victim.user.id });
    expect(res.status).toBe(201);
    expect((await rows(e))[0].userId).toBe(user.id);
    const anon = email();
    await ctx.visitor().post("/api/email/subscribe").send({ email: anon, source: "blog", userId: victim.user.id });
    expect((await rows(anon))[0].userId).toBeNull();
  });

  it("dati non validi: 400 con il messaggio in italiano e nessuna riga", async () => {
    const cases: [unknown, string][] = [
      [{}, "Inserisci la tua email"],
      [{ email: "   " }, "Inserisci la tua email"],
      [{ email: "non-una-email" }, "Inserisci un indirizzo email valido"],
      [{ email: 42 }, "Inserisci la tua email"],
      [{ email: `${"a".repeat(250)}@esempio.it` }, "Inserisci un indirizzo email valido"],
      [{ email: "ok@esempio.it", source: "<script>" }, "Origine dell'iscrizione non valida"],
    ];
    const before = (await ctx.db.select({ id: emailSubscribers.id }).from(emailSubscribers)).length;
    for (const [body, message] of cases) {
      const res = await ctx.visitor().post("/api/email/subscribe").send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await ctx.db.select({ id: emailSubscribers.id }).from(emailSubscribers)).length).toBe(before);
  });

  it("la disiscrizione usa il token; una nuova iscrizione riattiva l'indirizzo", async () => {
    const e = email();
    await ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog" });
    const token = (await rows(e))[0].unsubscribeToken;
    const bad = await ctx.visitor().post("/api/email/unsubscribe").send({ token: "f".repeat(48) });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Link di disiscrizione non valido");
    const ok = await ctx.visitor().post("/api/email/unsubscribe").send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Disiscrizione completata: non riceverai più le nostre email.");
    expect((await rows(e))[0].unsubscribedAt).not.toBeNull();
    events.length = 0;
    const back = await ctx.visitor().post("/api/email/subscribe").send({ email: e, source: "blog" });
    expect(back.status).toBe(201);
    expect((await rows(e))[0].unsubscribedAt).toBeNull();
    expect(events).toHaveLength(1);
  });
});
