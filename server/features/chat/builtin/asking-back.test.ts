// Regression cases for the failure classes the held-out set showed (docs/chat.md, "Asking back,
// income and affordability (issue 43, third part)"): written in new words, not copied from any set.
import { describe, expect, it } from "vitest";
import { answerBuiltin } from "./assistant";
import { emptyContext } from "./types";
import { converse, text } from "./converse.testkit";

const ASKS = /mi manca|dimmi|scrivimel/i;

// The first question of a file loads the intent model: on a busy machine that takes seconds.
describe("chiede la cifra che manca, poi calcola con la risposta", { timeout: 30_000 }, () => {
  it("la rata della casa senza cifre: chiede importo, anni e tasso; la risposta completa il calcolo", () => {
    const [ask, done] = converse("mi faresti il calcolo della rata per comprare casa?", "130.000 euro per 20 anni al 3,5%");
    expect(text(ask!)).toMatch(ASKS);
    expect(text(ask!)).toMatch(/importo.*durata.*tasso/);
    expect(text(done!)).toContain("753,95 €");
    expect(done!.links[0]?.href).toBe("/mortgage-calculator?importo=130000&anni=20&tasso=3,5");
  });

  it("l'Assegno Unico con tre figli e nessun ISEE: chiede l'ISEE, poi risponde", () => {
    const [ask, done] = converse("a quanto arriva l'assegno unico con tre figli?", "l'isee è 14000");
    expect(text(ask!)).toMatch(/mi manca l'ISEE/);
    expect(text(done!)).toContain("710,50 €") // 3 × 203,80 € + 99,10 € for the third child (registry "assegno-unico-terzo-figlio-max");
  });

  it("un piano mensile senza durata né rendimento: chiede, poi calcola il PAC", () => {
    const [ask, done] = converse("se verso 100 euro al mese in un etf quanto avrei?", "per 10 anni al 4%");
    expect(text(ask!)).toMatch(/mi manca la durata in anni e il rendimento/);
    expect(done!.topic).toBe("pac");
    expect(done!.links[0]?.href).toBe("/pac-simulator?importo=100&anni=10&rendimento=4");
  });

  it("la quota da risparmiare senza reddito: chiede il reddito, poi dà il 20 %", () => {
    const [ask, done] = converse("quanto sarebbe giusto accantonare al mese?", "portiamo a casa 2500");
    expect(text(ask!)).toMatch(/dimmi il reddito netto/);
    expect(text(done!)).toContain("500,00 €");
  });

  it("quanto torna una spesa medica senza importo: chiede l'importo, '730' non è una cifra", () => {
    const [ask, done] = converse("col 730 quanto mi rimborsano del dentista?", "1.200 euro");
    expect(text(ask!)).toMatch(/mi manca l'importo della spesa sanitaria/);
    expect(text(done!)).toContain("203,47 €");
  });
});

describe("una cifra senza € è il reddito o l'importo che il calcolo chiede", () => {
  it("stipendio senza €: la quota da risparmiare è il 20 %", () => {
    expect(text(answerBuiltin("prendo 2300 di stipendio, quanto metto via ogni mese?", emptyContext()))).toContain("460,00 €");
  });
  it("un mutuo da 175.000 senza €, tasso scritto 'al 2,9': la rata", () => {
    const r = answerBuiltin("rata di un mutuo da 175.000 in 25 anni al 2,9?", emptyContext());
    expect(text(r)).toContain("820,80 €");
  });
  it("'dividere 2600 al mese' è il 50/30/20, e 'e se prendessi 2000?' lo rifà", () => {
    const [first, again] = converse("come posso dividere 2600 al mese tra le varie cose?", "e se prendessi 2000?");
    expect(text(first!)).toContain("1.300,00 €");
    expect(text(again!)).toContain("1.000,00 €");
    expect(text(again!)).toContain("400,00 €");
  });
  it("dopo un mutuo, 'e a 30 anni?' è la durata, non un'età", () => {
    const [, again] = converse("rata mutuo 150.000 euro 20 anni 3%", "e se lo prendo a 30 anni?");
    expect(text(again!)).toContain("632,41 €");
  });
  it("'due bimbi' sono due figli per l'Assegno Unico", () => {
    expect(text(answerBuiltin("assegno unico con isee 10.000 e due bimbi?", emptyContext()))).toContain("407,60 €");
  });
});

describe("sostenibilità della rata", () => {
  it("rata e stipendio: la quota del reddito contro la soglia del registro, poi il mutuo massimo", () => {
    const [first, done] = converse("riesco a sostenere una rata di 800 € con 2.000 di stipendio?", "in 25 anni al 3%");
    expect(text(first!)).toContain("40,0%");
    expect(text(first!)).toMatch(/supera la soglia prudente del 35%/);
    expect(text(first!)).toContain("700,00 €");
    expect(text(done!)).toMatch(/mutuo di circa 168\.\d{3},\d{2} €/);
  });
  it("'quanto mi prestano' con una rata, senza la parola mutuo: il mutuo massimo", () => {
    expect(text(answerBuiltin("pagando 750 euro al mese per 20 anni al 3% quanto mi presta la banca? è la rata che reggo", emptyContext()))).toMatch(/mutuo di circa 135\.\d{3},\d{2} €/);
  });
});

describe("le funzioni dell'app chieste con altre parole", () => {
  const CASES: [string, string][] = [
    ["si può caricare il file excel con i movimenti della banca?", "/expenses"],
    ["l'abbonamento della palestra è sempre uguale, riesco a metterlo in automatico?", "/expenses"],
    ["vorrei vedere le mie spese in un grafico mese per mese", "/expenses"],
    ["mi serve cambiare la password dell'account", "/account"],
    ["voglio chiudere il mio account", "/account"],
    ["le uscite che ho inserito si possono esportare su excel?", "/account"],
    ["esiste un modo per fare il punto sulla salute dei conti di famiglia?", "/check-up"],
    ["posso mettere come obiettivo le vacanze di agosto?", "/plan"],
    ["vorrei che anche mia moglie vedesse le spese dal suo telefono", "/household"],
    ["troppe notifiche sul budget, posso spegnerle?", "/alerts"],
    ["quando scade la prova gratis, il rinnovo parte da solo?", "/subscribe"],
    ["avete dei simulatori per mutuo e investimenti?", "/calcolatori"],
    ["c'è un bug nel grafico, a chi scrivo?", "/feedback"],
  ];
  it.each(CASES)("«%s» → %s", (question, href) => {
    expect(answerBuiltin(question, emptyContext()).links.map((l) => l.href)).toContain(href);
  });
  it("una domanda di soldi con le stesse parole non diventa una pagina: «come segnalare una truffa?»", () => {
    expect(answerBuiltin("come segnalare una truffa?", emptyContext()).topic).toBe("truffe");
  });
});

describe("rifiuti gentili: compiti e codice", () => {
  it.each(["mi fai la versione di latino di mia figlia?", "scrivimi un programma in python che somma due numeri", "aiutami a fare il riassunto dei promessi sposi"])("«%s» è fuori tema", (q) => {
    const r = answerBuiltin(q, emptyContext());
    expect(r.topic).toBe("fuori_tema");
    expect(r.response).toMatch(/non posso aiutarti/);
  });
  it("il codice fiscale non è una richiesta di programmare", () => {
    expect(answerBuiltin("mi aiuti a capire se serve il codice fiscale dei figli per le detrazioni?", emptyContext()).topic).not.toBe("fuori_tema");
  });
});

describe("senza cifre, la regola e la domanda su quello che manca", { timeout: 30_000 }, () => {
  it("quanto presterebbe la banca: chiede reddito, anni e tasso", () => {
    const [done] = converse("quanto mi presterebbe la banca per comprare casa?");
    expect(done!.topic).toBe("mutuo");
    expect(text(done!)).toMatch(ASKS);
    expect(text(done!)).toMatch(/reddito netto mensile/);
  });

  it("quanto tenere per gli imprevisti: la regola, un esempio e la richiesta delle spese", () => {
    const [done] = converse("per le spese impreviste quanto serve avere da parte?");
    expect(done!.topic).toBe("fondo_emergenza");
    expect(text(done!)).toMatch(ASKS);
    expect(text(done!)).toMatch(/3 a 6 mesi/);
  });
});
