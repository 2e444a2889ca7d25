import type { ChatActionButton, ChatLink, ChatMessageRequest, ChatReply, ChatStreamEvent } from "@shared/schemas/chat";
import { CHAT_TEXT } from "@shared/schemas/chat-text";
import { chatContract } from "@shared/contracts/chat";
import { ApiError, hasErrorCode } from "@/lib/api";

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

/**
 * Sends a message to POST /api/chat/stream and reads its server-sent events: `onDelta` gets the
 * answer's text as it is written; resolves with the final reply (`replaced`: the built-in answer
 * replaces the text shown so far). A refusal (400, 429…) throws ApiError like every call.
 */
export async function streamChatMessage(body: ChatMessageRequest, onDelta: (text: string) => void): Promise<{ reply: ChatReply; replaced: boolean }> {
  const res = await fetch(chatContract.stream.path, {
    method: "POST",
    credentials: "include",
    headers: { "X-Requested-With": "fetch", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data) continue;
      const event = JSON.parse(data) as ChatStreamEvent | { type: "error"; message: string };
      if (event.type === "delta") onDelta(event.text);
      else if (event.type === "done") return { reply: event.reply, replaced: event.replaced };
      else throw new Error(event.message);
    }
    if (done) throw new Error("risposta interrotta");
  }
}


/**
 * The toast description for a failed send: the server's Italian reason when it refused the
 * message (too long, too many messages), else the connection message of docs/chat.md.
 */
export function chatErrorDescription(err: unknown): string {
  if (hasErrorCode(err, "validation", "bad_request", "rate_limited") && err.serverMessage) return err.serverMessage;
  return CHAT_TEXT.failureToastDescription;
}
