// Test helpers for the built-in assistant's conversations: each message answered with the state of
// the previous answer, as the chat service does (docs/chat.md, "Follow-ups for every tool").
import { answerBuiltin } from "./assistant";
import { euro } from "./figures";
import { emptyContext, type BuiltinReply } from "./types";

export function converse(...messages: string[]): BuiltinReply[] {
  const replies: BuiltinReply[] = [];
  for (const m of messages) replies.push(answerBuiltin(m, emptyContext(), { state: replies.at(-1)?.state ?? null }));
  return replies;
}

/** The answer's text with the non-breaking spaces of it-IT figures as plain spaces. */
export const text = (r: BuiltinReply) => r.response.replace(/[\u00a0\u202f]/g, " ");
export const plainEuro = (cents: number) => euro(cents).replace(/[\u00a0\u202f]/g, " ");
