import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decimalPlaces, parseItalianNumber } from "./numbers";
import { formatCents, formatEuro } from "./money";
import { integerField, moneyField, percentField } from "./schemas/number-fields";

const NBSP = "\u00a0";
const value = (raw: unknown, kind: "amount" | "percent" = "amount") => {
  const r = parseItalianNumber(raw, kind);
  return r.ok ? r.value : r.reason;
};

// [typed, read as] — "invalid" / "empty" when refused.
const AMOUNTS: [unknown, number | "invalid" | "empty"][] = [
  ["1.800", 1800],
  ["1.800,50", 1800.5],
  ["1800,5", 1800.5],
  ["1800.50", 1800.5],
  ["1800.5", 1800.5],
  ["€ 1.800", 1800],
  ["€1.800", 1800],
  ["1 800", 1800],
  [`1${NBSP}800`, 1800],
  [`1.800,00${NBSP}€`, 1800],
  ["1.800,00 €", 1800],
  ["1800 €", 1800],
  ["1.800 euro", 1800],
  ["1.800,50 EUR", 1800.5],
  ["1.000.000", 1_000_000],
  ["1.000.000,99", 1_000_000.99],
  ["1 000 000", 1_000_000],
  ["1 800,50", 1800.5],
  ["  2000  ", 2000],
  ["12", 12],
  ["0,01", 0.01],
  ["0.5", 0.5],
  ["007", 7],
  ["12,500", 12.5],
  ["12.500", 12500],
  ["-5", -5],
  ["- 5 €", -5],
  ["€ -5", -5],
  ["+5", 5],
  [1800.5, 1800.5],
  [0, 0],
  ["", "empty"],
  ["   ", "empty"],
  [undefined, "empty"],
  ["1,2,3", "invalid"],
  ["1.50.0", "invalid"],
  ["12,345,6", "invalid"],
  ["1,800.50", "invalid"],
  ["1.8000", 1.8],
  ["1800.500", 1800.5],
  ["0.001", 0.001],
  ["0.500", 0.5],
  ["18.00.00", "invalid"],
  ["1.80.000", "invalid"],
  ["1 80", "invalid"],
  ["1. 800", "invalid"],
  ["1.800 000", "invalid"],
  ["abc", "invalid"],
  ["12a", "invalid"],
  ["1e3", "invalid"],
  ["Infinity", "invalid"],
  ["0x10", "invalid"],
  [",5", "invalid"],
  ["5,", "invalid"],
  ["€", "invalid"],
  ["€€ 5", "invalid"],
  [Number.NaN, "invalid"],
  [Number.POSITIVE_INFINITY, "invalid"],
  [true, "invalid"],
];

const PERCENTS: [string, number | "invalid"][] = [
  ["3.125", 3.125],
  ["3,125", 3.125],
  ["3.5", 3.5],
  ["6,5 %", 6.5],
  ["7%", 7],
  ["1.000", 1],
  ["1.2.3", "invalid"],
  ["3,5,1", "invalid"],
  ["€ 3", "invalid"],
];

describe("lettura dei numeri all'italiana", () => {
  it.each(AMOUNTS)("importo %j → %s", (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it.each(PERCENTS)("percentuale %j → %s", (raw, expected) => {
    expect(value(raw, "percent")).toBe(expected);
  });

  it("rilegge ogni importo che l'app stessa scrive (1.800,00 € con lo spazio non separabile)", () => {
    expect(formatEuro(1800)).toBe(`1.800,00${NBSP}€`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(value(formatCents(cents))).toBe(cents / 100);
      }),
    );
  });

  it("decimali di un numero scritto nella forma più breve", () => {
    expect(decimalPlaces(1800)).toBe(0);
    expect(decimalPlaces(1800.5)).toBe(1);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
    expect(decimalPlaces(1e-7)).toBe(7);
  });
});

describe("campi zod per i numeri", () => {
  const income = moneyField({ min: [0.01, "Il reddito deve essere maggiore di 0"], max: [1_000_000, "Massimo 1.000.000 €"] });
  const message = (schema: typeof income, raw: unknown) => {
    const r = schema.safeParse(raw);
    return r.success ? r.data : r.error.issues[0]!.message;
  };

  it("accetta un numero o un testo e restituisce un numero", () => {
    expect(message(income, "1.800")).toBe(1800);
    expect(message(income, "1.800,50")).toBe(1800.5);
    expect(message(income, 1800.5)).toBe(1800.5);
    expect(message(income, `1.800,00${NBSP}€`)).toBe(1800);
  });

  it("i testi ambigui o malformati hanno il messaggio italiano del campo", () => {
    for (const raw of ["1,2,3", "1.50.0", "12,345,6", "abc"]) expect(message(income, raw)).toBe("Inserisci un numero valido");
    expect(message(income, "")).toBe("Il reddito deve essere maggiore di 0");
    expect(message(income, null)).toBe("Il reddito deve essere maggiore di 0");
    expect(message(income, "0")).toBe("Il reddito deve essere maggiore di 0");
    expect(message(income, "1.000.000,01")).toBe("Massimo 1.000.000 €");
    expect(message(income, "10,123")).toBe("Sono ammessi al massimo 2 decimali");
    expect(message(income, "10,120")).toBe(10.12);
    expect(message(income, 0.1 + 0.2)).toBe("Sono ammessi al massimo 2 decimali");
  });

  it("percentuali: il punto è sempre decimale", () => {
    const rate = percentField({ min: [1, "Tasso minimo 1%"], max: [10, "Tasso massimo 10%"], decimals: 3 });
    expect(rate.parse("3.125")).toBe(3.125);
    expect(rate.parse("3,125")).toBe(3.125);
    expect(rate.safeParse("3.1255").success).toBe(false);
  });

  it("numeri interi", () => {
    const years = integerField({ min: [1, "Almeno 1 anno"], max: [50, "Massimo 50 anni"] });
    expect(years.parse("20")).toBe(20);
    expect(years.parse(20)).toBe(20);
    expect(years.safeParse("2,5").error?.issues[0]?.message).toBe("Inserisci un numero intero");
    expect(years.safeParse("51").error?.issues[0]?.message).toBe("Massimo 50 anni");
  });
});
