// What other features may use of billing (docs/client.md): the plan section of /account.
export { PlanSection } from "./components/plan-section";
