import { chatMessageRequestSchema, type ChatReply } from "../schemas/chat";
import { endpoint, typeOnly } from "./define";

export const chatContract = {
  // Visitors may ask too; the limits are per user or per IP.
  message: endpoint({ method: "POST", path: "/api/chat/message", access: "public", body: chatMessageRequestSchema, output: typeOnly<ChatReply>() }),
};
