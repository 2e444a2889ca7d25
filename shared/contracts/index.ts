import type { AnyContract } from "./define";
import { adminContract } from "./admin";
import { aiContentContract } from "./ai-content";
import { alertsContract } from "./alerts";
import { analyticsContract } from "./analytics";
import { authContract } from "./auth";
import { billingContract } from "./billing";
import { blogContract } from "./blog";
import { benefitsContract } from "./benefits";
import { calculatorsContract } from "./calculators";
import { categoryBudgetsContract } from "./category-budgets";
import { chatContract } from "./chat";
import { contentHubContract } from "./content-hub";
import { coursesContract } from "./courses";
import { dashboardContract } from "./dashboard";
import { emailAutomationContract } from "./email-automation";
import { debtsContract } from "./debts";
import { expensesContract, recurringExpensesContract } from "./expenses";
import { feedbackContract } from "./feedback";
import { gamificationContract } from "./gamification";
import { goalsContract } from "./goals";
import { incomeContract } from "./income";
import { blogEditorContract } from "./blog-editor";
import { accountContract } from "./account";
import { accountDataContract } from "./account-data";
import { expenseImportContract } from "./expense-import";
import { literacyContract } from "./literacy";
import { eventsContract } from "./events";
import { deductionsContract } from "./deductions";
import { receiptsContract } from "./receipts";
import { householdContract } from "./household";

/** Every feature's endpoints, by feature: the one list the server, client and security suite share. */
export const CONTRACTS = {
  auth: authContract,
  billing: billingContract,
  calculators: calculatorsContract,
  benefits: benefitsContract,
  categoryBudgets: categoryBudgetsContract,
  courses: coursesContract,
  expenses: expensesContract,
  receipts: receiptsContract,
  household: householdContract,
  gamification: gamificationContract,
  goals: goalsContract,
  income: incomeContract,
  alerts: alertsContract,
  dashboard: dashboardContract,
  debts: debtsContract,
  chat: chatContract,
  feedback: feedbackContract,
  analytics: analyticsContract,
  admin: adminContract,
  blog: blogContract,
  emailAutomation: emailAutomationContract,
  contentHub: contentHubContract,
  aiContent: aiContentContract,
  recurringExpenses: recurringExpensesContract,
  blogEditor: blogEditorContract,
  account: accountContract,
  accountData: accountDataContract,
  expenseImport: expenseImportContract,
  literacy: literacyContract,
  events: eventsContract,
  deductions: deductionsContract,
} as const;

/** Every endpoint with its feature and name ("courses.lesson"). */
export function allContracts(): Array<{ name: string; contract: AnyContract }> {
  return Object.entries(CONTRACTS).flatMap(([feature, group]) =>
    Object.entries(group as Record<string, AnyContract>).map(([name, contract]) => ({ name: `${feature}.${name}`, contract })),
  );
}
