import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, withCookie, type TestContext } from "../test/harness";
import { users } from "../db/schema";
import { SESSION_USER_COLUMNS } from "../http/session.repo";
import { SESSION_CACHE_CHANNEL } from "./session-cache";
import { DELETE_CONFIRMATION_WORD } from "@shared/schemas/account-data";
import { accountContract } from "@shared/contracts/account";
import { accountDataContract } from "@shared/contracts/account-data";
import { adminContract } from "@shared/contracts/admin";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";

// Two apps on one database stand for two server processes: each has its own session cache, and
// only the database's notices tell B what happened on A (docs/security.md, "Cache delle sessioni").
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await createTestContext({ config: { SESSION_CACHE_TTL_MS: "60000" } });
  b = await createTestContext({ database: a.database, config: { SESSION_CACHE_TTL_MS: "60000" } });
  // The listeners start with the app; wait until B's cache is live (it serves a cached read).
  for (let i = 0; !(await servesFromCache(b.app)); i++) {
    if (i > 50) throw new Error("la cache delle sessioni di B non è mai attiva");
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => {
  await b.close();
  await a.close();
});

// The embedded database delivers its notices before the write's statement returns; a real server
// delivers them on B's listening connection a moment after the commit: B is asked until it agrees.
const POLL = { timeout: 5000, interval: 10 };
const onB = (cookie: string) => call(withCookie(b.app, cookie), authContract.user);
const onA = (cookie: string) => withCookie(a.app, cookie);

async function signIn(email: string, password: string): Promise<string> {
  const res = await call(request(a.app), authContract.login).set("X-Requested-With", "vitest").send({ email, password });
  expect(res.status).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0];
}

async function newUser() {
  const u = await a.signUp();
  const cookie = await signIn(u.email, u.password);
  // B reads the session once: from now on it has it in its cache.
  expect((await onB(cookie)).status).toBe(200);
  return { ...u, cookie };
}

const readOn = (app: TestContext["app"], cookie: string) => call(withCookie(app, cookie), authContract.user);

/** Changes the user's first name without the database's notice (its trigger off for the change). */
async function changeNameUnannounced(userId: number, firstName: string) {
  await a.database.exec("ALTER TABLE users DISABLE TRIGGER users_session_cache_update");
  try {
    await a.db.update(users).set({ firstName }).where(eq(users.id, userId));
  } finally {
    await a.database.exec("ALTER TABLE users ENABLE TRIGGER users_session_cache_update");
  }
}

/** Whether the app serves a session from its cache: a change nobody announces is not seen. */
async function servesFromCache(app: TestContext["app"]): Promise<boolean> {
  const u = await newUser();
  expect((await readOn(app, u.cookie)).status).toBe(200);
  await changeNameUnannounced(u.user.id, "Nascosto");
  return (await readOn(app, u.cookie)).body.firstName !== "Nascosto";
}

describe("cache delle sessioni: un processo serve la sessione letta di recente", () => {
  it("una modifica non annunciata non si vede finché la copia è valida; con un TTL breve si vede allo scadere", async () => {
    expect(await servesFromCache(b.app)).toBe(true);
    const short = await createTestContext({ database: a.database, config: { SESSION_CACHE_TTL_MS: "300" } });
    for (let i = 0; !(await servesFromCache(short.app)); i++) {
      if (i > 50) throw new Error("la cache non è mai attiva");
      await new Promise((r) => setTimeout(r, 100));
    }
    const u = await newUser();
    expect((await readOn(short.app, u.cookie)).status).toBe(200);
    await changeNameUnannounced(u.user.id, "Dopo");
    await expect.poll(async () => (await readOn(short.app, u.cookie)).body.firstName, { timeout: 10_000 }).toBe("Dopo");
  });

  it("con la cache spenta (TTL 0) ogni lettura chiede al database", async () => {
    const off = await createTestContext({ database: a.database, config: { SESSION_CACHE_TTL_MS: "0" } });
    const u = await newUser();
    expect((await readOn(off.app, u.cookie)).status).toBe(200);
    await changeNameUnannounced(u.user.id, "Subito");
    expect((await readOn(off.app, u.cookie)).body.firstName).toBe("Subito");
  });

  it("la scrittura di una persona si vede alla sua lettura successiva sullo stesso processo, anche prima dell'avviso", async () => {
    // A process whose notices have not arrived yet: it listens, but hears nothing.
    const deaf = await createTestContext({ database: { ...a.database, listen: (_c, _m, onLive) => (onLive(true), () => {}) }, config: { SESSION_CACHE_TTL_MS: "60000" } });
    const u = await newUser();
    const read = () => readOn(deaf.app, u.cookie);
    expect((await read()).status).toBe(200);
    // Its cache is on: a change made elsewhere is not seen yet.
    await a.db.update(users).set({ firstName: "Altrove" }).where(eq(users.id, u.user.id));
    expect((await read()).body.firstName).not.toBe("Altrove");
    const res = await call(withCookie(deaf.app, u.cookie), accountContract.updateAccount).send({ firstName: "Mia", lastName: "Scelta" });
    expect(res.status).toBe(200);
    expect((await read()).body).toMatchObject({ firstName: "Mia", lastName: "Scelta" });
  });

  it("due utenti letti dalla cache vedono ciascuno i propri dati", async () => {
    const [x, y] = [await newUser(), await newUser()];
    const [rx, ry] = await Promise.all([onB(x.cookie), onB(y.cookie)]);
    expect([rx.body.id, ry.body.id]).toEqual([x.user.id, y.user.id]);
  });
});

describe("cache delle sessioni: ogni evento vale subito anche sull'altro processo", () => {
  it("logout: la sessione non vale più", async () => {
    const u = await newUser();
    expect((await call(onA(u.cookie), authContract.logout)).status).toBeLessThan(400);
    await expect.poll(async () => (await onB(u.cookie)).status, POLL).toBe(401);
    expect((await onB(u.cookie)).body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
  });

  it("cambio password: le altre sessioni finiscono, quella che l'ha cambiata resta", async () => {
    const u = await newUser();
    const other = await signIn(u.email, u.password);
    await expect.poll(async () => (await onB(other)).status, POLL).toBe(200);
    const res = await call(onA(u.cookie), accountContract.password).send({ currentPassword: u.password, newPassword: "nuova-password-456" });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await onB(other)).status, POLL).toBe(401);
    await expect.poll(async () => (await onB(u.cookie)).status, POLL).toBe(200);
  });

  it("esci da tutti gli altri dispositivi", async () => {
    const u = await newUser();
    const other = await signIn(u.email, u.password);
    await expect.poll(async () => (await onB(other)).status, POLL).toBe(200);
    expect((await call(onA(u.cookie), accountContract.endOtherSessions)).body.ended).toBe(2);
    await expect.poll(async () => (await onB(other)).status, POLL).toBe(401);
    await expect.poll(async () => (await onB(u.cookie)).status, POLL).toBe(200);
  });

  it("'Esci' su un solo dispositivo: quella sessione finisce, le altre restano", async () => {
    const u = await newUser();
    const phone = await signIn(u.email, u.password);
    const tablet = await signIn(u.email, u.password);
    await expect.poll(async () => (await onB(phone)).status, POLL).toBe(200);
    await expect.poll(async () => (await onB(tablet)).status, POLL).toBe(200);
    const phoneId = (await call(request(a.app), accountContract.sessions).set("Cookie", phone)).body.find((s: { current: boolean }) => s.current).id;
    expect((await call(onA(u.cookie), accountContract.endSession, { params: { id: phoneId } })).status).toBe(200);
    await expect.poll(async () => (await onB(phone)).status, POLL).toBe(401);
    expect((await onB(tablet)).status).toBe(200);
    expect((await onB(u.cookie)).status).toBe(200);
  });

  it("account disattivato dall'amministratore", async () => {
    const u = await newUser();
    const admin = await a.signInAdmin();
    expect((await call(admin.agent, adminContract.setSignIn, { params: { id: u.user.id } }).send({ enabled: false })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).status, POLL).toBe(401);
  });

  it("nominato e poi tolto amministratore", async () => {
    const u = await newUser();
    const admin = await a.signInAdmin();
    await expect.poll(async () => (await onB(u.cookie)).body.isAdmin, POLL).toBe(false);
    expect((await call(admin.agent, adminContract.setRole, { params: { id: u.user.id } }).send({ isAdmin: true, currentPassword: admin.password })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).body.isAdmin, POLL).toBe(true);
    expect((await call(admin.agent, adminContract.setRole, { params: { id: u.user.id } }).send({ isAdmin: false, currentPassword: admin.password })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).body.isAdmin, POLL).toBe(false);
  });

  it("Premium dato e tolto dall'amministratore, prova gratuita", async () => {
    const u = await newUser();
    const admin = await a.signInAdmin();
    expect((await call(admin.agent, billingContract.setPremium, { params: { id: u.user.id } }).send({ action: "grant" })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).body.isPremium, POLL).toBe(true);
    expect((await call(admin.agent, billingContract.setPremium, { params: { id: u.user.id } }).send({ action: "remove" })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).body.isPremium, POLL).toBe(false);
    const trial = await newUser();
    expect((await call(onA(trial.cookie), billingContract.demoTrial)).status).toBe(200);
    await expect.poll(async () => (await onB(trial.cookie)).body.isPremium, POLL).toBe(true);
  });

  it("Premium scaduto: la scadenza vale anche per la copia in cache", async () => {
    const u = await newUser();
    await a.db.update(users).set({ isPremium: true, premiumUntil: new Date(Date.now() + 1500) }).where(eq(users.id, u.user.id));
    await expect.poll(async () => (await onB(u.cookie)).body.isPremium, POLL).toBe(true);
    await expect.poll(async () => (await onB(u.cookie)).body.isPremium, { timeout: 10_000 }).toBe(false);
  });

  it("nome del profilo, e-mail e punti", async () => {
    const u = await newUser();
    expect((await call(onA(u.cookie), accountContract.updateAccount).send({ firstName: "Marta", lastName: "Bianchi" })).status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).body, POLL).toMatchObject({ firstName: "Marta", lastName: "Bianchi" });
    // The e-mail change's confirmation link and the points' awards write the row like this.
    await a.db.update(users).set({ email: `nuova.${u.email}` }).where(eq(users.id, u.user.id));
    await expect.poll(async () => (await onB(u.cookie)).body.email, POLL).toBe(`nuova.${u.email}`);
    const before = (await onB(u.cookie)).body.points as number;
    await a.db.update(users).set({ points: sql`${users.points} + 25` }).where(eq(users.id, u.user.id));
    await expect.poll(async () => (await onB(u.cookie)).body.points, POLL).toBe(before + 25);
  });

  it("account cancellato: la sessione non vale più", async () => {
    const u = await newUser();
    const res = await call(onA(u.cookie), accountDataContract.deleteAccount).send({ password: u.password, confirmation: DELETE_CONFIRMATION_WORD });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await onB(u.cookie)).status, POLL).toBe(401);
  });

  it("ogni colonna dell'utente letta con la sessione, cambiata, è annunciata", async () => {
    const u = await newUser();
    const heard: string[] = [];
    let live = false;
    const stop = a.database.listen(SESSION_CACHE_CHANNEL, (p) => heard.push(p), (l) => (live = l));
    try {
      await expect.poll(() => live).toBe(true);
      const values: Record<string, unknown> = { id: undefined, email: `col.${u.email}`, firstName: "X", lastName: "Y", profileImageUrl: "https://esempio.it/a.png", points: 999, isAdmin: true, isPremium: true, premiumUntil: new Date(), subscriptionStatus: "active", emailVerifiedAt: new Date(), disabledAt: new Date() };
      for (const key of Object.keys(SESSION_USER_COLUMNS)) {
        if (key === "id") continue;
        expect(values, `valore di prova per ${key}`).toHaveProperty(key);
        heard.length = 0;
        await a.db.update(users).set({ [key]: values[key] }).where(eq(users.id, u.user.id));
        await expect.poll(() => heard, { timeout: 5000, message: key }).toContain(`u:${u.user.id}`);
      }
      // A column no request reads from the session announces nothing.
      heard.length = 0;
      await a.db.update(users).set({ lastLessonId: 1 }).where(eq(users.id, u.user.id));
      await a.db.execute(sql`select 1`);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });
});
