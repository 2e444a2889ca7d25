import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("registrazione, accesso e uscita", () => {
  it("registra, entra, legge l'utente corrente ed esce", async () => {
    const a = ctx.agent();
    const reg = await a.post("/api/auth/register").send({ email: "Mario.Rossi@esempio.it", password: "segreta1" });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ success: true, message: "Registrazione completata" });

    // A fresh browser logs in with the same credentials (email case does not matter).
    const b = ctx.agent();
    const login = await b.post("/api/auth/login").send({ email: "mario.rossi@esempio.it", password: "segreta1" });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ success: true, message: "Accesso effettuato", isAdmin: false });

    const me = await b.get("/api/auth/user");
    expect(me.status).toBe(200);
    // The shared e-mail schema stores the address lower-cased (docs/security.md).
    expect(me.body).toMatchObject({ email: "mario.rossi@esempio.it", firstName: "Mario", points: 0, isPremium: false, isAdmin: false });
    expect(me.body).not.toHaveProperty("passwordHash");
    expect(me.headers["cache-control"]).toContain("no-store");

    const out = await b.get("/api/logout").set("Sec-Fetch-Site", "same-origin");
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await b.get("/api/auth/user");
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
  });

  it("il logout elimina davvero la sessione: il vecchio cookie non vale più", async () => {
    const { agent } = await ctx.signUp();
    const cookie = (await agent.get("/api/auth/user")).request.cookies;
    expect(cookie).toContain("sid=");
    await agent.post("/api/auth/logout").send();
    const replay = await ctx.agent().get("/api/auth/user").set("Cookie", cookie);
    expect(replay.status).toBe(401);
  });

  it("rifiuta la password sbagliata e l'email sconosciuta con lo stesso messaggio", async () => {
    const { email } = await ctx.signUp();
    const wrong = await ctx.agent().post("/api/auth/login").send({ email, password: "sbagliata" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: "unauthenticated", message: "Email o password errati" });
    const unknown = await ctx.agent().post("/api/auth/login").send({ email: "nessuno@esempio.it", password: "sbagliata" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Email o password errati");
  });

  it("rifiuta un'email già registrata, anche con maiuscole diverse", async () => {
    const { email } = await ctx.signUp();
    const res = await ctx.agent().post("/api/auth/register").send({ email: email.toUpperCase(), password: "altrapassword" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Esiste già un account con questa email");
  });

  it("l'accesso rigenera l'id di sessione (niente session fixation)", async () => {
    const { email, password } = await ctx.signUp();
    const a = ctx.agent();
    await a.post("/api/auth/login").send({ email, password: "sbagliata" });
    const before = (await a.post("/api/feedback-does-not-exist").send({})).request.cookies;
    await a.post("/api/auth/login").send({ email, password });
    const after = (await a.get("/api/auth/user")).request.cookies;
    expect(after).toContain("sid=");
    expect(after).not.toBe(before);
  });
});

describe("input non validi", () => {
  const cases: Array<[string, string, unknown, string]> = [
    ["register", "/api/auth/register", { email: "senza-chiocciola", password: "segreta1" }, "Inserisci email e password validi"],
    ["register", "/api/auth/register", { email: "", password: "segreta1" }, "Inserisci email e password validi"],
    ["register", "/api/auth/register", { password: "segreta1" }, "Inserisci email e password validi"],
    ["register", "/api/auth/register", { email: "a@b.it", password: "12345" }, "La password deve avere almeno 6 caratteri"],
    ["register", "/api/auth/register", { email: "a@b.it" }, "La password deve avere almeno 6 caratteri"],
    ["register", "/api/auth/register", { email: 42, password: ["x"] }, "Inserisci email e password validi"],
    ["login", "/api/auth/login", { email: "", password: "x" }, "Inserisci email e password"],
    ["login", "/api/auth/login", { email: "a@b.it" }, "Inserisci email e password"],
    ["login", "/api/auth/login", {}, "Inserisci email e password"],
    ["admin", "/api/admin/login", { email: "a@b.it", password: "" }, "Inserisci email e password"],
    ["admin", "/api/admin/login", { password: "x" }, "Inserisci email e password"],
  ];
  it.each(cases)("%s %s %j → 400 '%s'", async (_n, path, body, message) => {
    const countBefore = (await ctx.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: unknown[] };
    const res = await ctx.agent().post(path).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors).toBeTypeOf("object");
    const countAfter = (await ctx.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: unknown[] };
    expect(countAfter.rows[0]).toEqual(countBefore.rows[0]);
  });

  it("un JSON malformato è un 400 in italiano, senza stack", async () => {
    const res = await ctx.agent().post("/api/auth/login").set("Content-Type", "application/json").send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Il corpo della richiesta non è un JSON valido");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("accesso amministratore", () => {
  it("rifiuta un utente normale con 401 e non apre la sessione", async () => {
    const { email, password } = await ctx.signUp();
    const a = ctx.agent();
    const res = await a.post("/api/admin/login").send({ email, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Email o password non corretti");
    expect((await a.get("/api/auth/user")).status).toBe(401);
  });

  it("accetta un amministratore e risponde con isAdmin", async () => {
    const { agent } = await ctx.signInAdmin();
    const me = await agent.get("/api/auth/user");
    expect(me.body.isAdmin).toBe(true);
  });

  it("il login normale di un amministratore risponde 'Benvenuto Admin!'", async () => {
    const { email, password } = await ctx.signInAdmin();
    const res = await ctx.agent().post("/api/auth/login").send({ email, password });
    expect(res.body).toEqual({ success: true, message: "Benvenuto Admin!", isAdmin: true });
  });
});

describe("protezione contro le richieste forgiate", () => {
  it("rifiuta un POST senza X-Requested-With", async () => {
    const res = await ctx.visitor().post("/api/auth/login").unset("X-Requested-With").send({ email: "a@b.it", password: "x" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Richiesta non consentita");
  });

  it("rifiuta un corpo non JSON (come un form di un altro sito)", async () => {
    const res = await ctx.agent().post("/api/auth/login").type("form").send("email=a@b.it&password=x");
    expect(res.status).toBe(403);
  });

  it("le letture non richiedono l'intestazione", async () => {
    const res = await ctx.visitor().get("/api/auth/user").unset("X-Requested-With");
    expect(res.status).toBe(401);
  });

  it("un percorso /api sconosciuto è un 404 JSON", async () => {
    const res = await ctx.agent().get("/api/non-esiste");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Risorsa non trovata");
  });
});

describe("limite ai tentativi falliti", () => {
  it(`blocca con 429 dopo ${CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT} accessi falliti sulla stessa email`, async () => {
    const { email, password } = await ctx.signUp();
    for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT; i++) {
      const r = await ctx.agent().post("/api/auth/login").send({ email, password: `sbagliata${i}` });
      expect(r.status).toBe(401);
    }
    const blocked = await ctx.agent().post("/api/auth/login").send({ email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
    // Another account from the same IP is not blocked by this email's counter.
    const other = await ctx.signUp();
    const ok = await ctx.agent().post("/api/auth/login").send({ email: other.email, password: other.password });
    expect(ok.status).toBe(200);
  });
});

describe("caratteri di controllo (trovati dalla fuzz di sicurezza)", () => {
  it("un NUL nell'email è un dato non valido, non un errore del server", async () => {
    const { email, password } = await ctx.signUp();
    for (const url of ["/api/auth/login", "/api/admin/login", "/api/auth/register"]) {
      const res = await ctx.agent().post(url).send({ email: `${email}\u0000`, password });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe("Inserisci email e password validi");
    }
  });

  it("i tentativi con un NUL nell'email contano per il limite di quell'email (la chiave del limite è valida)", async () => {
    const own = await createTestContext();
    try {
      const { email, password } = await own.signUp();
      for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT; i++) {
        expect((await own.agent().post("/api/auth/login").send({ email: `${email}\u0000`, password })).status).toBe(400);
      }
      expect((await own.agent().post("/api/auth/login").send({ email, password })).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});
