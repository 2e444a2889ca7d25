// What other features may use from chat (the admin overview).
export { createAiBudget } from "./ai-budget";
