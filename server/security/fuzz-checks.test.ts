import { describe, expect, it } from "vitest";
import { answerProblem } from "./fuzz-checks";

const json = { "content-type": "application/json; charset=utf-8" };
const answer = (status: number, body: unknown, headers: Record<string, unknown> = json) => ({ status, body, text: JSON.stringify(body), headers });

describe("answerProblem: cosa la fuzz non accetta", () => {
  it("accetta un 2xx qualsiasi e un 4xx JSON con messaggio italiano", () => {
    expect(answerProblem(answer(200, { ok: true }))).toBeNull();
    expect(answerProblem(answer(400, { code: "validation", message: "Dati non validi", fieldErrors: { email: "Email non valida" } }))).toBeNull();
    expect(answerProblem({ status: 302, text: "Found. Redirecting to /", headers: {} })).toBeNull();
  });

  it("rifiuta un 5xx, e un 503 solo dove il servizio non è configurato è ammesso", () => {
    expect(answerProblem(answer(500, { message: "Errore interno" }))).toMatch(/^500/);
    expect(answerProblem(answer(503, { message: "Pagamenti non attivi" }))).toMatch(/^503/);
    expect(answerProblem(answer(503, { code: "unavailable", message: "Pagamenti non attivi" }), { unavailableAllowed: true })).toBeNull();
  });

  it("rifiuta tracce dello stack, posizioni nei sorgenti e percorsi del server", () => {
    const stack = "TypeError: x is undefined\n    at parse (/srv/app/server/http/validate.ts:12:3)";
    expect(answerProblem({ status: 400, text: stack, headers: {} })).toMatch(/dettagli interni/);
    expect(answerProblem(answer(200, { where: "at Object.<anonymous> (index.js:1:1)" }))).toMatch(/dettagli interni/);
    expect(answerProblem(answer(404, { message: `manca ${process.cwd()}/dist/index.js` }))).toMatch(/dettagli interni/);
    expect(answerProblem(answer(400, { message: "cannot load node_modules/x" }))).toMatch(/dettagli interni/);
  });

  it("rifiuta un 4xx senza JSON, senza messaggio, senza codice d'errore o con messaggi in inglese", () => {
    expect(answerProblem(answer(404, { message: "Risorsa non trovata" }))).toMatch(/senza codice/);
    expect(answerProblem(answer(404, { code: "missing", message: "Risorsa non trovata" }))).toMatch(/senza codice/);
    expect(answerProblem({ status: 400, text: "Bad Request", headers: { "content-type": "text/html" } })).toMatch(/non JSON/);
    expect(answerProblem(answer(404, {}))).toMatch(/senza messaggio/);
    expect(answerProblem(answer(400, { message: "Invalid input: expected object, received array" }))).toMatch(/non in italiano/);
    expect(answerProblem(answer(400, { message: "Dati non validi", fieldErrors: { a: "Too big: expected number to be <=3" } }))).toMatch(/non in italiano/);
  });
});
