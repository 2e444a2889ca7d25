// The bank import's entry for the household feature (docs/expenses.md, "Della famiglia"): what a
// member's move between households takes along of the import's fingerprints, columns and rules.
export { carryImportRows } from "./import.repo";
