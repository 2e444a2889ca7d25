// The eighth part of issue 43 (docs/chat.md, "Asking back before care, and the app's pages by their own
// words"): written in new words, not copied from any evaluation set.
import { describe, expect, it } from "vitest";
import { converse, text } from "./converse.testkit";

const hrefs = (question: string) => converse(question)[0]!.links.map((l) => l.href);

describe("un calcolo senza le sue cifre chiede quelle che mancano", { timeout: 30_000 }, () => {
  it("«quanto paghiamo al mese di mutuo?» chiede importo, durata e tasso, con il calcolatore", () => {
    const reply = converse("quanto paghiamo al mese di mutuo se compriamo un trilocale?")[0]!;
    expect(text(reply)).toMatch(/mi manca l'importo del mutuo/);
    expect(reply.links.map((l) => l.href)).toContain("/mortgage-calculator");
  });

  it("«rata a vent'anni al 2,9 per cento, quanto esce?» chiede l'importo", () => {
    expect(text(converse("una rata a vent'anni al 2,9 per cento, quanto esce?")[0]!)).toMatch(/mi manca l'importo del mutuo/);
  });

  it("«150 euri al mese su un etf, che cifra mi trovo?» è un PAC: chiede anni e rendimento", () => {
    const reply = converse("150 euri al mese su un etf, che cifra mi trovo dopo?")[0]!;
    expect(reply.topic).toBe("pac");
    expect(text(reply)).toMatch(/mi manca la durata in anni e il rendimento annuo/);
  });

  it("«con la rata che riesco a pagare quanto mi presta la banca?» chiede la rata, non i primi passi delle difficoltà", () => {
    const reply = converse("con la rata che pago senza problemi quanto mi presterebbe la banca?")[0]!;
    expect(reply.topic).toBe("mutuo");
    expect(text(reply)).toMatch(/mi manca la rata mensile/);
  });

  it("chi dice di non riuscire a pagare riceve i primi passi", () => {
    expect(converse("non riesco a pagare la rata, quanto mi presta la banca per rifinanziare?")[0]!.topic).toBe("difficolta");
  });

  it("l'Assegno Unico senza ISEE chiede l'ISEE e porta alla pagina che lo stima", () => {
    expect(hrefs("l'assegno unico per due figli quanto sarebbe?")).toContain("/benefits");
  });
});

describe("le pagine dell'app per le loro parole, senza scambi", { timeout: 30_000 }, () => {
  it.each([
    ["le spese che ho registrato le posso esportare in un foglio excel?", "/expenses"],
    ["voglio tutti i dati che avete su di me", "/account"],
    ["luce e mutuo ogni mese, l'app me li segna da sola?", "/expenses"],
    ["si può vedere quanto ho speso a settembre?", "/expenses"],
    ["mi date una pagella dei miei conti?", "/check-up"],
    ["come vi lascio un commento su cosa migliorare?", "/feedback"],
    ["posso darmi un tetto di spesa per i ristoranti?", "/plan"],
    ["vorrei che anche la mia compagna vedesse il nostro bilancio", "/household"],
  ])("«%s» → %s", (question, page) => {
    expect(hrefs(question)).toContain(page);
  });

  it("«mia moglie non lavora, avrà una pensione?» è una domanda sul partner senza reddito, non la pagina della famiglia", () => {
    expect(hrefs("mia moglie non lavora, avrà una pensione anche lei?")).not.toContain("/household");
  });
});
