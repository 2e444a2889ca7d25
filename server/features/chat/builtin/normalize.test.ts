import { describe, expect, it } from "vitest";
import { normalize } from "./normalize";

describe("normalizzazione del testo", () => {
  it("toglie accenti, maiuscole e punteggiatura; € diventa una parola", () => {
    expect(normalize("Perché la REGOLA 50/30/20?")).toBe("perche la regola 50 30 20");
    expect(normalize("Risparmiare 200€ al mese!")).toBe("risparmiare 200 euro al mese");
    expect(normalize("Qual è l'età della pensione?")).toBe("qual e l eta della pensione");
  });
});
