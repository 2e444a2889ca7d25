// The shape of one entry of the facts registry (docs/facts.md): every legal or market figure the
// app states, with where it comes from and when it was last checked.

/**
 * How a value is written in text: "26%", "5.300 €", "60 giorni", "13 settimane", "1° luglio 2026", "un terzo", "11,2" (a score or a coefficient, "points"),
 * "0,30 punti" (percentage points of a rate, "percentPoints").
 */
export type FactUnit = "percent" | "euro" | "days" | "months" | "years" | "date" | "ratio" | "points" | "percentPoints" | "weeks";

export type FactSource = {
  /** Agenzia delle Entrate, INPS, COVIP, Banca d'Italia, Gazzetta Ufficiale, Consap, or the app itself. */
  publisher: string;
  /** The act or page: "Legge 30 dicembre 2025, n. 199, art. 1, comma 201". */
  title: string;
  /** Where the act or page is published (for laws, the Normattiva URN address). */
  url: string;
};

export type Fact = {
  /** kebab-case, used in placeholders: {{fatto:<id>}}. Never rename once used. */
  id: string;
  /** What the figure is, in Italian (shown in docs and admin help). */
  label: string;
  /** Number for percent/euro/days/years/ratio (percent as 26 for 26 %), ISO date for "date". */
  value: number | string;
  unit: FactUnit;
  /** ISO date from which the value holds. */
  validFrom: string;
  /** ISO date after which the value no longer holds (only for superseded values kept for history). */
  validUntil?: string;
  source: FactSource;
  /** Pages consulted to confirm the value when the primary text itself could not be opened. */
  checkedVia?: string[];
  /** ISO date of the last check against the sources. */
  lastChecked: string;
  /** false when the value could not be confirmed; `note` then says what is missing. */
  verified: boolean;
  note?: string;
  /** Text to write instead of the formatted value ("un terzo"). */
  text?: string;
  /** Decimals to show (default: as many as the value has, at most 2). */
  decimals?: number;
};
