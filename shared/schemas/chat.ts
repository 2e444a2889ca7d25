import { z } from "zod";
import { stripControlChars } from "./text";

// The floating chat assistant (docs/chat.md): request and reply schemas.

export * from "./chat-text";
import { CHAT_ACTIONS, CHAT_MESSAGE_MAX } from "./chat-text";

export const CHAT_MESSAGES = {
  messageRequired: "Scrivi un messaggio",
  messageTooLong: `Il messaggio può avere al massimo ${CHAT_MESSAGE_MAX} caratteri`,
  messageType: "Il messaggio deve essere un testo",
  sessionInvalid: "Sessione della chat non valida",
  contextInvalid: "Contesto della chat non valido",
  rateLimited: "Hai inviato troppi messaggi all'assistente. Riprova tra qualche minuto.",
  streamFailed: "La risposta si è interrotta: riprova tra poco.",
} as const;

// Text without control characters (newlines and tabs kept): one rule for every user text.
export { stripControlChars };

const amount = z.union([z.number(), z.string().max(20)]);

/**
 * What the client may send as context. The server never trusts its numbers (for a signed-in
 * user it reads them itself; a visitor has none), but the shape is still checked.
 */
export const chatUserContextSchema = z
  .object({
    budget: z.object({ necessities: amount, wants: amount, savings: amount }).partial().nullable().optional(),
    recentExpenses: z.array(z.record(z.string(), z.unknown())).max(20).nullable().optional(),
    courseProgress: z.union([z.number(), z.array(z.unknown()).max(500)]).nullable().optional(),
    isPremium: z.boolean().nullable().optional(),
    currentPage: z.string().max(300).nullable().optional(),
  })
  .nullable()
  .optional();

export const chatMessageRequestSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? CHAT_MESSAGES.messageRequired : CHAT_MESSAGES.messageType) })
    .max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGES.messageTooLong })
    // Control characters (NUL cannot even be stored in PostgreSQL text) are dropped; newlines stay.
    .transform((s) => stripControlChars(s).trim())
    .refine((s) => s.length > 0, { error: CHAT_MESSAGES.messageRequired }),
  sessionId: z
    .string({ error: CHAT_MESSAGES.sessionInvalid })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: CHAT_MESSAGES.sessionInvalid })
    .nullable()
    .optional(),
  userContext: chatUserContextSchema,
  // Accepted for the documented payload shape (docs/chat.md); the server takes the user from the session.
  userId: z.union([z.number(), z.string().max(100)]).nullable().optional(),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;

export const chatActionButtonSchema = z.object({
  label: z.string().min(1).max(80),
  action: z.enum(CHAT_ACTIONS),
  variant: z.enum(["default", "outline"]).optional(),
});
export type ChatActionButton = z.infer<typeof chatActionButtonSchema>;

/** A link to the lesson or article an answer came from (an app path). */
export const chatLinkSchema = z.object({ label: z.string(), href: z.string().regex(/^\/[^/]/) });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatReplySchema = z.object({
  response: z.string(),
  sessionId: z.string(),
  suggestions: z.array(z.string()),
  actionButtons: z.array(chatActionButtonSchema),
  links: z.array(chatLinkSchema),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** What POST /api/chat/stream sends, one server-sent event each (docs/chat.md). */
export type ChatStreamEvent = { type: "delta"; text: string } | { type: "done"; reply: ChatReply; replaced: boolean };
