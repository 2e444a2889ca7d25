// The seventh part of issue 43 (docs/chat.md, "Amounts and the loan's instalment"): written in new
// words, not copied from any evaluation set.
import { describe, expect, it } from "vitest";
import { monthlyPaymentCents } from "@shared/finance/mortgage";
import { splitCents } from "./figures";
import { converse, plainEuro, text } from "./converse.testkit";

const instalment = (loanEuros: number, rate: number, years: number) => plainEuro(monthlyPaymentCents(loanEuros * 100, rate, years * 12));
/** (spesa − 129,11 €) × 19 %, half up to the cent. */
const healthDeduction = (spentEuros: number) => plainEuro(Math.round(((spentEuros * 100 - 12_911) * 19) / 100));

describe("una cifra da prestito con anni e tasso è il mutuo, non la rata né un PAC", { timeout: 30_000 }, () => {
  it("«quanto restituisco al mese se chiedo 80mila…» senza la parola mutuo: la rata del prestito", () => {
    const [reply] = converse("quanto restituisco al mese se chiedo 80mila in 20 anni al 3%?");
    expect(reply!.topic).toBe("mutuo");
    expect(text(reply!)).toContain(instalment(80_000, 3, 20));
  });

  it("«quanto pago ogni mese per 120.000 €…» e poi «e in 30 anni?»: due rate, mai un PAC da 120.000 € al mese", () => {
    const [first, next] = converse("mi calcoli quanto pago ogni mese per 120.000 € in 25 anni al 3,5%?", "e se invece fossero 30 anni?");
    expect(text(first!)).toContain(instalment(120_000, 3.5, 25));
    expect(text(next!)).toContain(instalment(120_000, 3.5, 30));
    expect(text(next!)).not.toMatch(/versi/);
  });

  it("un mutuo da valutare col reddito, anche con la paura di «rovinarsi»: la rata calcolata e la sua quota del reddito", () => {
    const [reply] = converse("vorremmo un mutuo da 180 mila a 30 anni al 3,1%, guadagniamo 2.900 netti al mese: ce la facciamo o ci roviniamo?");
    const payment = monthlyPaymentCents(18_000_000, 3.1, 360);
    expect(text(reply!)).toContain(plainEuro(payment));
    expect(text(reply!)).toContain(`${((payment / 290_000) * 100).toFixed(1).replace(".", ",")}% del reddito`);
    expect(text(reply!)).not.toContain(`Una rata di ${plainEuro(18_000_000)}`);
  });

  it("chi non riesce più a pagare la rata riceve i primi passi, non un calcolo", () => {
    expect(converse("ho un mutuo da 140.000 a 20 anni al 4% e non riesco più a pagare la rata")[0]!.topic).toBe("difficolta");
  });

  it("un versamento mensile resta un PAC", () => {
    const [reply] = converse("se verso 150 € al mese per 15 anni al 4% quanto avrò?");
    expect(reply!.topic).toBe("pac");
  });
});

describe("la detrazione sanitaria in parole di tutti i giorni", { timeout: 30_000 }, () => {
  it("«fatture mediche», «quanto scalo»: il 19 % oltre la franchigia", () => {
    expect(text(converse("ho 1.000 € di fatture mediche, quanto scalo dal 730?")[0]!)).toContain(healthDeduction(1_000));
  });

  it("un seguito che dà il nuovo totale («in totale sono 900») ricalcola", () => {
    const [, next] = converse("ho speso 400 euro dal dentista, quanto recupero col 730?", "aspetta, contando gli scontrini sono 900 in totale");
    expect(text(next!)).toContain(healthDeduction(900));
  });
});

describe("dividere i soldi che entrano", { timeout: 30_000 }, () => {
  it("«entrano 2.800 euro in due, come possiamo dividere i soldi?»: la ripartizione del budget", () => {
    const reply = converse("entrano 2.800 euro in due, come possiamo dividere i soldi?")[0]!;
    const split = splitCents(280_000);
    for (const cents of [split.necessities, split.wants, split.savings]) expect(text(reply)).toContain(plainEuro(cents));
  });
});

describe("le pagine dell'app chieste in altre parole", { timeout: 30_000 }, () => {
  it.each([
    ["mi sono dimenticata la password, non riesco ad accedere", "/login"],
    ["vorrei cambiare la parola d'accesso, è troppo corta", "/account"],
    ["i totali del mese non tornano, come vi faccio una segnalazione?", "/feedback"],
    ["mi avvisate quando sforo il budget della spesa?", "/alerts"],
    ["c'è un test per vedere come siamo messi con le finanze?", "/check-up"],
    ["vorrei simulare un pac con i miei numeri, che pagina uso?", "/pac-simulator"],
    ["i bonus e aiuti che mi spettano dove li trovo?", "/benefits"],
  ])("«%s» → %s", (question, page) => {
    expect(converse(question)[0]!.links.map((l) => l.href)).toContain(page);
  });
});
