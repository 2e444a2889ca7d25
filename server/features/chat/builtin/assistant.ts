// The built-in Italian assistant: works with no AI key and whenever the AI fails. It recognises
// the topic of a question by weighted keywords (typos tolerated) and answers from the data files
// in ./topics with the user's own figures when it has them.
import { amountInQuestion, BUTTONS } from "./figures";
import { keywordMatches, tokenize } from "./normalize";
import { appTopics } from "./topics/app";
import { debtHomeTopics } from "./topics/debt-home";
import { investingTopics } from "./topics/investing";
import { savingTopics } from "./topics/saving";
import type { BuiltinReply, ChatContext, Topic } from "./types";

/** Order breaks ties: the more specific topics first, greetings last. */
export const TOPICS: Topic[] = [...investingTopics, ...debtHomeTopics, ...savingTopics, ...appTopics];

/** Below this score the question is not understood (a lone weak word is not enough). */
const MIN_SCORE = 3;

export function scoreTopics(message: string): { id: string; score: number }[] {
  const tokens = tokenize(message);
  return TOPICS.map((t) => ({
    id: t.id,
    score: t.keywords.reduce((sum, [kw, weight]) => sum + (keywordMatches(kw, tokens) ? weight : 0), 0),
  }));
}

export function recogniseTopic(message: string): Topic | null {
  const scores = scoreTopics(message);
  let bestIndex = -1;
  for (let i = 0; i < scores.length; i++) if (scores[i].score > (bestIndex < 0 ? 0 : scores[bestIndex].score)) bestIndex = i;
  if (bestIndex < 0) return null;
  const best = TOPICS[bestIndex];
  // A greeting alone scores 2: accept it, so "ciao" gets a friendly answer.
  return scores[bestIndex].score >= MIN_SCORE || best.id === "saluto" ? best : null;
}

const UNKNOWN_SUGGESTIONS = [
  "Come posso risparmiare 200€ al mese?",
  "Qual è il budget migliore per me?",
  "Come funziona un PAC per investire?",
  "Come posso gestire i miei debiti?",
];

export function answerBuiltin(message: string, ctx: ChatContext): BuiltinReply {
  const topic = recogniseTopic(message);
  if (!topic) {
    return {
      topic: "sconosciuto",
      response:
        "Non sono sicuro di aver capito la tua domanda, e preferisco non darti una risposta sbagliata. So aiutarti su budget 50/30/20, risparmio, fondo di emergenza, debiti, mutuo, PAC ed ETF, inflazione, pensione, tasse sugli investimenti, Premium e uso dell'app. Prova a riformulare, oppure chiedi di parlare con un nostro consulente.",
      suggestions: UNKNOWN_SUGGESTIONS,
      actionButtons: [{ ...BUTTONS.human, variant: "default" }],
    };
  }
  return {
    topic: topic.id,
    response: topic.answer({ ctx, amountCents: amountInQuestion(message) }),
    suggestions: topic.suggestions,
    actionButtons: topic.actions,
  };
}
