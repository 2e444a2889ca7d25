import type { ChatActionButton } from "@shared/schemas/chat";
import type { Slots } from "../nlu/slots";
import type { BudgetShares } from "@shared/finance/budget";
import type { CategoryBudgetStatus } from "@shared/schemas/category-budgets";
import type { EmergencyFund, Goal } from "@shared/schemas/goals";
import type { DeductionSummary } from "@shared/schemas/deductions";
import type { StoredDebt } from "@shared/schemas/debts";

/** What the assistant knows about the person asking (built by the server, never taken from the client). */
export type ChatContext = {
  signedIn: boolean;
  firstName: string | null;
  budget: { monthlyIncome: string; necessities: string; wants: string; savings: string } | null;
  recentExpenses: { description: string; amount: string; category: string; date: string }[];
  completedLessons: number | null;
  isPremium: boolean;
  currentPage: string | null;
  /** The family's own split, null for a visitor (docs/plan.md, "La ripartizione della famiglia"). */
  split: BudgetShares | null;
  /** The month's spending and category budgets as the /plan page shows them, null for a visitor (docs/chat.md, "Tools"). */
  month: CategoryBudgetStatus | null;
  /** The user's goals as the /plan page shows them, null for a visitor (docs/chat.md, "Tools"). */
  goals: Goal[] | null;
  /** The emergency fund's target as GET /api/user/emergency-fund gives it, null for a visitor (docs/chat.md, "Tools"). */
  emergencyFund?: EmergencyFund | null;
  /** This year's 730 summary as the /tax page shows it, null for a visitor (docs/chat.md, "Tools"). */
  deductions?: DeductionSummary | null;
  /** The debts the user stored on the /debts page, null for a visitor (docs/chat.md, "Tools"). */
  debts?: StoredDebt[] | null;
};

export const emptyContext = (): ChatContext => ({
  signedIn: false,
  firstName: null,
  budget: null,
  recentExpenses: [],
  completedLessons: null,
  isPremium: false,
  currentPage: null,
  split: null,
  month: null,
  goals: null,
});

/** What an answer may use: the context, the question and the figures written in it (or kept from the conversation). */
export type AnswerInput = {
  ctx: ChatContext;
  question: string;
  amountCents: number | null;
  slots: Slots;
  /** A follow-up of an answer whose figure was the income: this message's figure is the income too. */
  amountIsIncome?: boolean;
};

export type Topic = {
  /** The intent of the classifier (nlu/corpus.txt) this topic answers. */
  id: string;
  /** Its name in Italian, offered as one of the "nearest topics" when the assistant does not know. */
  label: string;
  answer: (input: AnswerInput) => string;
  suggestions: string[];
  actions: ChatActionButton[];
  /** Lessons (by slug) the answer links under it, e.g. the course that explains the topic (docs/chat.md). */
  lessonSlugs?: readonly string[];
  /** The app's page that does what the topic explains, linked first under its answer (docs/chat.md, "The app's page under a topic"). */
  page?: (input: AnswerInput) => ChatLink | null;
};

/** What the conversation remembers server-side between two messages (docs/chat.md). */
export type ConversationState = {
  topic: string;
  amountCents: number | null;
  years: number | null;
  ratePercent: number | null;
  /** The tool of the last computation (builtin/tools.ts): a follow-up changes one of its slots and calls it again. */
  tool?: ToolName | null;
  /** The Assegno Unico's number of children (builtin/tools.ts), kept for a follow-up that changes the ISEE. */
  children?: number | null;
  /** The net monthly income an instalment was weighed against (builtin/tools.ts, "mutuo_massimo"). */
  incomeCents?: number | null;
  /** The answer asked for a missing figure: the next short message that gives one completes it (docs/chat.md, "Asking back"). */
  asked?: boolean;
  /** The figure was the household's income ("prendo 1.800"): a follow-up's new figure is too (docs/chat.md, "Follow-ups name their slot"). */
  amountIsIncome?: boolean;
};
import type { ToolName } from "./tools";

export type { ChatLink } from "@shared/schemas/chat";
import type { ChatLink } from "@shared/schemas/chat";

export type BuiltinReply = {
  topic: string;
  response: string;
  suggestions: string[];
  actionButtons: ChatActionButton[];
  links: ChatLink[];
  /** null when the next message should not be read as a follow-up of this one. */
  state: ConversationState | null;
};
