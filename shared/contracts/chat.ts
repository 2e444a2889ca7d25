import { chatMessageRequestSchema, type ChatReply, type ChatStreamEvent } from "../schemas/chat";
import { endpoint, typeOnly } from "./define";

export const chatContract = {
  // Visitors may ask too; the limits are per user or per IP.
  message: endpoint({ method: "POST", path: "/api/chat/message", access: "public", body: chatMessageRequestSchema, output: typeOnly<ChatReply>() }),
  // The same question, answered as server-sent events (text/event-stream) of ChatStreamEvent.
  stream: endpoint({ method: "POST", path: "/api/chat/stream", access: "public", body: chatMessageRequestSchema, output: typeOnly<ChatStreamEvent>() }),
};
