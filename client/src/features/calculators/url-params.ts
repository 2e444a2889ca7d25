import { parseItalianNumber, type NumberKind } from "@shared/numbers";
import { toAmountInput } from "@shared/money";

/**
 * The calculators' inputs read from the address (docs/calculators.md, "URL parameters"): the
 * assistant's links open the pages prefilled. Numbers are read by the one Italian parser; a value
 * that is not a number is ignored (the page keeps its default), a value outside the form's limits
 * is kept so the form shows its own message.
 */
type Read = string | undefined;

function read(search: string, name: string, kind: NumberKind): number | undefined {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null) return undefined;
  const parsed = parseItalianNumber(raw, kind);
  return parsed.ok ? parsed.value : undefined;
}

// Select values are written as String(Number(choice)): "3.5", "20".
const asChoice = (n: number | undefined): Read => (n === undefined ? undefined : String(n));
const asAmount = (n: number | undefined): Read => (n === undefined || n < 0 ? undefined : toAmountInput(n));

/** The down payment a loan amount is shown with: the form's default anticipo. */
const URL_LOAN_DOWN_PAYMENT = 20;

/**
 * `importo` is the loan: the page shows it as the property value whose 20 % down payment leaves
 * exactly that loan (value = loan ÷ 0,8, rounded to the cent; the loan computed back rounds to the
 * same cent).
 */
function propertyForLoan(loanEuros: number | undefined): Read {
  if (loanEuros === undefined || loanEuros <= 0) return undefined;
  const valueCents = Math.round((Math.round(loanEuros * 100) * 100) / (100 - URL_LOAN_DOWN_PAYMENT));
  return toAmountInput(valueCents / 100);
}

function defined<T extends Record<string, Read>>(values: T): Partial<Record<keyof T, string>> | null {
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<Record<keyof T, string>>;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** `/mortgage-calculator?importo=&anni=&tasso=`. */
export function mortgageFromUrl(search: string) {
  const propertyValue = propertyForLoan(read(search, "importo", "amount"));
  return defined({
    propertyValue,
    downPayment: propertyValue === undefined ? undefined : String(URL_LOAN_DOWN_PAYMENT),
    loanTerm: asChoice(read(search, "anni", "amount")),
    interestRate: asChoice(read(search, "tasso", "percent")),
  });
}

/** `/pac-simulator?importo=&anni=&rendimento=`. */
export function pacFromUrl(search: string) {
  return defined({
    monthlyAmount: asAmount(read(search, "importo", "amount")),
    years: asChoice(read(search, "anni", "amount")),
    expectedReturn: asChoice(read(search, "rendimento", "percent")),
  });
}

/** `/budget-calculator?reddito=`. */
export function budgetFromUrl(search: string) {
  return defined({ monthlyIncome: asAmount(read(search, "reddito", "amount")) });
}

/** A select's choices with the address's value added when it is not one of them. */
export function withChoice<T extends number | string>(choices: readonly T[], extra: string | undefined): string[] {
  const all = choices.map((c) => String(Number(c)));
  if (extra !== undefined && !all.includes(extra)) all.push(extra);
  return all.sort((a, b) => Number(a) - Number(b));
}
