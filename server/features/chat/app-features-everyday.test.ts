// Issue 43, fifth part (docs/chat.md, "Facts and pages in every answer"): the catalogue understands
// the everyday words of a family, and every topic answer carries its figures and its app page.
import { describe, expect, it } from "vitest";
import { factText } from "@shared/facts";
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { answerBuiltin } from "./builtin/assistant";
import { emptyContext } from "./builtin/types";

function reply(q: string) {
  return answerBuiltin(q, emptyContext());
}
function hrefs(q: string): string[] {
  return reply(q).links.map((l) => l.href);
}

describe("il catalogo capisce le parole di tutti i giorni", () => {
  it.each([
    ["mi serve tutto in un foglio excel, si può?", "/expenses"],
    ["vorrei annullare il mio abbonamento", "/account"],
    ["come faccio a cancellare l'abbonamento a premium", "/account"],
    ["ho perso la password, come rientro?", "/login"],
    ["i finanziamenti che ho in corso dove li annoto?", "/debts"],
    ["dove inserisco le utenze che pago tutti i mesi", "/expenses"],
    ["tra quanti mesi raggiungo il mio obiettivo?", "/plan"],
    ["dove provo a vedere quanto mi renderebbe un piano di accumulo", "/pac-simulator"],
  ])("«%s» → %s", (q, href) => {
    expect(hrefs(q)).toContain(href);
  });

  it("chi ha perso la password sente dove chiedere il link, chi disdice sente dove si annulla", () => {
    expect(reply("non mi viene più in mente la password, come rientro?").response).toContain("Password dimenticata?");
    expect(reply("come faccio a disdire l'abbonamento premium?").response).toMatch(/annulla l'abbonamento Premium/);
  });

  it("disdire Premium porta alla sezione del piano nell'account e anche alla pagina dell'abbonamento", () => {
    expect(hrefs("vorrei smettere di pagare premium, come si disdice?")).toEqual(["/account", "/subscribe"]);
  });

  it("«scaricare» le spese nel 730 vuol dire detrarle, non esportarle", () => {
    expect(hrefs("quali spese mediche si possono scaricare nel 730?")).toContain("/tax");
  });

  it("un problema detto senza domanda («non mi ricordo più…») è una richiesta", () => {
    expect(hrefs("non mi ricordo più la password di accesso")).toContain("/login");
    expect(hrefs("ho perso il lavoro")).not.toContain("/login");
    // Only a page's own words make it a question about the app: "non ricordo" alone is not one.
    expect(hrefs("me la risolvi tu questa equazione? io non ricordo come si fa")).not.toContain("/login");
  });

  it("la durata della prova gratuita è detta in giorni, dalla costante del piano", () => {
    const r = reply("quanti giorni dura la prova gratis?");
    expect(r.response).toContain(`${PREMIUM_TRIAL_DAYS} giorni`);
  });
});

describe("ogni risposta su un argomento porta le sue cifre e la sua pagina", () => {
  it.each([
    ["quanto si prende di bonus asilo nido?", ["bonus-nido-importo-1", "bonus-nido-isee-soglia-1"], "/benefits"],
    ["con che ISEE ho il bonus sociale sulle bollette della luce?", ["bonus-sociale-isee-soglia"], "/expenses"],
    ["fino a che reddito un figlio è a carico?", ["reddito-figlio-a-carico-under-24", "reddito-familiare-a-carico"], "/tax"],
    ["posso detrarre la provvigione dell'agenzia immobiliare?", ["detrazione-agenzia-limite"], "/tax"],
    ["quante settimane di contributi servono per la disoccupazione?", ["naspi-contributi-minimi"], null],
    ["fino a quanto posso dedurre versando nel fondo pensione?", ["deducibilita-fondi-pensione"], "/calcolatori/tfr"],
    ["quanto si paga di bollo sul conto corrente?", ["bollo-conto-corrente"], null],
    ["sono protetti i soldi sul conto se la banca fallisce?", ["garanzia-depositi"], null],
    ["devo mettere da parte soldi per le vacanze di agosto, come faccio?", [], "/plan"],
  ])("«%s»", (q, facts, href) => {
    const r = reply(q);
    for (const id of facts) expect(r.response).toContain(factText(id));
    if (href) expect(r.links.map((l) => l.href)).toContain(href);
  });

  it("la polizza contro le catastrofi: obbligatoria per le imprese, non per le famiglie", () => {
    const r = reply("la polizza contro alluvioni e terremoti è obbligatoria anche per la casa?");
    expect(r.response).toContain("obbligatoria per le imprese");
    expect(r.response).toContain("non per le famiglie");
  });
});
