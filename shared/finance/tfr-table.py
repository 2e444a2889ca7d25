#!/usr/bin/env python3
"""Independent table for shared/finance/tfr.test.ts (docs/benefits.md, "TFR in azienda o nel fondo").

Written apart from tfr.ts, in Python's decimal module, from the rules as stated in the docs, with the
figures typed here from the facts registry. Method: yearly steps; the TFR of the year (6,91 % of the
gross salary, half-up to the cent) is added at the end of each year. Company: the balance at the
start of the year earns 1,5 % + 75 % of inflation (half-up to the cent), less 17 % of that
revaluation (half-up); at the end the TFR set aside pays the separate tax at the average IRPEF rate
(23 % to 28.000 €, 33 % to 50.000 €, 43 % above) of the reference income = TFR / years × 12. Fund:
the balance earns the return, less the 16,25 % tax (20 % on half, 12,5 % on half); the TFR and the
employer's 1 % are added; at payout the contributions pay max(9, 15 − 0,3 × (years − 15)) %.
Run: python3 shared/finance/tfr-table.py
"""
from decimal import Decimal as D, ROUND_HALF_UP

def cent(x):
    return int(D(x).quantize(D(1), rounding=ROUND_HALF_UP))

def irpef(income):
    brackets = [(D(2800000), D(23)), (D(5000000), D(33)), (None, D(43))]
    tax, low = D(0), D(0)
    for top, rate in brackets:
        high = income if top is None else min(income, top)
        if high > low:
            tax += (high - low) * rate / 100
        if top is None or income <= top:
            break
        low = top
    return tax

def row(salary, years, fund_return, inflation):
    s = int(D(salary) * 100)
    accrual = cent(D(s) * D("6.91") / 100)
    employer = cent(D(s) * D(1) / 100)
    rate = D("1.5") + D(inflation) * D(75) / 100
    company = 0
    for _ in range(years):
        rev = cent(D(company) * rate / 100)
        company += rev - cent(D(rev) * 17 / 100) + accrual
    ref = D(accrual * years) / years * 12
    avg = irpef(ref) / ref * 100
    company_tax = cent(D(accrual * years) * avg / 100)
    fund = 0
    for _ in range(years):
        earned = cent(D(fund) * D(fund_return) / 100)
        fund += earned - cent(D(earned) * D("16.25") / 100) + accrual + employer
    payout = max(D(9), D(15) - D("0.3") * max(0, years - 15))
    fund_tax = cent(D((accrual + employer) * years) * payout / 100)
    return (company, company - company_tax, fund, fund - fund_tax)

CASES = [(30000, 30, "4", "2"), (25000, 10, "3", "1.5"), (60000, 35, "5", "2.5"), (1800, 1, "0", "0"), (45000, 20, "2.5", "3")]
for c in CASES:
    print(c, row(*c))
