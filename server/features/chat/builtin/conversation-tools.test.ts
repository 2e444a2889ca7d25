// What a family gets from the built-in assistant (docs/chat.md, "Tools", "Slots", links): computations
// with follow-ups that change one slot, the income read as income, a lesson or article under a topic.
import { describe, expect, it } from "vitest";
import { answerBuiltin } from "./assistant";
import { emptyContext, type ConversationState } from "./types";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

/** The questions one after the other in one conversation, each with the state the previous answer left. */
function converse(questions: string[]) {
  let state: ConversationState | null = null;
  return questions.map((q) => {
    const r = answerBuiltin(q, emptyContext(), { state });
    state = r.state;
    return { ...r, response: plain(r.response) };
  });
}

describe("strumenti e domande di seguito", () => {
  it("rata del mutuo, poi «e in 25 anni?», «e al 4 %?», «e se fossero 30 anni?»", () => {
    const [first, second, third, fourth] = converse([
      "Quanto sarebbe la rata di un mutuo da 120.000 € in 20 anni al 3,5 %?",
      "e in 25 anni?",
      "e al 4 %?",
      "e se fossero 30 anni?",
    ]);
    expect(first!.response).toContain("695,95 €");
    expect(first!.links[0]).toEqual({ label: "Apri il calcolatore del mutuo", href: "/mortgage-calculator?importo=120000&anni=20&tasso=3,5" });
    expect(second!.response).toContain("600,75 €");
    expect(second!.links[0]!.href).toBe("/mortgage-calculator?importo=120000&anni=25&tasso=3,5");
    expect(third!.response).toContain("in 25 anni al 4,00%");
    expect(third!.links[0]!.href).toBe("/mortgage-calculator?importo=120000&anni=25&tasso=4");
    expect(fourth!.response).toContain("in 30 anni al 4,00%");
  });

  it("PAC, poi «e con 300 € al mese?» cambia solo la cifra mensile", () => {
    const [, second] = converse(["pac da 200 euro al mese per 20 anni al 5%, quanto ottengo?", "e con 300 € al mese?"]);
    expect(second!.response).toContain("Con 300,00 € al mese per 20 anni versi 72.000,00 €");
    expect(second!.links[0]!.href).toBe("/pac-simulator?importo=300&anni=20&rendimento=5");
  });

  it("costi di un fondo, poi «e al 1,5 %?» ricalcola con il nuovo TER", () => {
    const [first, second] = converse(["quanto costa in euro un etf con ter 0,5% su 10.000 €?", "e al 1,5 %?"]);
    expect(first!.response).toContain("in tutto 70,00 € l'anno");
    expect(second!.response).toContain("in tutto 170,00 € l'anno");
  });

  it("una domanda di mutuo senza durata né tasso li chiede", () => {
    const [r] = converse(["Che rata avrei con un mutuo di 150.000 €?"]);
    expect(r!.response).toMatch(/mi manca la durata in anni e il tasso annuo/);
  });
});

describe("le cifre lette al posto giusto", () => {
  it("«Con 1.800 euro al mese e due figli, quanto dovrei mettere da parte?»: 1.800 è il reddito", () => {
    const [r] = converse(["Con 1.800 euro al mese e due figli, quanto dovrei mettere da parte?"]);
    expect(r!.response).toContain("Con un reddito netto di 1.800,00 € al mese");
    expect(r!.response).toContain("360,00 € al mese");
    expect(r!.response).not.toMatch(/Risparmiare 1\.800,00 €|100(,0)?% del tuo reddito/);
  });
  it("«risparmiare 200 € al mese» resta la cifra da risparmiare", () => {
    expect(converse(["Come posso risparmiare 200€ al mese?"])[0]!.response).toContain("Risparmiare 200,00 € al mese");
  });
  it("quando non è chiaro, chiede", () => {
    const [r] = converse(["ho 1.500 euro, come risparmio di più?"]);
    expect(r!.topic).toBe("risparmio");
    expect(r!.response).toMatch(/sono il tuo reddito netto mensile o la cifra che vorresti risparmiare/);
  });
});

describe("lezioni e articoli sotto ogni argomento", () => {
  it("«Come si costruisce un fondo di emergenza passo per passo?» porta a una lezione o a un articolo", () => {
    const [r] = converse(["Come si costruisce un fondo di emergenza passo per passo?"]);
    expect(r!.topic).toBe("fondo_emergenza");
    expect(r!.links.some((l) => /^Lezione: .*fondo di emergenza/i.test(l.label) || /^Articolo: /.test(l.label))).toBe(true);
  });
  it("un rifiuto non porta link", () => {
    expect(converse(["Che tempo fa a Roma?"])[0]!.links).toEqual([]);
  });
});
