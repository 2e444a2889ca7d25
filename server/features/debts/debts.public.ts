// What other features may read of the stored debts (docs/calculators.md, "Piano di rientro dai
// debiti"): the service the /debts page uses (the assistant reads a user's debts: docs/chat.md, "Tools").
export { createDebtsService, type DebtsService } from "./debts.service";
