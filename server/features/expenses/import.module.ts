import type { FeatureModule } from "../module";
import { expenseImportRoutes } from "./import.routes";

// The bank CSV import (docs/expenses.md), a module of its own so the tracker's module stays as it is.
export const expenseImportModule: FeatureModule = { name: "expense-import", create: (deps) => ({ routes: expenseImportRoutes(deps) }) };
