import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import type { DomainEvents } from "../../events";
import { FEEDBACK_MESSAGES } from "@shared/schemas/feedback";
import { AppError } from "../../http/errors";
import { ALERT_MESSAGES, type Alert } from "@shared/schemas/alerts";
import { monthRange, romeMonth } from "@shared/calendar";
import type { BadgesService } from "../gamification/gamification.public";
import type { CategoryBudgetsService } from "../category-budgets/category-budgets.public";
import { budgetWords, createAlertRules, savingsMessage, shareOf } from "./alerts.rules";
import * as repo from "./alerts.repo";

const toAlert = (r: repo.AlertRow): Alert => ({
  id: r.id,
  alertType: r.alertType,
  title: r.title,
  message: r.message,
  priority: r.priority as Alert["priority"],
  isRead: r.isRead,
  createdAt: r.createdAt.toISOString(),
});

/** The month and subject a running-total alert is about, from its dedupe key ("<type>:YYYY-MM:<category or threshold>"). */
function runningTotalOf(r: repo.AlertRow): { year: number; month: number; subject: string } | null {
  if (r.alertType !== "budget_exceeded" && r.alertType !== "savings_milestone") return null;
  const m = /^[a-z_]+:(\d{4})-(\d{2}):(.+)$/.exec(r.dedupeKey);
  return m ? { year: Number(m[1]), month: Number(m[2]), subject: m[3]! } : null;
}

/**
 * The alerts with the figures of now (docs/gamification.md, "Figures as they are now"): a budget alert states the
 * month's current total against the current budget's share, a savings milestone the month's
 * current savings. The stored words are what the rule wrote when it fired; a later expense, an
 * edit or a deletion changes the total, so the message is written again from the figures at each
 * read (the user's read cache is emptied by any change to their expenses or budget).
 */
async function withCurrentFigures(db: DbOrTx, userId: number, rows: repo.AlertRow[]): Promise<Alert[]> {
  const about = rows.map(runningTotalOf);
  const months = [...new Set(about.flatMap((a) => (a ? [monthRange(a.year, a.month).from] : [])))];
  const figures = await repo.currentFigures(db, userId, months);
  return rows.map((r, i) => {
    const alert = toAlert(r);
    const a = about[i];
    const f = a && figures.get(monthRange(a.year, a.month).from);
    if (!a || !f) return alert;
    if (r.alertType === "savings_milestone") return { ...alert, message: savingsMessage(a.year, a.month, f.totals.risparmi) };
    const share = f.budget && shareOf(f.budget, a.subject);
    if (!share) return alert; // no budget any more: the words of when it fired
    return { ...alert, ...budgetWords(a.year, a.month, a.subject as "necessita" | "desideri", f.totals[a.subject as "necessita" | "desideri"], share) };
  });
}

/** How long a process trusts a user's monthly check when nothing it saw could change the answer. */
export const MONTHLY_CHECK_TTL_MS = 10 * 60_000;

/** An alert shows the start of a long reply; the whole reply is under the item on /feedback. */
const REPLY_PREVIEW_CHARS = 500;

export type AlertsService = ReturnType<typeof createAlertsService>;

/** badges: the app's one badges service, shared with gamification; categoryBudgets: the category budgets' one service (alerts.module). */
export function createAlertsService(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "userReads">,
  badges: Pick<BadgesService, "checkBudgetMaster">,
  categoryBudgets: Pick<CategoryBudgetsService, "warningsMany">,
) {
  const rules = createAlertRules(deps, categoryBudgets);
  const queries = repo.createAlertQueries(deps.db);
  // Built once per app (alerts.module): user id -> the Rome month and instant of the last monthly check.
  const checked = new Map<number, { month: string; at: number }>();

  /**
   * Monthly facts are checked when the user asks for alerts (the dashboard and /alerts both do):
   * no background worker, and each fact is stored once, so repeating the check is harmless. The
   * check costs up to five queries and a write, so a process runs it once per user and month,
   * again after an event of that user that can change it (alerts.module), and at the latest every
   * MONTHLY_CHECK_TTL_MS (a change made through another process).
   */
  async function monthlyChecks(userId: number): Promise<boolean> {
    const now = deps.clock.now().getTime();
    const month = romeMonth(deps.clock.now()).key;
    const last = checked.get(userId);
    if (last && last.month === month && now - last.at < MONTHLY_CHECK_TTL_MS && now >= last.at) return false;
    await rules.pacReminder(userId);
    await badges.checkBudgetMaster(userId);
    if (checked.size > 50_000) checked.clear();
    checked.set(userId, { month, at: now });
    return true;
  }

  async function list(userId: number, opts: { unread?: boolean; limit?: number }): Promise<Alert[]> {
    // A check that ran may have just stored an alert, whose notice is still on its way.
    if (await monthlyChecks(userId)) deps.userReads.invalidateUser(userId);
    // Kept briefly per process, dropped on any change to the user's alerts (docs/scale-out.md,
    // "Letture dell'utente in cache").
    return deps.userReads.get(userId, `alerts:${opts.unread ? 1 : 0}:${opts.limit ?? ""}`, async () => withCurrentFigures(deps.db, userId, await queries.listAlerts(userId, opts)));
  }

  async function markRead(userId: number, id: number): Promise<Alert> {
    const row = await repo.markRead(deps.db, userId, id);
    // Someone else's alert answers exactly like a missing one.
    if (!row) throw new AppError("not_found", ALERT_MESSAGES.notFound);
    return (await withCurrentFigures(deps.db, userId, [row]))[0]!;
  }

  /** Something that can change a monthly fact of the user happened in this process: check again. */
  function forgetMonthlyCheck(userId: number): void {
    checked.delete(userId);
  }

  /** feedback_reply: the administrator answered the user's feedback publicly; one alert per reply text. */
  async function onFeedbackReplied(e: DomainEvents["feedback.replied"]): Promise<void> {
    const text = e.reply.length > REPLY_PREVIEW_CHARS ? `${e.reply.slice(0, REPLY_PREVIEW_CHARS - 1)}…` : e.reply;
    await repo.insertAlert(deps.db, {
      userId: e.userId,
      alertType: "feedback_reply",
      priority: "medium",
      title: FEEDBACK_MESSAGES.replyAlertTitle,
      message: text,
      dedupeKey: `feedback_reply:${e.feedbackId}:${crypto.createHash("sha256").update(e.reply).digest("hex").slice(0, 16)}`,
      createdAt: deps.clock.now(),
    });
  }

  return { list, markRead, forgetMonthlyCheck, onExpensesCreated: rules.onExpensesCreated, onRecurringSkipped: rules.recurringSkipped, onFeedbackReplied };
}
