// Regression cases for the slot classes the third and fourth sets showed (docs/chat.md, "Follow-ups
// name their slot (issue 43, fourth part)"): written in new words, not copied from any set.
import { describe, expect, it } from "vitest";
import { maxLoanCents, monthlyPaymentCents } from "@shared/finance/mortgage";
import { converse, plainEuro, text } from "./converse.testkit";

const ASKS = /mi manca|dimmi|scrivimel|quanto chiedi/i;

describe("la cifra di un seguito va nella casella che nomina", { timeout: 30_000 }, () => {
  it("il tasso cambiato a parole resta un tasso, mai un mutuo di pochi euro", () => {
    const [, done] = converse("rata mutuo 160.000 euro 25 anni al 3%", "e se il tasso salisse a 3,9?");
    expect(text(done!)).toContain(plainEuro(monthlyPaymentCents(16_000_000, 3.9, 300)));
    expect(done!.links[0]?.href).toBe("/mortgage-calculator?importo=160000&anni=25&tasso=3,9");
  });

  it("una cifra senza unità va dove sta: 4 è il tasso, 30 gli anni", () => {
    const [, rate, years] = converse("rata mutuo 160.000 euro 25 anni al 3%", "e con 4?", "proviamo con 30 anni");
    expect(rate!.links[0]?.href).toBe("/mortgage-calculator?importo=160000&anni=25&tasso=4");
    expect(years!.links[0]?.href).toBe("/mortgage-calculator?importo=160000&anni=30&tasso=4");
  });

  it("anni scritti in lettere e migliaia in parole", () => {
    const [done] = converse("mi calcoli la rata di un mutuo da 200 mila in vent'anni al 2,9?");
    expect(done!.links[0]?.href).toBe("/mortgage-calculator?importo=200000&anni=20&tasso=2,9");
  });

  it("un importo troppo piccolo per un mutuo non viene calcolato: chiede l'importo", () => {
    const [done] = converse("rata di un mutuo da 5 euro in 20 anni al 3%");
    expect(text(done!)).toMatch(ASKS);
    expect(done!.links.some((l) => l.href.startsWith("/mortgage-calculator?"))).toBe(false);
  });
});

describe("la cifra al mese è la rata quando si chiede quanto prestano", { timeout: 30_000 }, () => {
  it("riesco a versare 650 € al mese: il mutuo massimo", () => {
    const [done] = converse("riesco a pagare 650 euro al mese alla banca, in 20 anni al 3,2% quanto mi prestano?");
    expect(text(done!)).toContain(plainEuro(maxLoanCents(65_000, 3.2, 240)));
  });

  it("quanto mutuo posso chiedere senza cifre: chiede rata, anni e tasso", () => {
    const [done] = converse("che mutuo riesco a ottenere secondo te?");
    expect(text(done!)).toMatch(/rata mensile.*durata.*tasso/);
  });
});

describe("PAC e 50/30/20 detti in altre parole", { timeout: 30_000 }, () => {
  it("accantonare ogni mese con anni e rendimento calcola il PAC", () => {
    const [done] = converse("se accantono 120 euro al mese per 15 anni al 4% quanto mi ritrovo");
    expect(done!.links[0]?.href).toBe("/pac-simulator?importo=120&anni=15&rendimento=4");
  });

  it("un PAC con la sola cifra mensile chiede durata e rendimento", () => {
    const [ask, done] = converse("vorrei aprire un pac da 80 euro al mese", "25 anni, rendimento del 5");
    expect(text(ask!)).toMatch(/mi manca la durata in anni e il rendimento/);
    expect(done!.links[0]?.href).toBe("/pac-simulator?importo=80&anni=25&rendimento=5");
  });

  it("la regola 50 30 20 senza reddito chiede il reddito", () => {
    const [ask] = converse("applicami la regola 50 30 20 per favore");
    expect(text(ask!)).toMatch(/mi manca il reddito netto mensile/);
  });
});

describe("il bollo in euro su un deposito titoli", { timeout: 30_000 }, () => {
  it("con il valore: lo 0,2 % del registro, al centesimo", () => {
    const [done] = converse("quanto bollo pago sul dossier titoli se ci ho 25.000 euro?");
    expect(text(done!)).toContain("50,00 €");
    expect(done!.topic).toBe("tasse_investimenti");
  });

  it("senza il valore: lo chiede", () => {
    const [ask] = converse("il bollo sugli etf che ho in banca quanto è?");
    expect(text(ask!)).toMatch(/bollo è lo 0,2.*l.anno del valore.*mi manca il valore dei titoli/s);
  });
});

describe("un seguito che comincia con «ok», «va bene» o chiede di rifare il conto", { timeout: 30_000 }, () => {
  it("«ok, e se la portassi a 30 anni» cambia la durata del mutuo", () => {
    const [, done] = converse("rata mutuo 140.000 euro 20 anni al 3%", "ok, e se la portassi a 30 anni quanto verrebbe?");
    expect(done!.links[0]?.href).toBe("/mortgage-calculator?importo=140000&anni=30&tasso=3");
    expect(text(done!)).toContain(plainEuro(monthlyPaymentCents(14_000_000, 3, 360)));
  });

  it("«ricalcola con 2.700 di entrate» rifà la divisione 50/30/20", () => {
    const [, done] = converse("ho 2.200 euro al mese, dividimeli col 50 30 20", "ricalcola mettendo 2.700 di entrate");
    expect(text(done!)).toContain(plainEuro(135_000));
    expect(text(done!)).toContain(plainEuro(81_000));
    expect(text(done!)).toContain(plainEuro(54_000));
  });
});

describe("la divisione del reddito chiesta a parole", { timeout: 30_000 }, () => {
  it.each(["ho 2.300 di entrate, fammi i tre pezzi", "con 2.300 di entrate fammi i conti delle tre parti", "entrate 2.300: quanto va nelle tre voci?"])("«%s» dà le tre quote", (q) => {
    const [done] = converse(q);
    expect(text(done!)).toContain(plainEuro(115_000));
    expect(text(done!)).toContain(plainEuro(69_000));
    expect(text(done!)).toContain(plainEuro(46_000));
  });
});
