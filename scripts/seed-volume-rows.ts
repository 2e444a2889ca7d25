// The rows of one generated household (scripts/seed-volume.ts; docs/benchmarks.md, "Dati in
// volume"): COPY text lines, one function per kind of data, all drawn from one seeded random
// sequence per household so the same seed gives the same database.
import { LEGAL_TEXT_VERSION } from "../shared/legal";

type Line = (line: string) => void;
export type Tables = {
  users: Line;
  households: Line;
  household_members: Line;
  household_profiles: Line;
  budgets: Line;
  category_budgets: Line;
  goals: Line;
  goal_contributions: Line;
  recurring_expenses: Line;
  recurring_occurrences: Line;
  expenses: Line;
  income_entries: Line;
  user_progress: Line;
  review_items: Line;
  points_ledger: Line;
  user_badges: Line;
  activity_days: Line;
  page_views: Line;
};
/** The next id of each table whose ids the generator gives; advanced as rows are written. */
export type HouseholdIds = { user: number; household: number; goal: number; recurring: number; expense: number };
type Options = { seed: number; years: number; endMonth: string; largeExpenses: number; passwordHash: string; lessons: { id: number; questions: number[] }[] };

const NULL = "\\N";
const row = (...values: (string | number | boolean | null)[]) => `${values.map((v) => (v === null ? NULL : String(v))).join("\t")}\n`;
const money = (cents: number) => (cents / 100).toFixed(2);
const pad = (n: number) => String(n).padStart(2, "0");
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const ts = (date: string, minuteOfDay: number) => `${date} ${pad(Math.floor(minuteOfDay / 60) % 24)}:${pad(minuteOfDay % 60)}:00+00`;

/** mulberry32: small, fast, good enough for test data; one stream per household. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}
type Rng = ReturnType<typeof random>;

// Everyday expenses: subcategory, bucket, weight, cents range, descriptions; seasonal factors by month.
const EVERYDAY = [
  { sub: "spesa_alimentare", bucket: "necessita", w: 34, lo: 800, hi: 9500, names: ["Esselunga", "Conad", "Coop", "Lidl", "Carrefour", "Mercato rionale", "Panetteria", "Eurospin"] },
  { sub: "trasporti", bucket: "necessita", w: 14, lo: 150, hi: 7000, names: ["Carburante", "Biglietto treno", "Autobus", "Parcheggio", "Pedaggio autostradale"] },
  { sub: "ristoranti", bucket: "desideri", w: 10, lo: 300, hi: 8000, names: ["Pizzeria", "Bar colazione", "Trattoria", "Sushi", "Gelateria"] },
  { sub: "svago", bucket: "desideri", w: 9, lo: 500, hi: 6000, names: ["Cinema", "Libri", "Streaming", "Concerto", "Museo"] },
  { sub: "salute", bucket: "necessita", w: 5, lo: 400, hi: 12000, names: ["Farmacia", "Visita specialistica", "Dentista", "Analisi del sangue"] },
  { sub: "abbigliamento", bucket: "desideri", w: 5, lo: 1500, hi: 12000, names: ["Scarpe", "Abbigliamento", "Giacca"] },
  { sub: "regali", bucket: "desideri", w: 3, lo: 1000, hi: 8000, names: ["Regalo compleanno", "Regalo di nozze", "Fiori"] },
  { sub: "figli_scuola", bucket: "necessita", w: 4, lo: 500, hi: 15000, names: ["Materiale scolastico", "Mensa scolastica", "Gita scolastica", "Libri di scuola"] },
  { sub: "animali", bucket: "necessita", w: 3, lo: 500, hi: 6000, names: ["Cibo per il cane", "Veterinario", "Lettiera"] },
  { sub: "istruzione", bucket: "necessita", w: 2, lo: 2000, hi: 20000, names: ["Corso di inglese", "Libri universitari"] },
  { sub: "altro", bucket: "necessita", w: 5, lo: 200, hi: 5000, names: ["Ferramenta", "Tabaccheria", "Ufficio postale", "Lavanderia"] },
] as const;
const SEASON: Partial<Record<string, number[]>> = {
  abbigliamento: [1.5, 0.5, 1.5, 1, 1, 0.8, 1.5, 0.5, 2, 1, 1, 1.5],
  regali: [0.5, 1, 0.5, 0.8, 1, 1, 0.5, 0.5, 0.5, 0.8, 1, 5],
  figli_scuola: [1, 1, 1, 1, 1, 0.5, 0.2, 0.3, 4, 1.5, 1, 1],
  svago: [0.8, 0.8, 1, 1, 1.2, 1.5, 2, 2.5, 1, 1, 0.8, 1.5],
};
const FIRST_NAMES = ["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Andrea", "Elena", "Matteo", "Valentina", "Davide"];
const PAGES = ["/", "/dashboard", "/expenses", "/expenses", "/reports", "/plan", "/courses", "/blog", "/budget-calculator", "/tax"];

/** Writes household h's rows to the tables' sinks; ids advance. */
export function createHouseholdWriter(opts: Options) {
  const [endY, endM] = opts.endMonth.split("-").map(Number) as [number, number];
  const today = new Date().toISOString().slice(0, 10);
  return (h: number, ids: HouseholdIds, out: Tables) => {
    const rng = random(opts.seed * 1_000_003 + h * 7919);
    const large = h === 1;
    const months = large ? 120 : opts.years * 12;
    const perMonth = large ? Math.round(opts.largeExpenses / months) : 40;
    const userId = ids.user++;
    const startIndex = endY * 12 + (endM - 1) - (months - 1);
    const start = day(Math.floor(startIndex / 12), (startIndex % 12) + 1, 1);
    const householdId = ids.household++;
    const family = { ...writeProfile(rng, h, { userId, householdId }, start, opts, out), householdId };
    // The household of one member, its owner, as the app creates it at registration (docs/household.md).
    out.households(row(family.householdId, "La mia famiglia", ts(start, 480)));
    out.household_members(row(family.householdId, userId, "owner", ts(start, 480)));
    const goalIds = writeGoals(rng, userId, start, family, ids, out);
    const rules = writeRecurringRules(rng, userId, start, family, ids, out);
    for (let k = 0; k < months; k++) {
      const y = Math.floor((startIndex + k) / 12);
      const m = ((startIndex + k) % 12) + 1;
      // The current month holds only the days gone by.
      const lastDay = day(y, m, 1) <= today && today.slice(0, 7) === day(y, m, 1).slice(0, 7) ? Number(today.slice(8, 10)) : daysIn(y, m);
      writeMonth(rng, { userId, y, m, lastDay, perMonth, family, goalIds, rules }, ids, out);
    }
    writeLearning(rng, userId, start, opts.lessons, out);
    writeActivity(rng, userId, today, out);
  };
}

type Family = { income: number; children: number; rent: number; premium: boolean };

// The profile, the budget and the category budgets are the household's (docs/household.md, "Cosa è condiviso").
function writeProfile(rng: Rng, h: number, { userId, householdId }: { userId: number; householdId: number }, start: string, opts: Options, out: Tables): Family {
  const children = rng.pick([0, 0, 1, 1, 2, 2, 3]);
  const size = 1 + (rng.next() < 0.75 ? 1 : 0) + children;
  const income = rng.int(1400, 4800) * 100;
  const rent = rng.int(450, 1200) * 100;
  // The first hundred households are premium (bench-api's writers have no monthly limit), a third of the rest.
  const premium = h <= 100 || rng.next() < 0.33;
  const created = ts(start, rng.int(480, 1320));
  out.users(row(userId, `volume-${h}@esempio.it`, opts.passwordHash, rng.pick(FIRST_NAMES), null, premium, created, created, LEGAL_TEXT_VERSION, created, ts(today(), 600)));
  out.household_profiles(row(householdId, userId, money(income), size, children, size - children === 1 || rng.next() < 0.3, rng.pick(["emergency", "debt", "save", "invest"]), created));
  out.budgets(row(householdId, userId, money(income), money(income * 0.5), money(income * 0.3), money(income * 0.2), created));
  for (const [sub, share] of [["spesa_alimentare", 0.18], ["ristoranti", 0.05], ["svago", 0.04], ["trasporti", 0.08], ["abbigliamento", 0.03]] as const) {
    out.category_budgets(row(householdId, userId, sub, money(Math.round((income * share) / 100) * 100), rng.next() < 0.3, created));
  }
  return { income, children, rent, premium };
}
const today = () => new Date().toISOString().slice(0, 10);

function writeGoals(rng: Rng, userId: number, start: string, family: Family & { householdId: number }, ids: HouseholdIds, out: Tables) {
  const emergency = ids.goal++;
  const car = ids.goal++;
  const created = ts(start, 700);
  out.goals(row(emergency, family.householdId, userId, "Fondo di emergenza", "emergency", money(family.income * 3), null, money(Math.round(family.income * 0.05)), null, created));
  out.goals(row(car, family.householdId, userId, "Bollo e assicurazione auto", "sinking", money(rng.int(500, 1200) * 100), null, null, 3, created));
  return { emergency, car };
}

const RULES = [
  { name: "Affitto", sub: "casa_affitto", day: 1 },
  { name: "Internet casa", sub: "bollette", day: 5 },
  { name: "Telefono", sub: "bollette", day: 12 },
] as const;

function writeRecurringRules(rng: Rng, userId: number, start: string, family: Family & { householdId: number }, ids: HouseholdIds, out: Tables) {
  const amounts = [family.rent, rng.int(2500, 3500), rng.int(800, 1500)];
  return RULES.map((r, i) => {
    const id = ids.recurring++;
    out.recurring_expenses(row(id, family.householdId, userId, r.name, money(amounts[i]!), "necessita", r.sub, r.day, start, true, ts(start, 600)));
    return { id, ...r, cents: amounts[i]! };
  });
}

type Month = { userId: number; y: number; m: number; lastDay: number; perMonth: number; family: Family & { householdId: number }; goalIds: { emergency: number; car: number }; rules: { id: number; name: string; sub: string; day: number; cents: number }[] };

function writeMonth(rng: Rng, mo: Month, ids: HouseholdIds, out: Tables) {
  const { userId, y, m, lastDay } = mo;
  const monthKey = `${y}-${pad(m)}`;
  const expense = (desc: string, cents: number, bucket: string, sub: string, d: number, goalId: number | null = null, deduction: string | null = null) => {
    const id = ids.expense++;
    const date = day(y, m, Math.min(d, lastDay));
    out.expenses(row(id, userId, mo.family.householdId, desc, money(cents), bucket, sub, date, ts(date, rng.int(420, 1380)), goalId, deduction));
    return id;
  };
  let written = 0;
  for (const r of mo.rules) {
    if (r.day > lastDay) continue;
    const id = expense(r.name, r.cents, "necessita", r.sub, r.day);
    out.recurring_occurrences(row(r.id, monthKey, "created", id, ts(day(y, m, r.day), 360)));
    written++;
  }
  // Seasonal bills: electricity and gas every other month (gas far higher in winter), water each quarter.
  const winter = m <= 3 || m >= 11;
  if (m % 2 === 0) {
    expense("Bolletta luce", rng.int(6000, 14000), "necessita", "bollette", 18);
    expense("Bolletta gas", winter ? rng.int(15000, 32000) : rng.int(3000, 7000), "necessita", "bollette", 20);
    written += 2;
  }
  if (m % 3 === 0) written += (expense("Bolletta acqua", rng.int(4000, 9000), "necessita", "bollette", 22), 1);
  if (m === 3) written += (expense("Bollo auto", rng.int(18000, 42000), "necessita", "trasporti", 25, null), 1);
  // The month's saving into the emergency fund, and the car goal's contribution by hand.
  written += (expense("Versamento fondo emergenza", Math.round(mo.family.income * 0.05), "risparmi", "risparmio_investimenti", 28, mo.goalIds.emergency), 1);
  if (28 <= lastDay) out.goal_contributions(row(mo.goalIds.car, userId, money(5000), day(y, m, 28), "Accantonamento", ts(day(y, m, 28), 900)));
  out.income_entries(row(mo.family.householdId, userId, "salary", money(mo.family.income), day(y, m, Math.min(27, lastDay)), null, ts(day(y, m, Math.min(27, lastDay)), 600)));
  if (mo.family.children > 0) out.income_entries(row(mo.family.householdId, userId, "assegno_unico", money(mo.family.children * 14000), day(y, m, Math.min(20, lastDay)), "Assegno Unico", ts(day(y, m, Math.min(20, lastDay)), 600)));
  const target = Math.max(0, Math.round(((mo.perMonth + rng.int(-6, 6)) * lastDay) / daysIn(y, m)) - written);
  for (let i = 0; i < target; i++) {
    const e = pickEveryday(rng, m, mo.family.children > 0);
    const deduction = e.sub === "salute" && rng.next() < 0.7 ? `{"type":"${rng.next() < 0.5 ? "medicines" : "health"}","member":"self","traceable":${rng.next() < 0.8}}` : null;
    expense(rng.pick(e.names), rng.int(e.lo, e.hi), e.bucket, e.sub, rng.int(1, lastDay), null, deduction);
  }
}

function pickEveryday(rng: Rng, m: number, children: boolean) {
  const weights = EVERYDAY.map((e) => (e.sub === "figli_scuola" && !children ? 0 : e.w * (SEASON[e.sub]?.[m - 1] ?? 1)));
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < EVERYDAY.length; i++) if ((r -= weights[i]!) < 0) return EVERYDAY[i]!;
  return EVERYDAY[0];
}

/** Lessons done in order with their quiz, the wrong answers due for review, points and badges. */
function writeLearning(rng: Rng, userId: number, start: string, lessons: Options["lessons"], out: Tables) {
  const done = rng.int(0, Math.min(lessons.length, 12));
  let points = 0;
  for (let i = 0; i < done; i++) {
    const lesson = lessons[i]!;
    const at = ts(start, 600 + i);
    const score = rng.int(60, 100);
    out.user_progress(row(userId, lesson.id, true, score, score, rng.int(1, 3), at, at));
    out.points_ledger(row(userId, 10, "quiz_passed", lesson.id, at));
    points += 10;
    if (score < 100 && lesson.questions.length > 0) out.review_items(row(userId, rng.pick(lesson.questions), rng.int(0, 3), today(), at));
  }
  for (const badge of done >= 3 ? ["risparmiatore", "serie_7"] : ["risparmiatore"]) {
    out.user_badges(row(userId, badge, ts(start, 800)));
    out.points_ledger(row(userId, 25, "badge_earned", badge, ts(start, 800)));
  }
  return points;
}

/** Days with activity over the last 120 days (the streaks) and the household's page views. */
function writeActivity(rng: Rng, userId: number, todayDate: string, out: Tables) {
  const t0 = Date.parse(`${todayDate}T00:00:00Z`);
  for (let back = 119; back >= 0; back--) {
    if (rng.next() < 0.35 || back < 3) out.activity_days(row(userId, new Date(t0 - back * 86_400_000).toISOString().slice(0, 10)));
  }
  const views = rng.int(5, 30);
  for (let i = 0; i < views; i++) {
    const at = new Date(t0 - rng.int(0, 89) * 86_400_000 + rng.int(0, 86_399) * 1000).toISOString();
    out.page_views(row(at, rng.pick(PAGES), (userId * 2654435761 + i).toString(16).padStart(16, "0").slice(-16), `93.${rng.int(1, 254)}.${rng.int(0, 255)}.0`, rng.pick(["mobile", "desktop", "tablet"]), rng.pick(["Chrome", "Safari", "Firefox"]), rng.pick(["Direct", "Google", "Email"]), userId));
  }
}
