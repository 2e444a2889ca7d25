import type { AppDeps } from "../../deps";
import { centsToString, formatCents, formatCentsRounded, formatEuro, toCents } from "@shared/money";
import type { DomainEvents } from "../../events";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { ANOMALY_FACTOR, ANOMALY_MIN_EXCESS_EUR, ANOMALY_MIN_HISTORY, SAVINGS_MILESTONES_EUR } from "@shared/schemas/alerts";
import { countPacSimulations, type BudgetAmounts } from "../calculators/calculators.public";
import { monthKey, monthRange, romeMonth, romeParts } from "@shared/calendar";
import { createAlertQueries, insertAlert, insertAlerts, type ExpenseFacts, type NewAlert } from "./alerts.repo";
import { EXPENSE_SUBCATEGORY_LABELS } from "@shared/expense-subcategories";
import type { CategoryBudgetsService } from "../category-budgets/category-budgets.public";
import { premiumUserIds } from "../billing/billing.public";

const monthFmt = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (year: number, month: number) => monthFmt.format(new Date(Date.UTC(year, month - 1, 15)));

// Spending categories and the budget share each is measured against. "risparmi" is money set
// aside: passing its share is good news (savings_milestone), never an overrun.
const SHARE_OF = { necessita: "necessities", desideri: "wants" } as const;

/**
 * The words of a budget alert for a month's total against its share. Written when the rule fires
 * and again each time the alert is read, with the figures of that moment (docs/gamification.md,
 * "Figures as they are now"): a later expense changes the total the alert states, and a month back within its
 * share says so.
 */
export function budgetWords(year: number, month: number, category: keyof typeof SHARE_OF, total: string, share: string): { title: string; message: string } {
  const label = EXPENSE_CATEGORY_LABELS[category];
  const over = toCents(total) > toCents(share);
  return over
    ? { title: `Budget superato: ${label}`, message: `A ${monthName(year, month)} hai speso ${formatEuro(total)} in ${label}, oltre i ${formatEuro(share)} previsti dal tuo budget.` }
    : { title: `Budget di nuovo rispettato: ${label}`, message: `A ${monthName(year, month)} hai speso ${formatEuro(total)} in ${label}, entro i ${formatEuro(share)} previsti dal tuo budget.` };
}

/** The words of a savings milestone's message with the month's savings total (as budgetWords, at each read). */
export const savingsMessage = (year: number, month: number, saved: string) => `Complimenti! A ${monthName(year, month)} hai messo da parte ${formatEuro(saved)}. Continua così!`;

/** The share a budget gives a spending category (null for "risparmi"). */
export function shareOf(budget: BudgetAmounts, category: string): string | null {
  return category in SHARE_OF ? budget[SHARE_OF[category as keyof typeof SHARE_OF]] : null;
}

type RuleDeps = Pick<AppDeps, "db" | "clock" | "config">;

/** The fields every alert starts with: its user and the moment it is raised. */
const alertBase = (clock: AppDeps["clock"]) => (userId: number) => ({ userId, createdAt: clock.now() });

/**
 * budget_pace (docs/plan.md, "Budget per categoria"): after new expenses of the current Rome
 * month, from its BUDGET_PACE_ALERT_FROM_DAY-th day, each category budget of a Premium user whose
 * pace (spent ÷ days passed × days in month) overshoots it; once per month and category.
 */
function budgetPaceRule(deps: RuleDeps, categoryBudgets: Pick<CategoryBudgetsService, "warningsMany">) {
  const { db, clock } = deps;
  const base = alertBase(clock);

  return async function budgetPace(events: ReadonlyArray<{ e: DomainEvents["expense.created"]; year: number; month: number }>): Promise<NewAlert[]> {
    const now = romeMonth(clock.now());
    if (romeParts(clock.now()).day < deps.config.BUDGET_PACE_ALERT_FROM_DAY) return [];
    const userIds = [...new Set(events.filter(({ year, month }) => monthKey({ year, month }) === now.key).map(({ e }) => e.userId))];
    const premium = await premiumUserIds(db, userIds, clock.now());
    // Every user of the batch in one read (three statements at most), not three per user.
    const warnings = await categoryBudgets.warningsMany(userIds.filter((id) => premium.has(id)));
    const raised: NewAlert[] = [];
    for (const [userId, rows] of warnings) {
      for (const c of rows) {
        const label = EXPENSE_SUBCATEGORY_LABELS[c.subcategory];
        const over = toCents(c.overshoot);
        raised.push({
          ...base(userId),
          alertType: "budget_pace",
          priority: "medium",
          title: `Ritmo di spesa: ${label}`,
          // Whole euros, as people say it; under 1 € the cents.
          message: `${label}: al ritmo attuale supererai il budget di ${over >= 100 ? formatCentsRounded(over) : formatCents(over)}`,
          dedupeKey: `budget_pace:${now.key}:${c.subcategory}`,
        });
      }
    }
    return raised;
  };
}

/** The rules of one user's scheduled or skipped events (docs/gamification.md). */
function createReminderRules(deps: RuleDeps) {
  const { db, clock } = deps;
  const base = alertBase(clock);

  /**
   * pac_reminder: once per calendar month, for a user with at least one PAC simulation, and only
   * in the month's first PAC_REMINDER_DAYS Rome days (it says "È iniziato <mese>").
   */
  async function pacReminder(userId: number) {
    if (romeParts(clock.now()).day > deps.config.PAC_REMINDER_DAYS) return;
    if ((await countPacSimulations(db, userId)) === 0) return;
    const m = romeMonth(clock.now());
    await insertAlert(db, {
      ...base(userId),
      alertType: "pac_reminder",
      priority: "medium",
      title: "Promemoria PAC",
      message: `È iniziato ${monthName(m.year, m.month)}: ricordati il versamento del tuo piano di accumulo. La costanza è ciò che fa crescere il capitale.`,
      dedupeKey: `pac_reminder:${m.key}`,
    });
  }

  /** recurring_skipped: a recurring expense was not recorded because the free plan's month was full (docs/expenses.md). */
  async function recurringSkipped(e: DomainEvents["recurring.skipped_limit"]) {
    const [year, month] = e.month.split("-").map(Number);
    if (!year || !month) return;
    await insertAlert(db, {
      ...base(e.userId),
      alertType: "recurring_skipped",
      priority: "high",
      title: "Spesa ricorrente saltata: limite del piano gratuito",
      message: `"${e.description}" di ${formatEuro(e.amount)} non è stata registrata a ${monthName(year, month)}: hai già 10 spese in quel mese, il limite del piano gratuito. Registrala a mano dopo averne eliminata una, oppure passa a Premium.`,
      dedupeKey: `recurring_skipped:${e.recurringId}:${e.month}`,
    });
  }

  return { pacReminder, recurringSkipped };
}

/** Alert rules on real events (docs/gamification.md); each fact is reported once (dedupe key). */
export function createAlertRules(deps: RuleDeps, categoryBudgets: Pick<CategoryBudgetsService, "warningsMany">) {
  const { db } = deps;
  const queries = createAlertQueries(db);
  const base = alertBase(deps.clock);

  /** budget_exceeded: the month's spending in a category passes its share of the saved budget. */
  function budgetExceeded(e: DomainEvents["expense.created"], year: number, month: number, facts: ExpenseFacts): NewAlert | null {
    if (!(e.category in SHARE_OF)) return null;
    const category = e.category as keyof typeof SHARE_OF;
    const { budget, totals } = facts;
    if (!budget) return null;
    const share = budget[SHARE_OF[category]];
    if (toCents(totals[category]) <= toCents(share)) return null;
    return {
      ...base(e.userId),
      alertType: "budget_exceeded",
      priority: "high",
      ...budgetWords(year, month, category, totals[category], share),
      dedupeKey: `budget_exceeded:${monthKey({ year, month })}:${category}`,
    };
  }

  /** expense_anomaly: ≥ ANOMALY_FACTOR × the average of ≥ ANOMALY_MIN_HISTORY earlier expenses, and ≥ 20 € above it. */
  function expenseAnomaly(e: DomainEvents["expense.created"], { stats }: ExpenseFacts): NewAlert | null {
    if (stats.count < ANOMALY_MIN_HISTORY) return null;
    const amount = toCents(e.amount);
    const average = toCents(stats.average);
    if (amount < average * ANOMALY_FACTOR || amount - average < ANOMALY_MIN_EXCESS_EUR * 100) return null;
    const label = EXPENSE_CATEGORY_LABELS[e.category as keyof typeof EXPENSE_CATEGORY_LABELS] ?? e.category;
    return {
      ...base(e.userId),
      alertType: "expense_anomaly",
      priority: "medium",
      title: "Spesa insolita",
      message: `La spesa di ${formatEuro(e.amount)} in ${label} è molto più alta della tua media di ${formatEuro(centsToString(average))} per questa categoria.`,
      dedupeKey: `expense_anomaly:${e.expenseId}`,
    };
  }

  /** savings_milestone: the month's "risparmi" total reaches a threshold; the highest one reached is reported. */
  function savingsMilestone(e: DomainEvents["expense.created"], year: number, month: number, { totals }: ExpenseFacts): NewAlert | null {
    if (e.category !== "risparmi") return null;
    const saved = toCents(totals.risparmi);
    const reached = [...SAVINGS_MILESTONES_EUR].reverse().find((t) => saved >= t * 100);
    if (!reached) return null;
    return {
      ...base(e.userId),
      alertType: "savings_milestone",
      priority: "low",
      title: `Traguardo: ${formatEuro(reached)} risparmiati`,
      message: savingsMessage(year, month, totals.risparmi),
      dedupeKey: `savings_milestone:${monthKey({ year, month })}:${reached}`,
    };
  }

  /**
   * The expense rules for new expenses (the worker's batch): their facts in one statement, each
   * one's rules, then every alert they raise in one statement (an alert already reported, by its
   * dedupe key, is skipped; of two in the batch with one key the earlier event's is kept).
   */
  async function onExpensesCreated(events: ReadonlyArray<DomainEvents["expense.created"]>) {
    const dated = events.flatMap((e) => {
      const [year, month] = e.date.split("-").map(Number);
      return year && month ? [{ e, year, month }] : [];
    });
    const facts = await queries.expenseFacts(dated.map(({ e, year, month }) => ({ userId: e.userId, monthStart: monthRange(year, month).from, category: e.category, expenseId: e.expenseId })));
    const raised: NewAlert[] = [];
    for (const [i, { e, year, month }] of dated.entries()) {
      const f = facts[i];
      if (!f) continue; // the user is gone: nothing to tell
      for (const alert of [budgetExceeded(e, year, month, f), expenseAnomaly(e, f), savingsMilestone(e, year, month, f)]) if (alert) raised.push(alert);
    }
    raised.push(...(await budgetPace(dated)));
    await insertAlerts(db, raised);
  }

  const { pacReminder, recurringSkipped } = createReminderRules(deps);
  const budgetPace = budgetPaceRule(deps, categoryBudgets);

  return { onExpensesCreated, pacReminder, recurringSkipped };
}
