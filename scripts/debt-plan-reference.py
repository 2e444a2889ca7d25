#!/usr/bin/env python3
"""Independent reference for shared/finance/debt-plan.ts (docs/calculators.md, "Piano di rientro dai debiti").

Written apart from the TypeScript, with Python's exact fractions: each month every open balance
grows by balance x TAEG / 12 rounded half-up to the cent; the month's budget (every minimum + the
extra, constant) pays each open debt's minimum (or what is left of it), then what remains goes to
the debts in strategy order in the same month. Avalanche: highest TAEG first (ties: smaller
balance, then input order); snowball: smallest balance first (ties: higher TAEG, then input order).
Run once: `python3 scripts/debt-plan-reference.py`; its output is the fixture in
shared/finance/debt-plan.test.ts.
"""
import json
from fractions import Fraction


def half_up(x: Fraction) -> int:
    # x >= 0 here: floor(x + 1/2)
    return int((x + Fraction(1, 2)) // 1)


def simulate(debts, extra, order):
    bal = [int(d["balance"]) for d in debts]
    interest = [0] * len(debts)
    paid_off = [0] * len(debts)
    budget = sum(d["min"] for d in debts) + (extra if order is not None else 0)
    month = 0
    while any(b > 0 for b in bal):
        month += 1
        assert month <= 1200
        for i, d in enumerate(debts):
            if bal[i] > 0:
                due = half_up(Fraction(bal[i]) * Fraction(str(d["rate"])) / 1200)
                bal[i] += due
                interest[i] += due
        left = budget
        for i, d in enumerate(debts):
            pay = min(d["min"], bal[i])
            bal[i] -= pay
            left -= pay
        for i in order or []:
            pay = min(left, bal[i])
            bal[i] -= pay
            left -= pay
        for i in range(len(debts)):
            if bal[i] == 0 and paid_off[i] == 0:
                paid_off[i] = month
    return month, paid_off, interest


def plan(debts, extra, strategy):
    idx = list(range(len(debts)))
    if strategy == "avalanche":
        order = sorted(idx, key=lambda i: (-Fraction(str(debts[i]["rate"])), debts[i]["balance"], i))
    else:
        order = sorted(idx, key=lambda i: (debts[i]["balance"], -Fraction(str(debts[i]["rate"])), i))
    months, paid_off, interest = simulate(debts, extra, order)
    _, _, base = simulate(debts, 0, None)
    return {
        "strategy": strategy,
        "months": months,
        "totalInterestCents": sum(interest),
        "order": [debts[i]["name"] for i in order],
        "interestSavedCents": sum(base) - sum(interest),
        "debts": [{"name": d["name"], "paidOffMonth": paid_off[i], "interestCents": interest[i]} for i, d in enumerate(debts)],
    }


# Amounts in cents, rates in percent.
CASES = {
    "issue": ([{"name": "A", "balance": 200000, "rate": 7.5, "min": 6000},
               {"name": "B", "balance": 500000, "rate": 19.9, "min": 15000}], 10000),
    "three": ([{"name": "Carta", "balance": 180050, "rate": 21.35, "min": 5000},
               {"name": "Auto", "balance": 950000, "rate": 6.99, "min": 22000},
               {"name": "Prestito", "balance": 320000, "rate": 11.2, "min": 9000}], 5050),
    "no-extra": ([{"name": "A", "balance": 100000, "rate": 12, "min": 5000},
                  {"name": "B", "balance": 50000, "rate": 0, "min": 2500}], 0),
}

if __name__ == "__main__":
    out = {name: {s: plan(debts, extra, s) for s in ("avalanche", "snowball")} for name, (debts, extra) in CASES.items()}
    print(json.dumps(out, indent=2))
