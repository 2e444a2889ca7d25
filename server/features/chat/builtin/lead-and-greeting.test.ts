// The sixth part of issue 43 (docs/chat.md, "A clear lead, greetings and the income in follow-ups"):
// written in new words, not copied from any evaluation set.
import { describe, expect, it } from "vitest";
import { splitCents } from "./figures";
import { converse, plainEuro, text } from "./converse.testkit";

describe("seguiti con una cifra che è il reddito", { timeout: 30_000 }, () => {
  it("«e se passassi a 1.700?» dopo «guadagno 1.500 netti»: il 20 % dei nuovi 1.700, senza chiedere cosa sono", () => {
    const [first, next] = converse("guadagno 1.500 netti, quanto dovrei mettere via ogni mese?", "e se passassi a 1.700?");
    expect(text(first!)).toContain(plainEuro(30_000));
    expect(text(next!)).toContain(plainEuro(34_000));
    expect(text(next!)).not.toMatch(/non ho capito/);
  });

  it("un importo con il punto delle migliaia conta come una parola: il seguito del 50/30/20 si ricalcola", () => {
    const [, next] = converse("fammi la divisione 50 30 20 di 2.200 al mese", "ricalcola mettendo che lo stipendio sale a 2.450");
    const split = splitCents(245_000);
    for (const cents of [split.necessities, split.wants, split.savings]) expect(text(next!)).toContain(plainEuro(cents));
  });
});

describe("un saluto davanti alla domanda", { timeout: 30_000 }, () => {
  it("«ciao, sono Maria, …» con una domanda sul libretto postale risponde sui risparmi sicuri, non col saluto", () => {
    const [reply] = converse("ciao, sono Maria, il libretto postale è ancora una buona idea?");
    expect(reply!.topic).toBe("titoli_stato");
  });

  it("un saluto da solo resta un saluto", () => {
    expect(converse("buonasera!")[0]!.topic).toBe("saluto");
    expect(converse("ciao, ci sei?")[0]!.topic).toBe("saluto");
  });
});
