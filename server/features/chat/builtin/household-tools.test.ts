// The household tools of issue 43 (docs/chat.md, "Tools"): the deduction a health expense gives and
// the Assegno Unico, each the shared function of its page, with follow-ups that change one slot.
import { describe, expect, it } from "vitest";
import { computeAssegnoUnico, AU_MESSAGES } from "@shared/finance/assegno-unico";
import { formatCents } from "@shared/money";
import { factValue } from "@shared/facts";
import { answerBuiltin } from "./assistant";
import { emptyContext } from "./types";
import { runTool } from "./tools";

const plain = (s: string) => s.replace(/\u00a0/g, " ");
const euro = (cents: number) => plain(formatCents(cents));
const minors = (n: number) => Array.from({ length: n }, () => ({ age: 10 }));

describe("detrazione di una spesa sanitaria", () => {
  it("«quanto mi fa risparmiare una visita da 300 €?» → il 19 % oltre la franchigia, link al 730", () => {
    const r = answerBuiltin("Quanto mi fa risparmiare una visita da 300 € nel 730?", emptyContext());
    const franchise = Math.round(factValue("franchigia-spese-sanitarie") * 100);
    const expected = Math.round(((30_000 - franchise) * factValue("detrazione-oneri")) / 100);
    expect(plain(r.response)).toContain(`ti fa recuperare ${euro(expected)}`);
    expect(expected).toBe(3247);
    expect(r.links[0]).toEqual({ label: "Apri il riepilogo 730", href: "/tax" });
  });
  it("una visita da 120 €, sotto la franchigia, da sola non fa recuperare nulla", () => {
    const r = answerBuiltin("quanto mi fa risparmiare una visita da 120 €?", emptyContext());
    expect(plain(r.response)).toMatch(/non ti fa recuperare nulla.*franchigia di 129,11 €/s);
  });
  it("e da 500 €? cambia l'importo della stessa domanda", () => {
    const first = answerBuiltin("quanto recupero dal 730 con una visita da 300 euro?", emptyContext());
    const next = answerBuiltin("e con 500 €?", emptyContext(), { state: first.state });
    expect(plain(next.response)).toContain(`ti fa recuperare ${euro(Math.round(((50_000 - 12_911) * 19) / 100))}`);
  });
});

describe("Assegno Unico per ISEE e figli", () => {
  it("è computeAssegnoUnico della pagina dei benefici, con il link alla pagina compilata", () => {
    const r = answerBuiltin("Quanto prendo di assegno unico con un ISEE di 15.000 € e 2 figli?", emptyContext());
    const expected = computeAssegnoUnico({ isee: 15_000, children: minors(2), bothParentsWork: false }).monthlyTotalCents;
    expect(plain(r.response)).toContain(`è di ${euro(expected)} al mese`);
    expect(r.links[0]!.href).toBe("/benefits?isee=15000&figli=2");
  });
  it("«e con un ISEE di 30.000?» cambia l'ISEE e tiene i figli; «e con tre figli?» cambia i figli", () => {
    const first = answerBuiltin("assegno unico con ISEE di 15.000 € e 2 figli", emptyContext());
    const isee = answerBuiltin("e con un ISEE di 30.000?", emptyContext(), { state: first.state });
    expect(plain(isee.response)).toContain(`è di ${euro(computeAssegnoUnico({ isee: 30_000, children: minors(2), bothParentsWork: false }).monthlyTotalCents)} al mese`);
    const kids = answerBuiltin("e con tre figli?", emptyContext(), { state: isee.state });
    expect(plain(kids.response)).toContain(`ISEE di 30.000,00 € e 3 figli`);
    expect(plain(kids.response)).toContain(`è di ${euro(computeAssegnoUnico({ isee: 30_000, children: minors(3), bothParentsWork: false }).monthlyTotalCents)} al mese`);
  });
  it("senza il numero dei figli lo chiede; i limiti sono quelli della funzione", () => {
    expect(answerBuiltin("assegno unico con isee di 20.000 euro?", emptyContext()).response).toMatch(/mi manca il numero dei figli/);
    expect(runTool({ tool: "assegno_unico", amountCents: 20_000_00, years: null, ratePercent: null, children: 25 }).response).toBe(AU_MESSAGES.children);
  });
});
