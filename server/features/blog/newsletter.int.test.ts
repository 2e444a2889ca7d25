import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, verifyEmailOf, type TestContext } from "../../test/harness";
import { emailOutbox, emailSubscribers } from "../../db/schema";
import type { DomainEvents } from "../../events";
import { blogContract } from "@shared/contracts/blog";

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
/** Subscribes as a visitor and clicks the link of the confirmation e-mail (double opt-in). */
async function subscribeConfirmed(e: string, source = "blog") {
  const res = await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source });
  expect(res.status).toBe(202);
  const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, e.trim().toLowerCase()));
  const token = /token=([a-f0-9]+)/.exec(mails.filter((m) => m.scenario === "newsletter_confirm").sort((a, b) => b.id - a.id)[0]!.body)![1];
  return call(ctx.visitor(), blogContract.confirmSubscription).send({ token });
}

describe("POST /api/email/subscribe", () => {
  it("iscrive un visitatore (dopo la conferma) con un token di disiscrizione ed emette l'evento una volta sola", async () => {
    const e = email();
    events.length = 0;
    const first = await call(ctx.visitor(), blogContract.subscribe).send({ email: `  ${e.toUpperCase()} `, source: "blog", userId: null });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ subscribed: false, pending: true, alreadySubscribed: false, message: "Ti abbiamo inviato un'email: apri il link per confermare l'iscrizione." });
    expect(events).toEqual([]);
    expect((await subscribeConfirmed(e)).status).toBe(200);
    const again = await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog_article" });
    // A visitor gets the same answer whether the address is on the list or not (no enumeration),
    // and an active subscriber is neither changed nor mailed again.
    expect(again.status).toBe(202);
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, e))).filter((m) => m.scenario === "newsletter_confirm")).toHaveLength(1);
    const stored = await rows(e);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: e, source: "blog", userId: null, unsubscribedAt: null });
    expect(stored[0].unsubscribeToken).toMatch(/^[a-f0-9]{48}$/);
    expect(events).toEqual([{ email: e, userId: null, source: "blog" }]);
  });

  it("richieste in parallelo con la stessa email: una riga, una email di conferma, nessun evento prima della conferma", async () => {
    const e = email();
    events.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(202));
    expect(await rows(e)).toHaveLength(1);
    expect(events).toHaveLength(0);
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, e))).length).toBe(1);
  });

  it("chi ha ricevuto solo un'email automatica (calcolatore) e poi si iscrive diventa iscritto dopo la conferma: evento", async () => {
    const e = email();
    await ctx.db.insert(emailSubscribers).values({ email: e, source: "calculator_completed", unsubscribeToken: "t".repeat(48) });
    events.length = 0;
    expect((await subscribeConfirmed(e)).status).toBe(200);
    expect(events.map((x) => x.email)).toEqual([e]);
    const [row] = await rows(e);
    expect(row.source).toBe("blog");
    // Subscribing again changes nothing and sends no new confirmation.
    expect((await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" })).status).toBe(202);
    expect((await rows(e))[0].pendingSince).toBeNull();
  });

  it("collega l'utente della sessione (il suo indirizzo), mai lo userId del corpo", async () => {
    const victim = await ctx.signUp();
    const { agent, user, email: own } = await ctx.signUp();
    await verifyEmailOf(ctx, own);
    const res = await call(agent, blogContract.subscribe).send({ email: own, source: "guide", userId: victim.user.id });
    expect(res.status).toBe(201);
    expect((await rows(own))[0].userId).toBe(user.id);
    const anon = email();
    await call(ctx.visitor(), blogContract.subscribe).send({ email: anon, source: "blog", userId: victim.user.id });
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
      const res = await call(ctx.visitor(), blogContract.subscribe).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await ctx.db.select({ id: emailSubscribers.id }).from(emailSubscribers)).length).toBe(before);
  });

  it("la disiscrizione usa il token; una nuova iscrizione confermata riattiva l'indirizzo", async () => {
    const e = email();
    await subscribeConfirmed(e);
    const token = (await rows(e))[0].unsubscribeToken;
    const bad = await call(ctx.visitor(), blogContract.unsubscribe).send({ token: "f".repeat(48) });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Link di disiscrizione non valido");
    const ok = await call(ctx.visitor(), blogContract.unsubscribe).send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Disiscrizione completata: non riceverai più le nostre email.");
    expect((await rows(e))[0].unsubscribedAt).not.toBeNull();
    events.length = 0;
    const back = await subscribeConfirmed(e);
    expect(back.status).toBe(200);
    expect((await rows(e))[0].unsubscribedAt).toBeNull();
    expect(events).toHaveLength(1);
  });
});
