import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, accountLinkToken, createTestContext, latestAccountMail, runDueOnce, verifyEmailOf, type TestContext } from "../../test/harness";
import { emailOutbox, householdProfiles, users } from "../../db/schema";
import { getHouseholdProfile } from "./account.public";
import { accountContract } from "@shared/contracts/account";
import { authContract } from "@shared/contracts/auth";
import { calculatorsContract } from "@shared/contracts/calculators";

// The account page's endpoints and the household profile (docs/accounts.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A second browser of the same user, signed in with its own user agent. */
async function secondDevice(email: string, password: string, userAgent = SAFARI_IPHONE) {
  const a = ctx.agent().set("User-Agent", userAgent);
  expect((await call(a, authContract.login).send({ email, password })).status).toBe(200);
  return a;
}

describe("profilo della famiglia (GET/PUT /api/user/profile)", () => {
  it("un nuovo utente non ha completato l'onboarding; il reddito '1.800' è letto 1800 e i campi si salvano passo per passo", async () => {
    const { agent, user } = await ctx.signUp();
    expect((await call(agent, accountContract.profile)).body).toEqual({ completed: false, monthlyIncome: null, householdSize: null, children: null, singleIncome: null, goal: null, salaryPayments: null, thirteenthMonth: null, fourteenthMonth: null, extraPaymentAmount: null });

    const step1 = await call(agent, accountContract.saveProfile).send({ monthlyIncome: "1.800" });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ completed: true, monthlyIncome: 1800, message: "Profilo della famiglia salvato" });
    await call(agent, accountContract.saveProfile).send({ householdSize: "3", children: 1, singleIncome: true }).expect(200);
    await call(agent, accountContract.saveProfile).send({ goal: "home" }).expect(200);
    const all = await call(agent, accountContract.profile);
    expect(all.body).toEqual({ completed: true, monthlyIncome: 1800, householdSize: 3, children: 1, singleIncome: true, goal: "home", salaryPayments: null, thirteenthMonth: null, fourteenthMonth: null, extraPaymentAmount: null });
    // Other features read the same figures (the assistant, after merge).
    expect(await getHouseholdProfile(ctx.db, user.id)).toEqual(all.body);
  });

  it("saltare l'onboarding (PUT vuoto) lo segna completato senza dati", async () => {
    const { agent } = await ctx.signUp();
    const res = await call(agent, accountContract.saveProfile).send({});
    expect(res.body).toMatchObject({ completed: true, monthlyIncome: null, goal: null });
  });

  it("dati non validi: 400 con il messaggio italiano del campo e nulla cambia", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, accountContract.saveProfile).send({ monthlyIncome: "2.500,50", householdSize: 2 }).expect(200);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ monthlyIncome: "-5" }, "monthlyIncome", "Il reddito non può essere negativo"],
      [{ monthlyIncome: "abc" }, "monthlyIncome", "Inserisci un numero valido"],
      [{ monthlyIncome: "1.800,123" }, "monthlyIncome", "Sono ammessi al massimo 2 decimali"],
      [{ householdSize: 0 }, "householdSize", "Le persone in famiglia vanno da 1 a 20"],
      [{ householdSize: 2.5 }, "householdSize", "Inserisci un numero intero"],
      [{ goal: "lotteria" }, "goal", "Scegli un obiettivo dall'elenco"],
      [{ singleIncome: "forse" }, "singleIncome", "Indica se in famiglia entra un solo reddito"],
      [{ children: 4, householdSize: 4 }, "children", "I figli non possono essere più delle persone in famiglia meno una"],
      // Checked against the stored size (2) too.
      [{ children: 2 }, "children", "I figli non possono essere più delle persone in famiglia meno una"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(agent, accountContract.saveProfile).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    const [row] = await ctx.db.select().from(householdProfiles).where(eq(householdProfiles.userId, user.id));
    expect(row).toMatchObject({ monthlyIncome: "2500.50", householdSize: 2, children: null, goal: null });
  });

  it("ognuno legge e cambia solo il proprio profilo", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await call(a.agent, accountContract.saveProfile).send({ monthlyIncome: "3000", userId: b.user.id }).expect(200);
    expect((await call(b.agent, accountContract.profile)).body.completed).toBe(false);
    expect((await call(ctx.visitor(), accountContract.profile)).status).toBe(401);
  });
});

describe("dati dell'account (GET/PATCH /api/user/account)", () => {
  it("cambia nome, cognome e nome visibile; i campi non inviati restano", async () => {
    const { agent, email } = await ctx.signUp();
    const res = await call(agent, accountContract.updateAccount).send({ firstName: "  Maria ", lastName: "Rossi", displayName: "Risparmiatrice" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, emailVerified: false, firstName: "Maria", lastName: "Rossi", displayName: "Risparmiatrice", message: "Dati dell'account salvati" });
    await call(agent, accountContract.updateAccount).send({ lastName: "" }).expect(200);
    expect((await call(agent, accountContract.account)).body).toMatchObject({ firstName: "Maria", lastName: null, displayName: "Risparmiatrice" });
    expect((await call(agent, authContract.user)).body.firstName).toBe("Maria");
  });

  it("nomi non validi: 400 in italiano, nulla cambia", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, accountContract.updateAccount).send({ firstName: "Luca" }).expect(200);
    for (const [body, msg] of [
      [{ firstName: "a".repeat(61) }, "Il nome può avere al massimo 60 caratteri"],
      [{ firstName: "Luca\r\nBcc: x" }, "Il nome non può contenere a capo né i caratteri < >"],
      [{ displayName: "io@esempio.it" }, "Il nome in classifica deve avere da 2 a 30 caratteri, senza @"],
    ] as const) {
      const res = await call(agent, accountContract.updateAccount).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(msg);
    }
    expect((await call(agent, accountContract.account)).body.firstName).toBe("Luca");
  });
});

describe("cambio password (POST /api/user/password)", () => {
  it("chiede la password attuale; cambiata, ogni altra sessione dell'utente finisce e questa resta", async () => {
    const { agent, email, password } = await ctx.signUp();
    const phone = await secondDevice(email, password);

    const wrong = await call(agent, accountContract.password).send({ currentPassword: "sbagliata", newPassword: "nuova-password-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("La password attuale non è corretta");
    expect((await call(phone, authContract.user)).status).toBe(200);

    const ok = await call(agent, accountContract.password).send({ currentPassword: password, newPassword: "nuova-password-1" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Password cambiata: gli altri dispositivi sono stati disconnessi");
    expect((await call(phone, authContract.user)).status).toBe(401);
    expect((await call(agent, authContract.user)).status).toBe(200);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password })).status).toBe(401);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password: "nuova-password-1" })).status).toBe(200);
  });

  it("password nuova corta o uguale alla vecchia: 400 in italiano", async () => {
    const { agent, password } = await ctx.signUp();
    expect((await call(agent, accountContract.password).send({ currentPassword: password, newPassword: "123" })).body.message).toBe("La password deve avere almeno 6 caratteri");
    expect((await call(agent, accountContract.password).send({ currentPassword: password, newPassword: password })).body.message).toBe(
      "La nuova password deve essere diversa da quella attuale",
    );
  });

  it("troppe password attuali sbagliate: 429 (limite configurato)", async () => {
    const limited = await createTestContext({ config: { ACCOUNT_PASSWORD_FAILURES_PER_HOUR: "2" } });
    try {
      const { agent, password } = await limited.signUp();
      for (let i = 0; i < 2; i++) expect((await call(agent, accountContract.password).send({ currentPassword: "no", newPassword: "nuova-password-1" })).status).toBe(400);
      const over = await call(agent, accountContract.password).send({ currentPassword: password, newPassword: "nuova-password-1" });
      expect(over.status).toBe(429);
      expect(over.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
    } finally {
      await limited.close();
    }
  });
});

describe("sessioni attive", () => {
  it("elenca dispositivo e ultimo accesso, segna questa; 'esci dagli altri' chiude le altre sessioni dell'utente e non quelle di altri", async () => {
    const email = `sessioni.${Date.now()}@esempio.it`;
    const laptop = ctx.agent().set("User-Agent", CHROME_WINDOWS);
    await call(laptop, authContract.register).send({ email, password: "password123" }).expect(201);
    const phone = await secondDevice(email, "password123");
    const stranger = await ctx.signUp();

    const list = await call(laptop, accountContract.sessions);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ current: true, device: "Chrome su Windows" });
    expect(list.body[1]).toMatchObject({ current: false, device: "Safari su iOS" });
    expect(Date.parse(list.body[1].lastSeenAt)).not.toBeNaN();
    // The id shown is not the session cookie's value.
    const cookie = (await call(laptop, authContract.user)).request.cookies;
    for (const s of list.body) expect(cookie).not.toContain(s.id);

    const ended = await call(laptop, accountContract.endOtherSessions);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: "Sei uscito da tutti gli altri dispositivi", ended: 1 });
    expect((await call(phone, authContract.user)).status).toBe(401);
    expect((await call(laptop, authContract.user)).status).toBe(200);
    expect((await call(stranger.agent, authContract.user)).status).toBe(200);
    expect((await call(laptop, accountContract.sessions)).body).toHaveLength(1);
  });

  it("'Esci' su un dispositivo chiude solo quella sessione; l'id di un altro utente o di questa non chiude nulla", async () => {
    const email = `dispositivo.${Date.now()}@esempio.it`;
    const laptop = ctx.agent().set("User-Agent", CHROME_WINDOWS);
    await call(laptop, authContract.register).send({ email, password: "password123" }).expect(201);
    const phone = await secondDevice(email, "password123");
    const tablet = await secondDevice(email, "password123");
    const stranger = await ctx.signUp();
    const mine = (await call(laptop, accountContract.sessions)).body as Array<{ id: string; current: boolean }>;
    expect(mine).toHaveLength(3);
    const current = mine.find((s) => s.current)!;
    const phoneId = (await call(phone, accountContract.sessions)).body.find((s: { current: boolean }) => s.current).id as string;
    const strangerId = (await call(stranger.agent, accountContract.sessions)).body[0].id as string;

    // Someone else's device, an id that never existed, this very device: nothing ends.
    for (const [id, status, message] of [
      [strangerId, 404, "Dispositivo non trovato: forse ne sei già uscito"],
      ["nessuno", 404, "Dispositivo non trovato: forse ne sei già uscito"],
      [current.id, 400, "Questo è il dispositivo che stai usando: per uscire usa «Esci» nel menu"],
    ] as const) {
      const res = await call(laptop, accountContract.endSession, { params: { id } });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await call(stranger.agent, authContract.user)).status).toBe(200);
    expect((await call(laptop, accountContract.sessions)).body).toHaveLength(3);

    const ended = await call(laptop, accountContract.endSession, { params: { id: phoneId } });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: "Sei uscito da quel dispositivo" });
    expect((await call(phone, authContract.user)).status).toBe(401);
    expect((await call(tablet, authContract.user)).status).toBe(200);
    expect((await call(laptop, authContract.user)).status).toBe(200);
    expect((await call(laptop, accountContract.sessions)).body.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    // Twice: already gone.
    expect((await call(laptop, accountContract.endSession, { params: { id: phoneId } })).status).toBe(404);
    // "others" still ends all the others, not a device called "others".
    expect((await call(laptop, accountContract.endOtherSessions)).body.ended).toBe(1);
    expect((await call(tablet, authContract.user)).status).toBe(401);
  });
});

describe("cambio email", () => {
  it("chiede la password attuale, manda il link al nuovo indirizzo; confermato cambia l'email (verificata) e avvisa il vecchio indirizzo", async () => {
    const { agent, email, password, user } = await ctx.signUp();
    const newEmail = `nuovo.${Date.now()}@esempio.it`;
    const wrong = await call(agent, accountContract.emailChange).send({ newEmail, currentPassword: "sbagliata" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("La password attuale non è corretta");

    const res = await call(agent, accountContract.emailChange).send({ newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: password });
    expect(res.status).toBe(202);
    expect(res.body.message).toContain("Ti abbiamo inviato un link al nuovo indirizzo");
    expect((await call(agent, authContract.user)).body.email).toBe(email);

    const token = await accountLinkToken(ctx, newEmail, "email_change");
    const confirm = await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ message: "Indirizzo email aggiornato" });
    expect((await call(agent, authContract.user)).body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await latestAccountMail(ctx, email, "email_changed_notice")).body).not.toContain("token=");
    expect((await call(ctx.visitor(), authContract.login).send({ email: newEmail, password })).status).toBe(200);
    expect((await call(ctx.visitor(), authContract.login).send({ email, password })).status).toBe(401);

    const reuse = await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("Il link non è valido o è scaduto. Chiedine uno nuovo.");
    const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(newEmail);
  });

  it("un indirizzo già di un altro account: il link arriva, la conferma risponde 409 e nulla cambia", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await call(a.agent, accountContract.emailChange).send({ newEmail: b.email, currentPassword: a.password }).expect(202);
    const token = await accountLinkToken(ctx, b.email, "email_change");
    const res = await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Esiste già un account con questa email");
    expect((await call(a.agent, authContract.user)).body.email).toBe(a.email);
  });

  it("indirizzo non valido (due indirizzi, a capo) o uguale: 400 in italiano", async () => {
    const { agent, email, password } = await ctx.signUp();
    for (const newEmail of ["a@esempio.it, b@esempio.it", "a@esempio.it\nBcc: b@esempio.it", "a b@esempio.it"]) {
      const res = await call(agent, accountContract.emailChange).send({ newEmail, currentPassword: password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Inserisci un indirizzo email valido");
    }
    expect((await call(agent, accountContract.emailChange).send({ newEmail: email, currentPassword: password })).body.message).toBe("Il nuovo indirizzo è uguale a quello attuale");
  });
});

describe("verifica dell'email e preferenze", () => {
  it("alla registrazione parte il link; verificata una volta, il link non vale più; il reinvio a un indirizzo verificato risponde 409", async () => {
    const { agent, email } = await ctx.signUp();
    expect((await call(agent, authContract.user)).body.emailVerified).toBe(false);
    const resent = await call(agent, accountContract.resendVerification);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe("Ti abbiamo inviato un nuovo link di verifica");
    const token = await accountLinkToken(ctx, email, "email_verify");
    const ok = await call(ctx.visitor(), accountContract.verifyEmail).send({ token });
    expect(ok.body).toEqual({ message: "Indirizzo email verificato, grazie!" });
    expect((await call(agent, authContract.user)).body.emailVerified).toBe(true);
    const again = await call(ctx.visitor(), accountContract.verifyEmail).send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Il link non è valido o è scaduto. Chiedine uno nuovo.");
    const resend = await call(agent, accountContract.resendVerification);
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe("Il tuo indirizzo email è già verificato");
  });

  it("la newsletter si attiva solo con l'indirizzo verificato; automazioni spente: nessuna email dopo il calcolatore", async () => {
    const { agent, email } = await ctx.signUp();
    const before = await call(agent, accountContract.preferences).send({ newsletter: true });
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("Verifica prima il tuo indirizzo email: la newsletter arriva solo agli indirizzi verificati");
    await verifyEmailOf(ctx, email);
    const on = await call(agent, accountContract.preferences).send({ newsletter: true, automations: false, reminders: false });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ newsletter: true, automations: false, reminders: false, message: "Preferenze email salvate" });
    expect((await call(agent, accountContract.account)).body.preferences).toEqual({ newsletter: true, automations: false, reminders: false });
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" }).expect(201);
    const automated = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.scenario, "calculator_completed")));
    expect(automated).toEqual([]);
    const off = await call(agent, accountContract.preferences).send({ newsletter: false });
    expect(off.body.newsletter).toBe(false);
    const bad = await call(agent, accountContract.preferences).send({ reminders: "sì" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Indica sì o no per ogni preferenza");
  });

  it("automazioni spente dopo il calcolatore: le email già programmate non partono", async () => {
    const { agent, email, user } = await ctx.signUp();
    await verifyEmailOf(ctx, email);
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" }).expect(201);
    const automated = () => ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.scenario, "calculator_completed"))).orderBy(emailOutbox.dueAt);
    const queued = await automated();
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((m) => m.userId === user.id && m.status === "pending")).toBe(true);
    expect((await call(agent, accountContract.preferences).send({ automations: false })).body.automations).toBe(false);
    await runDueOnce(ctx.deps);
    // The first is due at once: cancelled; the later ones wait and meet the same rule when due.
    const [first, ...later] = await automated();
    expect(later.every((m) => m.status === "pending")).toBe(true);
    expect(first).toMatchObject({ status: "cancelled", sentAt: null, lastError: "Disattivate dall'utente nelle preferenze email: email non inviata" });
  });
});
