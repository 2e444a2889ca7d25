// Bounds of the finance functions, with the Italian message each refusal carries. The
// calculator forms (shared/schemas/calculators.ts) take their range messages from here;
// the lower-level inputs (cents, months) get technical bounds wide enough for every caller and
// small enough to bound every loop and keep every cent below 2^53 (docs/calculators.md).

export const FINANCE_LIMITS = {
  /** Any euro amount handled in cents: 1.000 miliardi di euro keeps cents exact in a double. */
  maxEuros: 999_999_999_999.99,
  maxCents: 99_999_999_999_999,
  /** Longest schedule or plan: 100 years of months. */
  maxMonths: 1200,
  maxYears: 100,
  /** Annual rates, percent. */
  maxRatePercent: 100,
  mortgage: {
    propertyValue: { min: 50_000, max: 2_000_000 },
    downPayment: { min: 10, max: 50 },
    loanTerm: { min: 5, max: 30 },
    interestRate: { min: 1, max: 10 },
    monthlyIncome: { min: 1000, max: 1_000_000 },
  },
  pac: {
    monthlyAmount: { min: 1, max: 100_000 },
    years: { min: 1, max: 50 },
    expectedReturn: { min: 0, max: 50 },
    /** The fund's yearly cost (TER), percent (docs/calculators.md, "PAC con i costi"). */
    terPercent: { min: 0, max: 5 },
  },
} as const;

/** The calculator forms' range messages: the forms (shared/schemas/calculators.ts) and the finance functions say the same words. */
export const FORM_RANGE_MESSAGES = {
  // The mortgage form's messages.
  propertyMin: "Valore minimo €50.000",
  propertyMax: "Valore massimo €2.000.000",
  downMin: "Anticipo minimo 10%",
  downMax: "Anticipo massimo 50%",
  termMin: "Durata minima 5 anni",
  termMax: "Durata massima 30 anni",
  rateMin: "Tasso minimo 1%",
  rateMax: "Tasso massimo 10%",
  mortgageIncomeMin: "Reddito minimo €1.000",
  mortgageIncomeMax: "Reddito massimo €1.000.000",
  // The PAC form's messages.
  pacAmountMin: "L'importo mensile deve essere maggiore di 0",
  pacAmountMax: "L'importo mensile massimo è 100.000 €",
  pacYearsMin: "Gli anni devono essere almeno 1",
  pacYearsMax: "Massimo 50 anni",
  pacReturnMin: "Il rendimento non può essere negativo",
  pacReturnMax: "Rendimento massimo 50%",
  pacTerMin: "Il costo annuo del fondo non può essere negativo",
  pacTerMax: "Costo annuo del fondo massimo 5%",
  pacTooLarge: "Il valore finale è troppo grande per essere salvato: riduci importo, durata o rendimento",
} as const;

export const FINANCE_MESSAGES = {
  amount: "Inserisci un importo valido",
  cents: "Importo non valido",
  months: "Numero di mesi non valido",
  years: "Numero di anni non valido",
  rate: "Tasso non valido",
  percent: "Percentuale non valida",
  share: "La quota del reddito deve essere maggiore di 0 e al massimo 100%",
  ...FORM_RANGE_MESSAGES,
  notANumber: "Inserisci un numero valido",
  wholeNumber: "Inserisci un numero intero",
} as const;
