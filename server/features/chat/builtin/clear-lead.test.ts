// The clear-lead rule (docs/chat.md, "A clear lead, greetings and the income in follow-ups"): a topic
// below INTENT_THRESHOLD answers when it leads the next by LEAD_RATIO from LEAD_MIN. The classifier's
// ranking is fixed here, so the rule is tested whatever the trained model says of a wording.
import { describe, expect, it, vi } from "vitest";

const fixed = new Map<string, { intent: string; probability: number }[]>();
vi.mock("../nlu/intent-classifier", async (actual) => {
  const real = await actual<typeof import("../nlu/intent-classifier")>();
  return { ...real, rankIntents: (m: string) => fixed.get(m) ?? real.rankIntents(m) };
});
const { answerBuiltin } = await import("./assistant");
const { emptyContext } = await import("./types");

const QUESTION = "mi mettono in cassa integrazione da lunedì, cosa cambia per la famiglia";
const ranking = (first: number, second: number) => [
  { intent: "perdita_reddito", probability: first },
  { intent: "difficolta", probability: 0.05 },
  { intent: "truffe", probability: second },
  { intent: "risparmio", probability: 0.02 },
];

describe("un argomento in netto vantaggio risponde anche sotto la soglia", () => {
  it("0,38 contro 0,20: risponde l'argomento (perdita del reddito)", () => {
    fixed.set(QUESTION, ranking(0.38, 0.2).sort((a, b) => b.probability - a.probability));
    expect(answerBuiltin(QUESTION, emptyContext()).topic).toBe("perdita_reddito");
  });

  it("0,38 contro 0,35: nessun vantaggio, l'argomento non risponde da solo", () => {
    fixed.set(QUESTION, ranking(0.38, 0.35).sort((a, b) => b.probability - a.probability));
    expect(answerBuiltin(QUESTION, emptyContext()).topic).not.toBe("perdita_reddito");
  });

  it("0,25 contro 0,05: sotto LEAD_MIN, l'argomento non risponde da solo", () => {
    fixed.set(QUESTION, ranking(0.25, 0.04).sort((a, b) => b.probability - a.probability));
    expect(answerBuiltin(QUESTION, emptyContext()).topic).not.toBe("perdita_reddito");
  });
});
