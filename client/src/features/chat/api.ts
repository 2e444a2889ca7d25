import type { ChatActionButton, ChatLink, ChatMessageRequest, ChatReply } from "@shared/schemas/chat";
import { CHAT_TEXT } from "@shared/schemas/chat-text";
import { chatContract } from "@shared/contracts/chat";
import { ApiError, call } from "@/lib/api";

/** A message as the widget keeps it (docs/chat.md, "Widget"). */
export type ChatMessage = {
  id: string;
  type: "user" | "assistant";
  content: string;
  timestamp: Date;
  suggestions?: string[];
  actionButtons?: ChatActionButton[];
  /** The lesson or article the answer came from. */
  links?: ChatLink[];
  failed?: boolean;
};

export const sendChatMessage = (body: ChatMessageRequest): Promise<ChatReply> => call(chatContract.message, { body });


/**
 * The toast description for a failed send: the server's Italian reason when it refused the
 * message (too long, too many messages), else the spec's connection message.
 */
export function chatErrorDescription(err: unknown): string {
  if (err instanceof ApiError && (err.status === 400 || err.status === 429) && err.serverMessage) return err.serverMessage;
  return CHAT_TEXT.failureToastDescription;
}
