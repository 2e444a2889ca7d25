import type { ChatActionButton } from "@shared/schemas/chat";

/** What the assistant knows about the person asking (built by the server, never taken from the client). */
export type ChatContext = {
  signedIn: boolean;
  firstName: string | null;
  budget: { monthlyIncome: string; necessities: string; wants: string; savings: string } | null;
  recentExpenses: { description: string; amount: string; category: string; date: string }[];
  completedLessons: number | null;
  isPremium: boolean;
  currentPage: string | null;
};

export const emptyContext = (): ChatContext => ({
  signedIn: false,
  firstName: null,
  budget: null,
  recentExpenses: [],
  completedLessons: null,
  isPremium: false,
  currentPage: null,
});

/** What an answer may use: the context and an amount in euro found in the question ("200€"). */
export type AnswerInput = { ctx: ChatContext; amountCents: number | null };

export type Topic = {
  id: string;
  /** [keyword, weight]; see keywordMatches for the pattern syntax. */
  keywords: [string, number][];
  answer: (input: AnswerInput) => string;
  suggestions: string[];
  actions: ChatActionButton[];
};

export type BuiltinReply = {
  topic: string;
  response: string;
  suggestions: string[];
  actionButtons: ChatActionButton[];
};
