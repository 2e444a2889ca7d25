// Every rate the admin overview and the conversion dashboard show, defined once (docs/accounts.md,
// "Metriche"): what is counted above the line, what below, over which period. The pages print
// the definition beside the figure. A rate's numerator is always a subset of its denominator, so
// it lies between 0 and 100 %; funnel steps count people (a visitor on one Rome day), each step
// the people of the step before who also did this one, so no step exceeds the one before.

export type MetricDefinition = { label: string; numerator: string; denominator: string; period: string };

const VISITORS = "Visitatori (una persona per giorno)";
const LAST_30 = "Ultimi 30 giorni (fuso di Roma)";

export const METRIC_DEFINITIONS = {
  visitorConversion: {
    label: "Conversione visitatori",
    numerator: "Visitatori che lo stesso giorno hanno creato un account",
    denominator: VISITORS,
    period: LAST_30,
  },
  emailOpenRate: { label: "Tasso di apertura", numerator: "Email inviate e aperte", denominator: "Email inviate", period: "Da sempre" },
  emailClickRate: { label: "Tasso di click", numerator: "Email inviate con almeno un click", denominator: "Email inviate", period: "Da sempre" },
  bounceRate: { label: "Frequenza di rimbalzo", numerator: "Visitatori che hanno visto una sola pagina", denominator: VISITORS, period: LAST_30 },
  blogToCalculator: {
    label: "Dal blog ai calcolatori",
    numerator: "Visitatori che hanno visto landing, blog e un calcolatore",
    denominator: "Visitatori che hanno visto landing e blog",
    period: "Periodo scelto (fuso di Roma)",
  },
  calculatorToLogin: {
    label: "Dai calcolatori all'accesso",
    numerator: "Visitatori che, dopo landing, blog e un calcolatore, hanno aperto la pagina di accesso",
    denominator: "Visitatori che hanno visto landing, blog e un calcolatore",
    period: "Periodo scelto (fuso di Roma)",
  },
  loginShare: { label: "Tentativi di accesso", numerator: "Visitatori che hanno aperto la pagina di accesso", denominator: VISITORS, period: LAST_30 },
  mobileShare: { label: "Da smartphone", numerator: "Pagine viste da smartphone", denominator: "Pagine viste", period: "Periodo scelto (fuso di Roma)" },
  desktopShare: { label: "Da computer", numerator: "Pagine viste da computer", denominator: "Pagine viste", period: "Periodo scelto (fuso di Roma)" },
} as const satisfies Record<string, MetricDefinition>;

export type MetricId = keyof typeof METRIC_DEFINITIONS;

/** "Numeratore ÷ denominatore · periodo", the line printed beside a rate. */
export const definitionText = (id: MetricId) => {
  const d = METRIC_DEFINITIONS[id];
  return `${d.numerator} ÷ ${d.denominator} · ${d.period}`;
};

/** part / whole in percent, rounded to `digits`; null when there is nobody to divide by. */
export function ratePercent(part: number, whole: number, digits = 1): number | null {
  if (!(whole > 0)) return null;
  const f = 10 ** digits;
  return Math.round((part / whole) * 100 * f) / f;
}

/** What one visitor did on one Rome day (page views of the period). */
export type VisitorDay = { landing: boolean; blog: boolean; calculator: boolean; login: boolean; registered: boolean };
/** How many visitor-days did exactly this combination (what the database groups). */
export type VisitorDayGroup = VisitorDay & { people: number };

export type PeopleCounts = {
  visitors: number;
  /** The site funnel: landing → + blog → + calculator → + login page. */
  site: { landing: number; blog: number; calculator: number; login: number };
  /** The registration funnel: landing → + login page → + account created. */
  registration: { landing: number; login: number; registered: number };
  loginVisitors: number;
  registeredVisitors: number;
};

/** Counts people per step from the groups: each step keeps only the people of the step before. */
export function countPeople(groups: VisitorDayGroup[]): PeopleCounts {
  const sum = (pred: (g: VisitorDay) => boolean) => groups.reduce((n, g) => n + (pred(g) ? g.people : 0), 0);
  return {
    visitors: sum(() => true),
    site: {
      landing: sum((g) => g.landing),
      blog: sum((g) => g.landing && g.blog),
      calculator: sum((g) => g.landing && g.blog && g.calculator),
      login: sum((g) => g.landing && g.blog && g.calculator && g.login),
    },
    registration: {
      landing: sum((g) => g.landing),
      login: sum((g) => g.landing && g.login),
      registered: sum((g) => g.landing && g.login && g.registered),
    },
    loginVisitors: sum((g) => g.login),
    registeredVisitors: sum((g) => g.registered),
  };
}
