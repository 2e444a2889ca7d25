// Recurring expenses (docs/expenses.md, "Recurring expenses"): rent, bills, subscriptions. Each
// rule's month gets one occurrence row, claimed with INSERT … ON CONFLICT DO NOTHING on a unique
// (rule, month) key, in the same transaction as the expense it creates: with several server
// processes running the job at once, exactly one creates the expense. A free user's full month
// is recorded as "skipped_limit" and announced by an alert, never silently dropped.
import { usersAcceptingReminders } from "../account/account.public";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { publicBaseUrl } from "../../config";
import { AppError } from "../../http/errors";
import { FREE_EXPENSE_LIMIT, type ExpenseCategory } from "@shared/constants";
import type { ExpenseSubcategory } from "@shared/expense-subcategories";
import { addDays, addMonths, lastDayOfMonth, monthKey, monthRange, romeDateString, yearMonthOf, type YearMonth } from "@shared/calendar";
import { formatEuro } from "@shared/money";
import { italianDate } from "@shared/schemas/expenses";
import {
  RECURRING_MAX_PER_USER,
  RECURRING_MESSAGES,
  occurrenceDate,
  type NewRecurring,
  type OccurrenceStatus,
  type RecurringExpense,
  type RecurringUpdate,
} from "@shared/schemas/recurring-expenses";
import type { IncomeKind } from "@shared/schemas/income";
import { premiumUserIds } from "../billing/billing.public";
import { recordIncomeEntries } from "../income/income.public";
import { enqueueMails, type ReminderMailScenario } from "../marketing/outbox.public";
import type { SessionUser } from "../auth/auth.public";
import * as expensesRepo from "./expenses.repo";
import * as repo from "./recurring.repo";
import { keptJson } from "../../perf/kept-json";

/** An income entry's note is at most 120 characters (docs/plan.md, "Entrate e saldo del mese"). */
const INCOME_NOTE_MAX = 120;
/** How many past months of outcomes a rule shows. */
const HISTORY_MONTHS = 6;
export const REMINDER_SCENARIO: ReminderMailScenario = "recurring_reminder";

type Deps = Pick<AppDeps, "db" | "clock" | "events" | "config" | "userReads">;

export type RecurringService = ReturnType<typeof createRecurringService>;

/** The rule's occurrence date in a month, or null when the month is outside its period. */
function dueIn(rule: repo.RuleRow, ym: YearMonth): string | null {
  const date = occurrenceDate(rule.dayOfMonth, ym);
  if (date < rule.startDate || (rule.endDate && date > rule.endDate)) return null;
  return date;
}

/** A rule's occurrence of a month, looked up rather than searched (docs/expenses.md, "Recurring expenses"). */
type OccurrenceIndex = Map<string, repo.OccurrenceRow>;
const occurrenceKey = (recurringId: number, month: string) => `${recurringId}|${month}`;
const indexOccurrences = (rows: repo.OccurrenceRow[]): OccurrenceIndex => new Map(rows.map((o) => [occurrenceKey(o.recurringId, o.month), o]));

/** The occurrences of each rule, in the order read. */
function occurrencesByRule(rows: repo.OccurrenceRow[]): Map<number, repo.OccurrenceRow[]> {
  const byRule = new Map<number, repo.OccurrenceRow[]>();
  for (const o of rows) {
    const list = byRule.get(o.recurringId);
    if (list) list.push(o);
    else byRule.set(o.recurringId, [o]);
  }
  return byRule;
}

function view(rule: repo.RuleRow, own: repo.OccurrenceRow[], today: string): RecurringExpense {
  const current = yearMonthOf(today);
  let nextDue: string | null = null;
  // The first due date from today on whose month is still open (no occurrence yet).
  for (let i = 0; i <= 13 && !nextDue; i++) {
    const ym = addMonths(current, i);
    const date = dueIn(rule, ym);
    if (date && date >= today && !own.some((o) => o.month === monthKey(ym))) nextDue = date;
  }
  return {
    id: rule.id,
    description: rule.description,
    amount: rule.amount,
    category: rule.category as ExpenseCategory,
    subcategory: rule.subcategory as ExpenseSubcategory,
    dayOfMonth: rule.dayOfMonth,
    startDate: rule.startDate,
    endDate: rule.endDate,
    remind: rule.remind,
    incomeKind: rule.incomeKind as IncomeKind | null,
    nextDue,
    occurrences: own.map((o) => ({ month: o.month, status: o.status as OccurrenceStatus, expenseId: o.expenseId })),
  };
}

/**
 * Queues the reminders of the bills due within RECURRING_REMINDER_DAYS, once per rule and month,
 * when the rule asks for it and its creator accepts reminder e-mails (/account, docs/accounts.md).
 * One read of the preferences and one insert per 500 mails for all the rules of a run: the job of
 * every household reads tens of thousands of rules (docs/expenses.md, "Recurring expenses").
 */
async function remind({ db, clock, config }: Deps, rules: repo.ActiveRule[], today: string, occurrences: OccurrenceIndex): Promise<void> {
  const horizon = addDays(today, config.RECURRING_REMINDER_DAYS);
  const due: { rule: repo.ActiveRule & { userId: number; email: string }; date: string; month: string }[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    // An income is not a bill to remind of (docs/expenses.md, "Recurring income"). The reminder goes
    // to the creator only: once their account is deleted, to nobody (docs/household.md, "Bollette
    // ricorrenti, budget e ripartizione").
    if (!rule.remind || rule.incomeKind || rule.userId === null || rule.email === null) continue;
    for (const ym of [yearMonthOf(today), yearMonthOf(horizon)]) {
      const date = dueIn(rule, ym);
      const month = monthKey(ym);
      if (!date || date < today || date > horizon) continue;
      const known = occurrences.get(occurrenceKey(rule.id, month));
      if (known && known.status !== "created") continue;
      if (seen.has(occurrenceKey(rule.id, month))) continue;
      seen.add(occurrenceKey(rule.id, month));
      due.push({ rule: rule as (typeof due)[number]["rule"], date, month });
    }
  }
  if (due.length === 0) return;
  const accepting = await usersAcceptingReminders(db, [...new Set(due.map((d) => d.rule.userId))]);
  const now = clock.now();
  await enqueueMails(
    db,
    due
      .filter((d) => accepting.has(d.rule.userId))
      .map(({ rule, date, month }) => ({
        toEmail: rule.email,
        userId: rule.userId,
        subject: `Promemoria: ${rule.description} in scadenza il ${italianDate(date)}`,
        body:
          `Ciao,\n\nil ${italianDate(date)} è in scadenza la tua spesa ricorrente "${rule.description}" di ${formatEuro(rule.amount)}.\n` +
          `La registreremo in automatico nel tuo tracker delle spese: puoi modificarla o saltarla da ${publicBaseUrl(config)}/expenses.\n\n` +
          `Non vuoi questi promemoria? Disattivali dalla spesa ricorrente.\n\nFinanza Familiare`,
        scenario: REMINDER_SCENARIO,
        dedupeKey: repo.reminderDedupeKey(rule.id, month),
        dueAt: now,
        createdAt: now,
      })),
  );
}

/**
 * A recurring income's month: an income entry on its day, with the description as its note; no
 * expense and no free-plan count (docs/expenses.md, "Recurring income").
 */
async function recordRecurringIncome(tx: DbOrTx, rule: repo.RuleRow, date: string, now: Date): Promise<{ skipped: false }> {
  await recordIncomeEntries(tx, rule.userId, [{ kind: rule.incomeKind as IncomeKind, amount: rule.amount, date, note: rule.description.slice(0, INCOME_NOTE_MAX) }], now, rule.householdId);
  return { skipped: false };
}

/**
 * Who acts for a rule (docs/household.md, "Bollette ricorrenti, budget e ripartizione"): its creator
 * while a member, else the household's owner; the creator who left but kept their account when the
 * household has no owner; null when nobody is left (the household goes with its last member).
 */
function actorOf(rule: repo.ActiveRule): number | null {
  if (rule.creatorIsMember) return rule.userId;
  return rule.ownerId ?? rule.userId;
}

/**
 * The catch-up a read makes before answering (docs/expenses.md, "Recurring expenses"): the
 * household's run once per Rome day and process. Every write of a rule runs it at once, in
 * whichever process takes it, so a household found caught up today stays so until tomorrow; the
 * interval job covers rules written by other means. A later read the same day costs nothing.
 */
function createCatchUp(clock: Deps["clock"], run: (householdId: number) => Promise<number>) {
  let markedDay = "";
  const caughtUp = new Set<number>();
  async function catchUp(householdId: number): Promise<number> {
    const today = romeDateString(clock.now());
    if (today !== markedDay) {
      caughtUp.clear();
      markedDay = today;
    }
    if (caughtUp.has(householdId)) return 0;
    const handled = await run(householdId);
    if (romeDateString(clock.now()) === markedDay) caughtUp.add(householdId);
    return handled;
  }
  /** The caller's household's catch-up (none for a user read without their membership). */
  const catchUpFor = (user: { household: { householdId: number } | null }) => (user.household ? catchUp(user.household.householdId) : Promise.resolve(0));
  return { catchUp, catchUpFor };
}

/** The months a run looks at: the catch-up months to the current one, and the reminders' horizon's. */
function runWindow(today: string, horizon: string, first: YearMonth): repo.RunWindow {
  const months: YearMonth[] = [];
  for (let ym = first; monthKey(ym) <= monthKey(yearMonthOf(horizon)); ym = addMonths(ym, 1)) months.push(ym);
  return { today, horizon, months: months.map((ym) => ({ key: monthKey(ym), first: monthRange(ym.year, ym.month).from, lastDay: Number(lastDayOfMonth(ym).slice(8, 10)) })) };
}

/** Books the due months of rules: the job's work for one household or one page (docs/expenses.md, "Recurring expenses"). */
function createBooking(deps: Deps) {
  const { db, clock } = deps;
  /** Creates (or records as skipped) one rule's occurrence in one month; false when it already existed. */
  async function occur(rule: repo.ActiveRule, ym: YearMonth, date: string, isPremium: boolean): Promise<boolean> {
    const now = clock.now();
    const month = monthKey(ym);
    const outcome = await deps.events.transaction(db, async (tx) => {
      // The household's expense lock (docs/household.md, "Limite gratuito"), taken through a
      // current member of the rule's household: its creator, or its owner once the creator left
      // or deleted their account. The events name the same person, never a deleted one.
      const actor = actorOf(rule);
      if (actor === null) return null;
      await expensesRepo.lockUserExpenses(tx, actor);
      const occurrenceId = await repo.claimOccurrence(tx, { recurringId: rule.id, month, status: "created", createdAt: now });
      if (occurrenceId === null) return null;
      if (rule.incomeKind) return recordRecurringIncome(tx, rule, date, now);
      const { from, to } = monthRange(ym.year, ym.month);
      if (!isPremium && (await repo.countHouseholdExpenses(tx, rule.householdId, from, to)) >= FREE_EXPENSE_LIMIT) {
        await repo.setOccurrence(tx, occurrenceId, { status: "skipped_limit" });
        await deps.events.record(tx, "recurring.skipped_limit", { userId: actor, recurringId: rule.id, description: rule.description, amount: rule.amount, month });
        return { skipped: true as const };
      }
      const saved = await repo.insertRuleExpense(tx, rule, date, now);
      await repo.setOccurrence(tx, occurrenceId, { status: "created", expenseId: saved.id });
      await deps.events.record(tx, "expense.created", { userId: actor, expenseId: saved.id, amount: saved.amount, category: saved.category, date: saved.date });
      return { skipped: false as const, saved };
    });
    return outcome !== null;
  }

  /** The due occurrences of some rules and their reminders; how many occurrences it handled. */
  async function handle(rules: repo.ActiveRule[], today: string, first: YearMonth): Promise<number> {
    if (rules.length === 0) return 0;
    const current = yearMonthOf(today);
    // Looked up by rule and month: the job of every household reads tens of thousands of rules and
    // occurrences, and searching the list for each was quadratic (docs/benchmarks.md, "API load in volume").
    const occurrences = indexOccurrences(await repo.listOccurrences(db, rules.map((r) => r.id), monthKey(first)));
    // The household's plan: the creator's own or through the owner (docs/household.md, "Un piano per la famiglia").
    const premium = await premiumUserIds(db, rules.flatMap((r) => [r.userId, r.ownerId].filter((id): id is number => id !== null)), clock.now());
    let handled = 0;
    for (const rule of rules) {
      const isPremium = (rule.creatorIsMember && rule.userId !== null && premium.has(rule.userId)) || (rule.ownerId !== null && premium.has(rule.ownerId));
      for (let ym = first; monthKey(ym) <= monthKey(current); ym = addMonths(ym, 1)) {
        const date = dueIn(rule, ym);
        if (!date || date > today) continue;
        if (occurrences.has(occurrenceKey(rule.id, monthKey(ym)))) continue;
        if (await occur(rule, ym, date, isPremium)) handled++;
      }
    }
    await remind(deps, rules, today, occurrences);
    return handled;
  }

  return handle;
}

export function createRecurringService(deps: Deps) {
  const { db, clock, config } = deps;
  const handle = createBooking(deps);

  async function views(rules: repo.RuleRow[]): Promise<RecurringExpense[]> {
    const today = romeDateString(clock.now());
    const since = monthKey(addMonths(yearMonthOf(today), -(HISTORY_MONTHS - 1)));
    const byRule = occurrencesByRule(await repo.listOccurrences(db, rules.map((r) => r.id), since));
    return rules.map((r) => view(r, byRule.get(r.id) ?? [], today));
  }

  /**
   * The monthly job: every due, not yet handled occurrence from RECURRING_CATCH_UP_MONTHS ago to
   * today, then the reminders. Of one household (on its members' requests) or of everyone (the
   * interval job, RECURRING_JOB_PAGE_SIZE rules at a time, giving the event loop back between
   * pages: docs/expenses.md, "The job at scale"). Answers how many occurrences this call handled.
   */
  async function run(householdId?: number): Promise<number> {
    const today = romeDateString(clock.now());
    const current = yearMonthOf(today);
    const first = addMonths(current, -config.RECURRING_CATCH_UP_MONTHS);
    const horizon = addDays(today, config.RECURRING_REMINDER_DAYS);
    const window = [monthRange(first.year, first.month).from, horizon < lastDayOfMonth(current) ? lastDayOfMonth(current) : horizon] as const;
    // Only the rules with a month to book or a reminder to send are read (docs/expenses.md, "The job at scale").
    const work = runWindow(today, horizon, first);
    if (householdId !== undefined) return handle(await repo.activeRules(db, ...window, { householdId }, work), today, first);
    let handled = 0;
    for (let afterId = 0; ; ) {
      const page = await repo.activeRules(db, ...window, { afterId, limit: config.RECURRING_JOB_PAGE_SIZE }, work);
      if (page.length === 0) return handled;
      handled += await handle(page, today, first);
      afterId = page[page.length - 1]!.id;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const { catchUp, catchUpFor } = createCatchUp(clock, run);

  async function ownRule(userId: number, id: number): Promise<repo.RuleRow> {
    const rule = await repo.findRule(db, userId, id);
    // Another user's rule is "not found": its existence is not revealed.
    if (!rule) throw new AppError("not_found", RECURRING_MESSAGES.notFound);
    return rule;
  }

  return {
    run,
    catchUp,
    catchUpFor,

    /** The list as JSON text, kept per user, plan and day (docs/scale-out.md, "Letture della storia in cache"). */
    listJson(user: SessionUser): Promise<Buffer> {
      return keptJson(deps, user.id, "recurring", [user.isPremium], () => this.list(user));
    },

    async list(user: SessionUser): Promise<RecurringExpense[]> {
      await catchUpFor(user);
      return views(await repo.listRules(db, user.id));
    },

    async create(userId: number, input: NewRecurring): Promise<RecurringExpense> {
      if ((await repo.countRules(db, userId)) >= RECURRING_MAX_PER_USER) throw new AppError("limit_reached", RECURRING_MESSAGES.tooMany);
      const rule = await repo.insertRule(db, { userId, ...input, createdAt: clock.now() });
      // A rule whose day has already come this month creates its occurrence now.
      await run(rule.householdId);
      return (await views([rule]))[0]!;
    },

    async update(userId: number, id: number, patch: RecurringUpdate): Promise<RecurringExpense> {
      const current = await ownRule(userId, id);
      const next = { ...current, ...patch };
      if (next.endDate && next.endDate < next.startDate) throw new AppError("validation", RECURRING_MESSAGES.endBeforeStart, { fieldErrors: { endDate: RECURRING_MESSAGES.endBeforeStart } });
      // Changes apply to the months not yet created; the expenses already created stay as they are.
      const rule = (await repo.updateRule(db, userId, id, patch))!;
      await run(rule.householdId);
      return (await views([rule]))[0]!;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteRule(db, userId, id))) throw new AppError("not_found", RECURRING_MESSAGES.notFound);
    },

    /** Skips one month of a rule before its occurrence is created. */
    async skip(userId: number, id: number, month: string): Promise<RecurringExpense> {
      const rule = await ownRule(userId, id);
      if (!dueIn(rule, yearMonthOf(`${month}-01`))) throw new AppError("validation", RECURRING_MESSAGES.skipOutOfRange);
      const claimed = await repo.claimOccurrence(db, { recurringId: id, month, status: "skipped", createdAt: clock.now() });
      if (claimed === null) {
        const existing = await repo.findOccurrence(db, id, month);
        if (existing?.status === "created") throw new AppError("conflict", RECURRING_MESSAGES.skipCreated);
      }
      return (await views([rule]))[0]!;
    },
  };
}
