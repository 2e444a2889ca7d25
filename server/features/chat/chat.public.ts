// What other features may use from chat (the admin overview).
export { createAiBudget, type AiBudgetStatus } from "./ai-budget";
