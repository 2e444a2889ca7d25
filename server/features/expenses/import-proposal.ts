// A corrected category becomes a rule also on a later edit (docs/expenses.md, "Regole imparate"):
// the edit of an imported expense that changes its everyday category proposes the rule.
import type { DbOrTx } from "../../db/client";
import type { ExpenseCategory } from "@shared/constants";
import type { ExpenseSubcategory } from "@shared/expense-subcategories";
import type { ImportRuleProposal } from "@shared/schemas/expense-import";
import { createSuggester, ruleKeyword } from "./import.rules";
import * as repo from "./import.repo";

type Edited = { id: number; description: string; subcategory: string; category: string };

/**
 * The rule to propose after an edit moved an expense from `previous` to its new category, or null:
 * only for an expense the household imported, whose description has a word to look for, and when
 * the next import would not already give it this category (a rule or the built-in keywords).
 */
export async function proposeImportRule(db: DbOrTx, householdId: number, expense: Edited, previous: string): Promise<ImportRuleProposal | null> {
  if (expense.subcategory === previous) return null;
  const keyword = ruleKeyword(expense.description);
  if (!keyword || !(await repo.isImported(db, householdId, expense.id))) return null;
  const suggest = createSuggester(await repo.listRules(db, householdId));
  if (suggest(expense.description).subcategory === expense.subcategory) return null;
  return { contains: keyword, subcategory: expense.subcategory as ExpenseSubcategory, category: expense.category as ExpenseCategory };
}
