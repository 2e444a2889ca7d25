import { sharedServices, type FeatureModule } from "../module";
import { chatRoutes } from "./chat.routes";
import { every } from "../../ops/maintenance";
import { purgeVisitorChats } from "./chat.public";
import { createChatService } from "./chat.service";
import { createCategoryBudgetsService } from "../category-budgets/category-budgets.public";
import { createGoalsService } from "../goals/goals.public";
import { createDeductionsService } from "../deductions/deductions.public";
import { createDebtsService } from "../debts/debts.public";

export const chatModule: FeatureModule = {
  name: "chat",
  create: (deps, shared = sharedServices(deps)) => ({
    routes: chatRoutes(deps, createChatService(deps, {
        categoryBudgets: shared.get(createCategoryBudgetsService),
        goals: shared.get(createGoalsService),
        deductions: shared.get(createDeductionsService),
        debts: shared.get(createDebtsService),
      })),
    // Visitors' conversations no account adopted are kept CHAT_VISITOR_RETENTION_DAYS (docs/chat.md).
    start: () => every(deps, "conservazione chat dei visitatori", () => purgeVisitorChats(deps)),
  }),
};
