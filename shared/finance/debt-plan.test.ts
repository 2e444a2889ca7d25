import { describe, expect, it } from "vitest";
import { DEBT_MESSAGES, planDebts, type DebtInput } from "./debt-plan";
import { FinanceInputError } from "./errors";

// The expected figures below were computed OUTSIDE this code, by scripts/debt-plan-reference.py
// (Python, exact fractions, written apart from shared/finance/debt-plan.ts under the convention of
// docs/calculators.md, "Piano di rientro dai debiti"), run once, its JSON output pasted here.
const REFERENCE = {"issue": {"avalanche": {"strategy": "avalanche", "months": 27, "totalInterestCents": 135018, "order": ["B", "A"], "interestSavedCents": 123850, "debts": [{"name": "A", "paidOffMonth": 27, "interestCents": 22452}, {"name": "B", "paidOffMonth": 25, "interestCents": 112566}]}, "snowball": {"strategy": "snowball", "months": 28, "totalInterestCents": 162553, "order": ["A", "B"], "interestSavedCents": 96315, "debts": [{"name": "A", "paidOffMonth": 14, "interestCents": 8898}, {"name": "B", "paidOffMonth": 28, "interestCents": 153655}]}}, "three": {"avalanche": {"strategy": "avalanche", "months": 42, "totalInterestCents": 236438, "order": ["Carta", "Prestito", "Auto"], "interestSavedCents": 91822, "debts": [{"name": "Carta", "paidOffMonth": 22, "interestCents": 38697}, {"name": "Auto", "paidOffMonth": 42, "interestCents": 137343}, {"name": "Prestito", "paidOffMonth": 32, "interestCents": 60398}]}, "snowball": {"strategy": "snowball", "months": 42, "totalInterestCents": 236438, "order": ["Carta", "Prestito", "Auto"], "interestSavedCents": 91822, "debts": [{"name": "Carta", "paidOffMonth": 22, "interestCents": 38697}, {"name": "Auto", "paidOffMonth": 42, "interestCents": 137343}, {"name": "Prestito", "paidOffMonth": 32, "interestCents": 60398}]}}, "no-extra": {"avalanche": {"strategy": "avalanche", "months": 22, "totalInterestCents": 12090, "order": ["A", "B"], "interestSavedCents": 46, "debts": [{"name": "A", "paidOffMonth": 22, "interestCents": 12090}, {"name": "B", "paidOffMonth": 20, "interestCents": 0}]}, "snowball": {"strategy": "snowball", "months": 22, "totalInterestCents": 12090, "order": ["B", "A"], "interestSavedCents": 46, "debts": [{"name": "A", "paidOffMonth": 22, "interestCents": 12090}, {"name": "B", "paidOffMonth": 20, "interestCents": 0}]}}} as const;

const CASES: Record<keyof typeof REFERENCE, [DebtInput[], number]> = {
  issue: [
    [
      { name: "A", balanceCents: 200_000, ratePercent: 7.5, minPaymentCents: 6_000 },
      { name: "B", balanceCents: 500_000, ratePercent: 19.9, minPaymentCents: 15_000 },
    ],
    10_000,
  ],
  three: [
    [
      { name: "Carta", balanceCents: 180_050, ratePercent: 21.35, minPaymentCents: 5_000 },
      { name: "Auto", balanceCents: 950_000, ratePercent: 6.99, minPaymentCents: 22_000 },
      { name: "Prestito", balanceCents: 320_000, ratePercent: 11.2, minPaymentCents: 9_000 },
    ],
    5_050,
  ],
  "no-extra": [
    [
      { name: "A", balanceCents: 100_000, ratePercent: 12, minPaymentCents: 5_000 },
      { name: "B", balanceCents: 50_000, ratePercent: 0, minPaymentCents: 2_500 },
    ],
    0,
  ],
};

describe("planDebts against the independent reference (docs/calculators.md, Piano di rientro dai debiti)", () => {
  for (const [name, [debts, extra]] of Object.entries(CASES) as [keyof typeof REFERENCE, [DebtInput[], number]][]) {
    for (const strategy of ["avalanche", "snowball"] as const) {
      it(`${name}, ${strategy}: every figure to the cent`, () => {
        expect(planDebts(debts, extra, strategy)).toEqual(REFERENCE[name][strategy]);
      });
    }
  }

  it("the issue's example: avalanche targets B, snowball A, avalanche pays less interest", () => {
    const [debts, extra] = CASES.issue;
    const avalanche = planDebts(debts, extra, "avalanche");
    const snowball = planDebts(debts, extra, "snowball");
    expect(avalanche.order[0]).toBe("B");
    expect(snowball.order[0]).toBe("A");
    expect(avalanche.totalInterestCents).toBeLessThan(snowball.totalInterestCents);
    expect(avalanche.interestSavedCents).toBeGreaterThan(0);
  });
});

describe("planDebts guards", () => {
  const a: DebtInput = { name: "A", balanceCents: 200_000, ratePercent: 7.5, minPaymentCents: 6_000 };
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(FinanceInputError);
      return (e as FinanceInputError).message;
    }
    throw new Error("not refused");
  };

  it("a minimum that does not cover the first month's interest: it never ends", () => {
    // 10.000 € at 24 %: 200 € of interest the first month; 200 € of minimum never lowers it.
    const msg = refusal(() => planDebts([{ name: "Carta", balanceCents: 1_000_000, ratePercent: 24, minPaymentCents: 20_000 }], 0, "avalanche"));
    expect(msg).toBe(DEBT_MESSAGES.neverEnds("Carta"));
    expect(msg).toContain("non finisce mai");
  });

  it("more than 20 debts, none, or two with the same name are refused", () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...a, name: `D${i}` }));
    expect(refusal(() => planDebts(many, 0, "snowball"))).toBe(DEBT_MESSAGES.tooManyDebts);
    expect(planDebts(many.slice(0, 20), 0, "snowball").debts).toHaveLength(20);
    expect(refusal(() => planDebts([], 0, "snowball"))).toBe(DEBT_MESSAGES.noDebts);
    expect(refusal(() => planDebts([a, a], 0, "snowball"))).toBe(DEBT_MESSAGES.nameDuplicate);
  });

  it("plans longer than 1.200 months are refused", () => {
    // 1 € more than the first interest on 10.000.000 € at 1 %: centuries of payments.
    const msg = refusal(() => planDebts([{ name: "Lungo", balanceCents: 1_000_000_000, ratePercent: 1, minPaymentCents: 833_434 }], 0, "avalanche"));
    expect(msg).toBe(DEBT_MESSAGES.tooLong);
  });

  it("refuses non-numbers, fractions of a cent, negative extra and unknown strategies", () => {
    expect(refusal(() => planDebts([{ ...a, balanceCents: Number.NaN }], 0, "avalanche"))).toBe(DEBT_MESSAGES.balanceMin);
    expect(refusal(() => planDebts([{ ...a, minPaymentCents: 10.5 }], 0, "avalanche"))).toBe(DEBT_MESSAGES.minPaymentMin);
    expect(refusal(() => planDebts([a], -1, "avalanche"))).toBe(DEBT_MESSAGES.extraMax);
    expect(refusal(() => planDebts([a], 0, "random" as never))).toBe(DEBT_MESSAGES.strategy);
  });
});
