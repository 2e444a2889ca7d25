// The clear-lead rule (docs/chat.md, "A clear lead, greetings and the income in follow-ups"): a topic
// below INTENT_THRESHOLD answers when it leads the next by LEAD_RATIO from LEAD_MIN. Tested on fixed
// rankings, so the rule is checked whatever the trained model says of a wording.
import { describe, expect, it } from "vitest";
import { isConfident } from "./assistant";

const ranking = (first: number, second: number) => [
  { intent: "perdita_reddito", probability: first },
  { intent: "truffe", probability: second },
  { intent: "risparmio", probability: 0.02 },
];

describe("un argomento in netto vantaggio risponde anche sotto la soglia", () => {
  it("0,38 contro 0,20: risponde; con una parola mai vista, no", () => {
    expect(isConfident(ranking(0.38, 0.2), false)).toBe(true);
    expect(isConfident(ranking(0.38, 0.2), true)).toBe(false);
  });

  it("0,38 contro 0,35: nessun vantaggio, non risponde da solo", () => {
    expect(isConfident(ranking(0.38, 0.35), false)).toBe(false);
  });

  it("0,25 contro 0,05: sotto LEAD_MIN, non risponde da solo; dalla soglia 0,45 sì", () => {
    expect(isConfident(ranking(0.25, 0.05), false)).toBe(false);
    expect(isConfident(ranking(0.46, 0.4), false)).toBe(true);
  });
});
