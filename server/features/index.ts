import type { AppDeps } from "../deps";
import { sharedServices, type Feature, type FeatureModule } from "./module";
import { authModule } from "./auth/auth.module";
import { eventsModule } from "./events/events.module";
import { calculatorsModule } from "./calculators/calculators.module";
import { benefitsModule } from "./benefits/benefits.module";
import { coursesModule } from "./courses/courses.module";
import { expensesModule } from "./expenses/expenses.module";
import { gamificationModule } from "./gamification/gamification.module";
import { alertsModule } from "./alerts/alerts.module";
import { dashboardModule } from "./dashboard/dashboard.module";
import { chatModule } from "./chat/chat.module";
import { feedbackModule } from "./feedback/feedback.module";
import { analyticsModule } from "./analytics/analytics.module";
import { adminModule } from "./admin/admin.module";
import { billingModule } from "./billing/billing.module";
import { blogModule } from "./blog/blog.module";
import { marketingModule } from "./marketing/marketing.module";
import { contentHubModule } from "./marketing/content-hub.module";
import { aiContentModule } from "./ai-content/ai-content.module";
import { accountModule } from "./account/account.module";
import { accountDataModule } from "./account-data/account-data.module";
import { expenseImportModule } from "./expenses/import.module";
import { deductionsModule } from "./deductions/deductions.module";
import { literacyModule } from "./literacy/literacy.module";
import { categoryBudgetsModule } from "./category-budgets/category-budgets.module";
import { goalsModule } from "./goals/goals.module";
import { incomeModule } from "./income/income.module";
import { debtsModule } from "./debts/debts.module";
import { receiptsModule } from "./expenses/receipts.module";
import { householdModule } from "./household/household.module";

/** Every feature of the app, in mount order: auth first (its routes, then the session's user it gives the app). */
export const FEATURES: FeatureModule[] = [
  authModule,
  eventsModule,
  billingModule,
  calculatorsModule,
  benefitsModule,
  coursesModule,
  expensesModule,
  gamificationModule,
  alertsModule,
  dashboardModule,
  chatModule,
  feedbackModule,
  analyticsModule,
  adminModule,
  blogModule,
  marketingModule,
  contentHubModule,
  aiContentModule,
  accountModule,
  accountDataModule,
  expenseImportModule,
  deductionsModule,
  literacyModule,
  categoryBudgetsModule,
  goalsModule,
  incomeModule,
  debtsModule,
  receiptsModule,
  householdModule,
];

/** Every feature built for one app, in mount order (createApp builds them unless given). */
export function buildFeatures(deps: AppDeps): Feature[] {
  const shared = sharedServices(deps);
  return FEATURES.map((f) => f.create(deps, shared));
}

export async function seedAll(db: Parameters<NonNullable<FeatureModule["seed"]>>[0]): Promise<void> {
  for (const f of FEATURES) await f.seed?.(db);
}
