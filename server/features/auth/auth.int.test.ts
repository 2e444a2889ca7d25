import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";
import { authContract } from "@shared/contracts/auth";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("registrazione, accesso e uscita", () => {
  it("registra, entra, legge l'utente corrente ed esce", async () => {
    const a = ctx.agent();
    const reg = await call(a, authContract.register).send({ email: "Mario.Rossi@esempio.it", password: "segreta1" });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ success: true, message: "Registrazione completata", user: expect.objectContaining({ email: "mario.rossi@esempio.it", isPremium: false }) });

    // A fresh browser logs in with the same credentials (email case does not matter).
    const b = ctx.agent();
    const login = await call(b, authContract.login).send({ email: "mario.rossi@esempio.it", password: "segreta1" });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ success: true, message: "Accesso effettuato", isAdmin: false, user: expect.objectContaining({ email: "mario.rossi@esempio.it", isPremium: false }) });

    const me = await call(b, authContract.user);
    expect(me.status).toBe(200);
    // The shared e-mail schema stores the address lower-cased (docs/security.md).
    expect(me.body).toMatchObject({ email: "mario.rossi@esempio.it", firstName: "Mario", points: 0, isPremium: false, isAdmin: false });
    expect(me.body).not.toHaveProperty("passwordHash");
    expect(me.headers["cache-control"]).toContain("no-store");

    const out = await call(b, authContract.logoutPage).set("Sec-Fetch-Site", "same-origin");
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await call(b, authContract.user);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
  });

  it("il logout elimina davvero la sessione: il vecchio cookie non vale più", async () => {
    const { agent } = await ctx.signUp();
    const cookie = (await call(agent, authContract.user)).request.cookies;
    expect(cookie).toContain("sid=");
    await call(agent, authContract.logout).send();
    const replay = await call(ctx.agent(), authContract.user).set("Cookie", cookie);
    expect(replay.status).toBe(401);
  });

  it("rifiuta la password sbagliata e l'email sconosciuta con lo stesso messaggio", async () => {
    const { email } = await ctx.signUp();
    const wrong = await call(ctx.agent(), authContract.login).send({ email, password: "sbagliata" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: "unauthenticated", message: "Email o password errati" });
    const unknown = await call(ctx.agent(), authContract.login).send({ email: "nessuno@esempio.it", password: "sbagliata" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Email o password errati");
  });

  it("rifiuta un'email già registrata, anche con maiuscole diverse", async () => {
    const { email } = await ctx.signUp();
    const res = await call(ctx.agent(), authContract.register).send({ email: email.toUpperCase(), password: "altrapassword" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Esiste già un account con questa email");
  });

  it("l'accesso rigenera l'id di sessione (niente session fixation)", async () => {
    const { email, password } = await ctx.signUp();
    const a = ctx.agent();
    await call(a, authContract.login).send({ email, password: "sbagliata" });
    const before = (await a.post("/api/feedback-does-not-exist").send({})).request.cookies;
    await call(a, authContract.login).send({ email, password });
    const after = (await call(a, authContract.user)).request.cookies;
    expect(after).toContain("sid=");
    expect(after).not.toBe(before);
  });
});

describe("input non validi", () => {
  const forms = { register: authContract.register, login: authContract.login, admin: authContract.adminLogin };
  const cases: Array<[keyof typeof forms, unknown, string]> = [
    ["register", { email: "senza-chiocciola", password: "segreta1" }, "Inserisci email e password validi"],
    ["register", { email: "", password: "segreta1" }, "Inserisci email e password validi"],
    ["register", { password: "segreta1" }, "Inserisci email e password validi"],
    ["register", { email: "a@b.it", password: "12345" }, "La password deve avere almeno 6 caratteri"],
    ["register", { email: "a@b.it" }, "La password deve avere almeno 6 caratteri"],
    ["register", { email: 42, password: ["x"] }, "Inserisci email e password validi"],
    ["login", { email: "", password: "x" }, "Inserisci email e password"],
    ["login", { email: "a@b.it" }, "Inserisci email e password"],
    ["login", {}, "Inserisci email e password"],
    ["admin", { email: "a@b.it", password: "" }, "Inserisci email e password"],
    ["admin", { password: "x" }, "Inserisci email e password"],
  ];
  it.each(cases)("%s %j → 400 '%s'", async (form, body, message) => {
    const countBefore = (await ctx.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: unknown[] };
    const res = await call(ctx.agent(), forms[form]).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors).toBeTypeOf("object");
    const countAfter = (await ctx.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: unknown[] };
    expect(countAfter.rows[0]).toEqual(countBefore.rows[0]);
  });

  it("un JSON malformato è un 400 in italiano, senza stack", async () => {
    const res = await call(ctx.agent(), authContract.login).set("Content-Type", "application/json").send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Il corpo della richiesta non è un JSON valido");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("accesso amministratore", () => {
  it("rifiuta un utente normale con 401 e non apre la sessione", async () => {
    const { email, password } = await ctx.signUp();
    const a = ctx.agent();
    const res = await call(a, authContract.adminLogin).send({ email, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Email o password non corretti");
    expect((await call(a, authContract.user)).status).toBe(401);
  });

  it("accetta un amministratore e risponde con isAdmin", async () => {
    const { agent } = await ctx.signInAdmin();
    const me = await call(agent, authContract.user);
    expect(me.body.isAdmin).toBe(true);
  });

  it("il login normale di un amministratore risponde 'Benvenuto Admin!'", async () => {
    const { email, password } = await ctx.signInAdmin();
    const res = await call(ctx.agent(), authContract.login).send({ email, password });
    expect(res.body).toEqual({ success: true, message: "Benvenuto Admin!", isAdmin: true, user: expect.objectContaining({ email, isAdmin: true }) });
  });
});

describe("protezione contro le richieste forgiate", () => {
  it("rifiuta un POST senza X-Requested-With", async () => {
    const res = await call(ctx.visitor(), authContract.login).unset("X-Requested-With").send({ email: "a@b.it", password: "x" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Richiesta non consentita");
  });

  it("rifiuta un corpo non JSON (come un form di un altro sito)", async () => {
    const res = await call(ctx.agent(), authContract.login).type("form").send("email=a@b.it&password=x");
    expect(res.status).toBe(403);
  });

  it("le letture non richiedono l'intestazione", async () => {
    const res = await call(ctx.visitor(), authContract.user).unset("X-Requested-With");
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
      const r = await call(ctx.agent(), authContract.login).send({ email, password: `sbagliata${i}` });
      expect(r.status).toBe(401);
    }
    const blocked = await call(ctx.agent(), authContract.login).send({ email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
    // Another account from the same IP is not blocked by this email's counter.
    const other = await ctx.signUp();
    const ok = await call(ctx.agent(), authContract.login).send({ email: other.email, password: other.password });
    expect(ok.status).toBe(200);
  });
});

describe("caratteri di controllo (trovati dalla fuzz di sicurezza)", () => {
  it("un NUL nell'email è un dato non valido, non un errore del server", async () => {
    const { email, password } = await ctx.signUp();
    for (const contract of [authContract.login, authContract.adminLogin, authContract.register]) {
      const res = await call(ctx.agent(), contract).send({ email: `${email}\u0000`, password });
      expect(res.status, contract.path).toBe(400);
      expect(res.body.message, contract.path).toBe("Inserisci email e password validi");
    }
  });

  it("i tentativi con un NUL nell'email contano per il limite di quell'email (la chiave del limite è valida)", async () => {
    const own = await createTestContext();
    try {
      const { email, password } = await own.signUp();
      for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT; i++) {
        expect((await call(own.agent(), authContract.login).send({ email: `${email}\u0000`, password })).status).toBe(400);
      }
      expect((await call(own.agent(), authContract.login).send({ email, password })).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});
