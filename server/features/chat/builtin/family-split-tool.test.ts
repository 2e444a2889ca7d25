// The assistant's budget answers use the family's split (docs/plan.md, "La ripartizione della
// famiglia"; docs/chat.md, "Tools"): 50/30/20 for a visitor or a family that chose none.
import { describe, expect, it } from "vitest";
import { answerBuiltin } from "./assistant";
import { runTool } from "./tools";
import { emptyContext, type ChatContext } from "./types";

const plain = (s: string) => s.replace(/\u00a0/g, " ");
const QUESTION = "guadagno 2.000 € al mese, come divido il budget?";
const SINGLE_INCOME = { necessities: 60, wants: 25, savings: 15 };

describe("il budget dell'assistente con la ripartizione della famiglia", () => {
  it("60/25/15: necessità 1.200, desideri 500, risparmio 300", () => {
    const ctx: ChatContext = { ...emptyContext(), signedIn: true, split: SINGLE_INCOME };
    const r = plain(answerBuiltin(QUESTION, ctx).response);
    expect(r).toContain("60/25/15");
    expect(r).toContain("Necessità (60%): 1.200,00 €");
    expect(r).toContain("Desideri (25%): 500,00 €");
    expect(r).toContain("Risparmio (15%): 300,00 €");
  });

  it("senza ripartizione scelta resta il 50/30/20", () => {
    const r = plain(answerBuiltin(QUESTION, emptyContext()).response);
    expect(r).toContain("Necessità (50%): 1.000,00 €");
  });

  it("lo strumento budget_50_30_20 divide con le quote della famiglia", () => {
    const call = { tool: "budget_50_30_20" as const, amountCents: 200_000, years: null, ratePercent: null };
    expect(plain(runTool(call, { split: SINGLE_INCOME }).response)).toBe("Con un reddito di 2.000,00 € il budget 60/25/15 (la ripartizione che hai scelto) è: necessità 1.200,00 €, desideri 500,00 €, risparmio 300,00 €.");
    expect(plain(runTool(call, { split: null }).response)).toBe("Con un reddito di 2.000,00 € il budget 50/30/20 è: necessità 1.000,00 €, desideri 600,00 €, risparmio 400,00 €.");
  });
});
