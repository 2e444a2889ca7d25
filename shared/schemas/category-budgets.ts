import { z } from "zod";
import { centsToString, toCents } from "../money";
import { BUDGET_SPLIT } from "../constants";
import { EXPENSE_SUBCATEGORIES, type ExpenseSubcategory } from "../expense-subcategories";
import { integerField, moneyField } from "./number-fields";
import type { BudgetShares } from "../finance/budget";

// docs/plan.md, "Budget per categoria" and "La ripartizione della famiglia": the bodies of
// PUT /api/user/category-budgets and PUT /api/user/budget-split, used by the forms too.

export const CATEGORY_BUDGET_MESSAGES = {
  subcategoryUnknown: "Categoria sconosciuta: scegli una categoria dall'elenco",
  amountMin: "Il budget deve essere maggiore di 0",
  amountMax: "Il budget massimo di una categoria è 1.000.000 €",
  amountInvalid: "Inserisci un importo valido (es. 400,00)",
  amountDecimals: "Sono ammessi al massimo 2 decimali",
  duplicate: "Ogni categoria può avere un solo budget",
  listRequired: "Indica l'elenco dei budget (anche vuoto)",
  tooMany: "Troppi budget: al massimo uno per categoria",
  carryOverInvalid: "Il riporto deve essere sì o no",
  premium: "I budget per categoria sono una funzione Premium: passa a Premium (o prova la demo) per impostarli.",
} as const;

export const SPLIT_MESSAGES = {
  shareInvalid: "Ogni quota deve essere un numero intero da 0 a 100",
  sumNot100: "Le tre quote devono sommare 100",
} as const;

const amountField = moneyField({
  min: [0.01, CATEGORY_BUDGET_MESSAGES.amountMin],
  max: [1_000_000, CATEGORY_BUDGET_MESSAGES.amountMax],
  invalid: CATEGORY_BUDGET_MESSAGES.amountInvalid,
  decimalsMessage: CATEGORY_BUDGET_MESSAGES.amountDecimals,
}).transform((euros) => centsToString(toCents(euros)));

const budgetItem = z.object({
  subcategory: z.enum(EXPENSE_SUBCATEGORIES, { error: CATEGORY_BUDGET_MESSAGES.subcategoryUnknown }),
  amount: amountField,
  carryOver: z.boolean({ error: CATEGORY_BUDGET_MESSAGES.carryOverInvalid }).optional().default(false),
});

/** The whole set of a family's category budgets: a category left out has no budget. */
export const categoryBudgetsSchema = z.object({
  budgets: z
    .array(budgetItem, { error: CATEGORY_BUDGET_MESSAGES.listRequired })
    .max(EXPENSE_SUBCATEGORIES.length, CATEGORY_BUDGET_MESSAGES.tooMany)
    .refine((list) => new Set(list.map((b) => b.subcategory)).size === list.length, CATEGORY_BUDGET_MESSAGES.duplicate),
});

export type CategoryBudgetsInput = z.input<typeof categoryBudgetsSchema>;

export type CategoryBudget = { subcategory: ExpenseSubcategory; amount: string; carryOver: boolean };
/** GET/PUT answer; `preview` is true for a free user, whose budgets are not applied (docs/plan.md). */
export type CategoryBudgetList = { budgets: CategoryBudget[]; preview: boolean };

export type CategoryBudgetStatusRow = {
  subcategory: ExpenseSubcategory;
  /** The month's budget (set amount + carry-over); null in the free preview. */
  budget: string | null;
  /** What carried over from last month ("0.00" when carry-over is off). */
  carried: string;
  spent: string;
  left: string | null;
  projected: string;
  overshoot: string;
  /** The pace overshoots the budget. */
  warning: boolean;
};

export type CategoryBudgetStatus = {
  year: number;
  month: number;
  daysPassed: number;
  daysInMonth: number;
  preview: boolean;
  categories: CategoryBudgetStatusRow[];
  /** Sums of the rows above (budget and left null in the preview). */
  totals: { budget: string | null; spent: string; left: string | null };
};

const share = integerField({ min: [0, SPLIT_MESSAGES.shareInvalid], max: [100, SPLIT_MESSAGES.shareInvalid], invalid: SPLIT_MESSAGES.shareInvalid, integerMessage: SPLIT_MESSAGES.shareInvalid });

/** The family's split: three integer shares of the net income adding to 100. */
export const budgetSplitSchema = z
  .object({ necessities: share, wants: share, savings: share })
  .refine((s) => s.necessities + s.wants + s.savings === 100, { message: SPLIT_MESSAGES.sumNot100, path: ["savings"] });

export type BudgetSplitInput = z.input<typeof budgetSplitSchema>;
export type { BudgetShares };
export type BudgetSplitView = BudgetShares & { isDefault: boolean };

/** The splits the chooser offers (docs/plan.md): 50/30/20 is the default, 60/25/15 the lessons' single-income one. */
export const SPLIT_PRESETS: readonly BudgetShares[] = [
  { ...BUDGET_SPLIT },
  { necessities: 60, wants: 25, savings: 15 },
  { necessities: 70, wants: 20, savings: 10 },
];
