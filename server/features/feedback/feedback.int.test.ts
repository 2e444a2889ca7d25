import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { FEEDBACK_RATE_LIMIT } from "./feedback.routes";
import { alertsContract } from "@shared/contracts/alerts";
import { feedbackContract } from "@shared/contracts/feedback";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const REQUIRED = "Seleziona un tipo e scrivi il tuo messaggio";

describe("invio del feedback", () => {
  it("un visitatore invia un feedback e lo vede nella lista pubblica, senza email né note", async () => {
    const res = await call(ctx.visitor(), feedbackContract.submit).send({ type: "praise", rating: 5, title: "Bravi", message: "Corso utilissimo", userEmail: "anna@esempio.it" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "praise", rating: 5, title: "Bravi", message: "Corso utilissimo", status: "new" });
    expect(res.body).not.toHaveProperty("userEmail");

    const list = await call(ctx.visitor(), feedbackContract.community);
    expect(list.status).toBe(200);
    const item = list.body.items.find((i: { id: number }) => i.id === res.body.id);
    expect(item).toEqual({ id: res.body.id, type: "praise", rating: 5, title: "Bravi", message: "Corso utilissimo", status: "new", createdAt: expect.any(String), reply: null });
    expect(JSON.stringify(list.body)).not.toContain("anna@esempio.it");
    expect(list.body.total).toBe(list.body.items.length);
  });

  it("tipo o messaggio mancanti → 400 con il messaggio della specifica, niente salvato", async () => {
    const before = (await call(ctx.visitor(), feedbackContract.community)).body.total;
    for (const body of [{ message: "ciao" }, { type: "bug" }, { type: "bug", message: "   " }, { type: "sconosciuto", message: "x" }, {}]) {
      const res = await call(ctx.visitor(), feedbackContract.submit).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    }
    expect((await call(ctx.visitor(), feedbackContract.community)).body.total).toBe(before);
  });

  it("valutazione intera da 1 a 5, solo per contenuti e apprezzamento", async () => {
    for (const rating of [0, 6, 2.5, "3"]) {
      const res = await call(ctx.visitor(), feedbackContract.submit).send({ type: "content", rating, message: "x" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("La valutazione deve essere un numero intero da 1 a 5");
    }
    const bug = await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", rating: 4, message: "Il grafico non carica" });
    expect(bug.status).toBe(201);
    expect(bug.body.rating).toBeNull();
    const content = await call(ctx.visitor(), feedbackContract.submit).send({ type: "content", rating: 3, message: "Più esempi" });
    expect(content.body.rating).toBe(3);
  });

  it("titolo ed email vuoti diventano null; email non valida → 400", async () => {
    const res = await call(ctx.visitor(), feedbackContract.submit).send({ type: "suggestion", title: "  ", message: "Idea", userEmail: "", rating: null });
    expect(res.status).toBe(201);
    expect(res.body.title).toBeNull();
    const bad = await call(ctx.visitor(), feedbackContract.submit).send({ type: "suggestion", message: "Idea", userEmail: "non-una-email" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.userEmail).toBe("Inserisci un'email valida");
  });

  it("il testo è salvato e restituito così com'è (niente HTML interpretato)", async () => {
    const message = '<img src=x onerror="alert(1)"> & <b>grassetto</b>';
    const res = await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message });
    expect(res.body.message).toBe(message);
    const list = await call(ctx.visitor(), feedbackContract.community);
    expect(list.headers["content-type"]).toContain("application/json");
    expect(list.body.items.find((i: { id: number }) => i.id === res.body.id).message).toBe(message);
  });
});

describe("gestione da parte dell'amministratore", () => {
  it("cambia lo stato, scrive note e nasconde dalla lista pubblica", async () => {
    const created = (await call(ctx.visitor(), feedbackContract.submit).send({ type: "feature", message: "Esporta in PDF", userEmail: "luca@esempio.it" })).body;
    const { agent: admin } = await ctx.signInAdmin();

    const list = await call(admin, feedbackContract.adminList);
    expect(list.status).toBe(200);
    const item = list.body.items.find((i: { id: number }) => i.id === created.id);
    expect(item).toMatchObject({ userEmail: "luca@esempio.it", adminNotes: null, isHidden: false, status: "new" });
    const newBefore = list.body.counts.new;

    const patched = await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ status: "in_progress", adminNotes: "Previsto per dicembre" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: "in_progress", adminNotes: "Previsto per dicembre" });
    const counts = (await call(admin, feedbackContract.adminList)).body.counts;
    expect(counts.new).toBe(newBefore - 1);
    expect(counts.inProgress).toBe(1);

    const publicItem = (await call(ctx.visitor(), feedbackContract.community)).body.items.find((i: { id: number }) => i.id === created.id);
    expect(publicItem.status).toBe("in_progress");
    expect(publicItem).not.toHaveProperty("adminNotes");

    await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ isHidden: true }).expect(200);
    const after = (await call(ctx.visitor(), feedbackContract.community)).body.items.map((i: { id: number }) => i.id);
    expect(after).not.toContain(created.id);
  });

  it("una risposta pubblica compare sotto il feedback e come avviso del suo autore; le note restano private", async () => {
    const author = await ctx.signUp();
    const created = (await call(author.agent, feedbackContract.submit).send({ type: "feature", message: "Vorrei il grafico annuale" })).body;
    const { agent: admin } = await ctx.signInAdmin();
    const patched = await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ adminNotes: "Solo per noi", publicReply: "  Arriva a gennaio, grazie!  " });
    expect(patched.status).toBe(200);
    expect(patched.body.reply).toEqual({ text: "Arriva a gennaio, grazie!", repliedAt: expect.any(String) });

    const publicItem = (await call(ctx.visitor(), feedbackContract.community)).body.items.find((i: { id: number }) => i.id === created.id);
    expect(publicItem.reply.text).toBe("Arriva a gennaio, grazie!");
    expect(JSON.stringify(publicItem)).not.toContain("Solo per noi");

    const alerts = (await call(author.agent, alertsContract.list)).body as Array<{ alertType: string; title: string; message: string }>;
    const replyAlerts = alerts.filter((a) => a.alertType === "feedback_reply");
    expect(replyAlerts).toEqual([expect.objectContaining({ title: "Abbiamo risposto al tuo feedback", message: "Arriva a gennaio, grazie!" })]);
    // Saving the same reply again (or only the notes) sends no second alert.
    await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ publicReply: "Arriva a gennaio, grazie!", adminNotes: "Ancora privato" }).expect(200);
    expect(((await call(author.agent, alertsContract.list)).body as Array<{ alertType: string }>).filter((a) => a.alertType === "feedback_reply")).toHaveLength(1);
    // Nobody else gets it.
    const other = await ctx.signUp();
    expect(((await call(other.agent, alertsContract.list)).body as Array<{ alertType: string }>).filter((a) => a.alertType === "feedback_reply")).toEqual([]);
    // An empty reply removes it from the page.
    await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ publicReply: "" }).expect(200);
    expect((await call(ctx.visitor(), feedbackContract.community)).body.items.find((i: { id: number }) => i.id === created.id).reply).toBeNull();
    // A long reply's alert shows its start and an ellipsis ("…", one character), the whole reply stays on /feedback.
    const long = `${"Grazie della proposta. ".repeat(30)}Fine.`;
    await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ publicReply: long }).expect(200);
    const longAlert = ((await call(author.agent, alertsContract.list)).body as Array<{ alertType: string; message: string }>).find((a) => a.alertType === "feedback_reply" && a.message !== "Arriva a gennaio, grazie!");
    expect(longAlert?.message).toBe(`${long.slice(0, 499)}\u2026`);
    const tooLong = await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ publicReply: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("La risposta può avere al massimo 2000 caratteri");
  });

  it("stato sconosciuto, corpo vuoto o id inesistente → errori chiari", async () => {
    const { agent: admin } = await ctx.signInAdmin();
    const created = (await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "x" })).body;
    const bad = await call(admin, feedbackContract.update, { params: { id: created.id } }).send({ status: "archiviato" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Stato non valido");
    const empty = await call(admin, feedbackContract.update, { params: { id: created.id } }).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Nessuna modifica indicata");
    const missing = await call(admin, feedbackContract.update, { params: { id: 999999 } }).send({ status: "completed" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Feedback non trovato");
    expect((await call(admin, feedbackContract.update, { params: { id: "abc" } }).send({ status: "completed" })).status).toBe(404);
  });
});

describe("limite di invio", () => {
  it(`oltre ${FEEDBACK_RATE_LIMIT.perHour} invii l'ora dallo stesso IP → 429 in italiano`, async () => {
    const own = await createTestContext();
    try {
      for (let i = 0; i < FEEDBACK_RATE_LIMIT.perHour; i++) {
        expect((await call(own.visitor(), feedbackContract.submit).send({ type: "bug", message: `n${i}` })).status).toBe(201);
      }
      const res = await call(own.visitor(), feedbackContract.submit).send({ type: "bug", message: "troppi" });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe("Hai inviato troppi feedback. Riprova più tardi.");
    } finally {
      await own.close();
    }
  });
});

describe("caratteri di controllo (trovati dalla fuzz di sicurezza)", () => {
  it("un NUL nel testo non fa fallire l'invio (PostgreSQL non lo accetta): viene tolto", async () => {
    const res = await call(ctx.visitor(), feedbackContract.submit).send({ type: "content", message: "Bella\u0000 guida\u0007", title: "Ti\u0000tolo", rating: 5, userEmail: "a@b.it" });
    expect(res.status).toBe(201);
    // A control character in the e-mail is refused, not stripped (the shared e-mail schema).
    const nulEmail = await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "Ciao", userEmail: "a@b.it\u0000" });
    expect([nulEmail.status, nulEmail.body.message]).toEqual([400, "Inserisci un'email valida"]);
    expect(res.body).toMatchObject({ message: "Bella guida", title: "Titolo" });
    const onlyNul = await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "\u0000" });
    expect(onlyNul.status).toBe(400);
    expect(onlyNul.body.message).toBe("Seleziona un tipo e scrivi il tuo messaggio");
    const { agent: admin } = await ctx.signInAdmin();
    const notes = await call(admin, feedbackContract.update, { params: { id: res.body.id } }).send({ adminNotes: "vista\u0000" });
    expect(notes.status).toBe(200);
  });
});
