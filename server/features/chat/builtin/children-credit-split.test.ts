// The ninth part of issue 43 (docs/chat.md, "Children, small instalments and the split in other
// words"): written in new words, not copied from any evaluation set.
import { describe, expect, it } from "vitest";
import { factText } from "@shared/facts";
import { splitCents } from "./figures";
import { converse, plainEuro, text } from "./converse.testkit";

const hasSplit = (reply: string, incomeCents: number) => {
  const split = splitCents(incomeCents);
  for (const cents of [split.necessities, split.wants, split.savings]) expect(reply).toContain(plainEuro(cents));
};

describe("il numero dei figli non è l'ISEE", { timeout: 30_000 }, () => {
  it("«a noi con 4 figli quanto spetta di assegno unico?» chiede l'ISEE, non calcola su 4 €", () => {
    const reply = text(converse("a noi con 4 figli quanto spetta di assegno unico?")[0]!);
    expect(reply).toMatch(/mi manca l'ISEE/);
    expect(reply).not.toContain(plainEuro(400));
  });
});

describe("le rate dei piccoli acquisti non sono un mutuo", { timeout: 30_000 }, () => {
  it("«comprare lo smartphone in 10 rate col finanziamento del negozio conviene?» non chiede l'importo di un mutuo", () => {
    const reply = converse("comprare lo smartphone in 10 rate col finanziamento del negozio conviene?")[0]!;
    expect(text(reply)).not.toMatch(/importo del mutuo/);
    expect(reply.topic).not.toBe("mutuo");
  });
});

describe("la ripartizione in altre parole", { timeout: 30_000 }, () => {
  it("«ripartiscimi il budget su 2.050 euro al mese» e poi «ok, e con 2.400 come cambia?»", () => {
    const [first, next] = converse("ripartiscimi il budget su 2.050 euro al mese", "ok, e con 2.400 come cambia la ripartizione?");
    hasSplit(text(first!), 205_000);
    hasSplit(text(next!), 240_000);
  });

  it("«portiamo a casa 3.100 euro in due, come li dividiamo?»: la ripartizione di quel reddito", () => {
    hasSplit(text(converse("portiamo a casa 3.100 euro in due, come li dividiamo?")[0]!), 310_000);
  });
});

describe("il nido chiamato come lo chiamano le famiglie", { timeout: 30_000 }, () => {
  it("«la retta del nido si scarica nel 730? con che tetto?» dice il limite per figlio del registro", () => {
    const reply = converse("la retta del nido si scarica nel 730? con che tetto?")[0]!;
    expect(reply.topic).toBe("detrazioni");
    expect(text(reply)).toContain(factText("detrazione-asilo-nido-limite").replace(/[\u00a0\u202f]/g, " "));
  });
});
