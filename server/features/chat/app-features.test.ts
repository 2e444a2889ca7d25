// The app's features catalogue (docs/chat.md, "The app's features"): every page of the client's route
// table has an entry, and "come faccio a…" questions get the page's link.
import { describe, expect, it } from "vitest";
import { APP_FEATURES, NOT_IN_CATALOGUE, findFeature } from "./app-features";
import { answerBuiltin } from "./builtin/assistant";
import { emptyContext } from "./builtin/types";
import { ROUTES } from "../../../client/src/app/route-table";

/** The paths of the client's route table (client/src/app/route-table.ts, data since the table left routes.tsx). */
function clientRoutes(): string[] {
  return [...new Set(ROUTES.map((r) => r.path))];
}

describe("catalogo delle funzioni dell'app", () => {
  it("legge davvero la tabella delle rotte", () => {
    const routes = clientRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContain("/mortgage-calculator");
    expect(routes).toContain("/account");
  });

  it("ogni pagina della tabella delle rotte ha una voce (tranne amministrazione e pagine dei link)", () => {
    const catalogued = new Set(APP_FEATURES.map((f) => f.route));
    const missing = clientRoutes().filter((r) => !catalogued.has(r) && !NOT_IN_CATALOGUE.has(r));
    expect(missing).toEqual([]);
  });

  it("nessuna voce manda una famiglia a una pagina di amministrazione o a una pagina dei link", () => {
    const hidden = new Set(ROUTES.filter((r) => r.kind === "admin" || r.kind === "link").map((r) => r.path));
    expect(hidden.has("/analytics")).toBe(true);
    expect(APP_FEATURES.filter((f) => hidden.has(f.route) || hidden.has(f.href ?? f.route)).map((f) => f.route)).toEqual([]);
  });

  it("ogni voce dice cosa fa, dove, per chi e se è gratuita", () => {
    for (const f of APP_FEATURES) {
      expect(f.route.startsWith("/")).toBe(true);
      expect(f.does.length).toBeGreaterThan(5);
      expect(f.forWhom).toBeTruthy();
      expect(f.plan).toBeTruthy();
    }
  });

  it.each([
    ["Come faccio a scaricare i miei dati?", "/account"],
    ["come faccio a cancellare l'account", "/account"],
    ["Come importo l'estratto conto?", "/expenses"],
    ["dove trovo le spese ricorrenti?", "/expenses"],
    ["come faccio ad attivare la prova gratuita?", "/subscribe"],
    // Asked the way people ask (docs/chat.md, "The app's features"): "vorrei", "voglio", "nell'app", "c'è un…".
    ["come carico i movimenti della banca?", "/expenses"],
    ["vorrei vedere i grafici delle spese", "/expenses"],
    ["voglio eliminare il mio account", "/account"],
    ["cos'è il check-up dell'app?", "/check-up"],
    ["come imposto un obiettivo per comprare l'auto", "/plan"],
    ["come mi iscrivo?", "/login"],
    ["dove gestisco gli avvisi?", "/alerts"],
    ["si può stimare l'assegno unico nell'app?", "/benefits"],
    ["c'è un simulatore per il pac?", "/pac-simulator"],
  ])("%s → link a %s", (q, href) => {
    expect(findFeature(q)?.href ?? findFeature(q)?.route).toBe(href);
    const reply = answerBuiltin(q, emptyContext());
    expect(reply.links).toContainEqual(expect.objectContaining({ href }));
  });

  it("una domanda che non riguarda l'app non prende una pagina", () => {
    expect(findFeature("come posso risparmiare 200 euro al mese?")).toBeNull();
    expect(findFeature("Che tempo fa a Roma?")).toBeNull();
    // The ISEE itself (the DSU, the CAF) is the isee_bonus topic, not the app's estimate page.
    expect(findFeature("come si fa l'isee?")).toBeNull();
    expect(findFeature("vorrei sapere quanto rende un btp")).toBeNull();
  });
});

// The app's features asked in other words (docs/chat.md, "Follow-ups name their slot (issue 43, fourth part)"): new wordings.
describe("le funzioni dell'app dette con altre parole", () => {
  it.each([
    ["si può caricare il file excel del conto corrente?", "/expenses"],
    ["la bolletta del gas uguale ogni mese la devo ricopiare a mano?", "/expenses"],
    ["mi serve il riepilogo del mese diviso per categoria", "/expenses"],
    ["nell'app dove posso segnare i debiti che ho?", "/debts"],
    ["come faccio ad aggiungere mia moglie per vedere le spese in comune?", "/household"],
    ["che calcolatori ci sono nel sito?", "/calcolatori"],
    ["ho dimenticato la password, mi aiutate?", "/login"],
    ["c'è un periodo di prova prima di pagare?", "/subscribe"],
    ["vorrei creare un obiettivo per la macchina nuova", "/plan"],
  ])("«%s» → %s", (question, href) => {
    const feature = findFeature(question);
    expect(feature?.href ?? feature?.route).toBe(href);
  });
});
