import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { ALERT_MESSAGES, type Alert } from "@shared/schemas/alerts";
import { createBadgesService } from "../gamification/badges.service";
import { createAlertRules } from "./alerts.rules";
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

export function createAlertsService(deps: Pick<AppDeps, "db" | "clock">) {
  const rules = createAlertRules(deps);
  const badges = createBadgesService(deps);

  /**
   * Monthly facts are checked when the user asks for alerts (the dashboard and /alerts both do):
   * no background worker, and each fact is stored once, so repeating the check is harmless.
   */
  async function monthlyChecks(userId: number) {
    await rules.pacReminder(userId);
    await badges.checkBudgetMaster(userId);
  }

  async function list(userId: number, opts: { unread?: boolean; limit?: number }): Promise<Alert[]> {
    await monthlyChecks(userId);
    return (await repo.listAlerts(deps.db, userId, opts)).map(toAlert);
  }

  async function markRead(userId: number, id: number): Promise<Alert> {
    const row = await repo.markRead(deps.db, userId, id);
    // Someone else's alert answers exactly like a missing one.
    if (!row) throw new AppError("not_found", ALERT_MESSAGES.notFound);
    return toAlert(row);
  }

  return { list, markRead, onExpenseCreated: rules.onExpenseCreated };
}
