import type { AppDeps } from "../deps";
import type { Feature, FeatureModule } from "./module";
import { calculatorsModule } from "./calculators/calculators.module";
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
import { literacyModule } from "./literacy/literacy.module";

/** Every feature of the app, in mount order. Auth is wired by createApp itself. */
export const FEATURES: FeatureModule[] = [
  billingModule,
  calculatorsModule,
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
  literacyModule,
];

/** Every feature built for one app, in mount order (createApp builds them unless given). */
export function buildFeatures(deps: AppDeps): Feature[] {
  return FEATURES.map((f) => f.create(deps));
}

export async function seedAll(db: Parameters<NonNullable<FeatureModule["seed"]>>[0]): Promise<void> {
  for (const f of FEATURES) await f.seed?.(db);
}
