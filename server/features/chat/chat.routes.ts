import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { chatContract as api } from "@shared/contracts/chat";
import { createLimiter } from "../../http/rate-limit.repo";
import { CHAT_MESSAGES, type ChatStreamEvent } from "@shared/schemas/chat";
import type { createChatService } from "./chat.service";

declare module "express-session" {
  interface SessionData {
    // Marks the browser session as used by the chat, so it is saved and its id stays stable.
    chat?: boolean;
  }
}

/** Each answer may cost an AI call: messages per user (or per IP for visitors). */
export const CHAT_RATE_LIMITS = {
  perTenMinutes: 30,
  perDay: 200,
} as const;

export function chatRoutes(deps: AppDeps, chat: ReturnType<typeof createChatService>): Router {
  const router = Router();
  const key = (req: Request) => (req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`);
  const limits = [
    createLimiter(deps, { name: "chat-10m", windowMs: 10 * 60_000, limit: CHAT_RATE_LIMITS.perTenMinutes, key, message: CHAT_MESSAGES.rateLimited }),
    createLimiter(deps, { name: "chat-day", windowMs: 86_400_000, limit: CHAT_RATE_LIMITS.perDay, key, message: CHAT_MESSAGES.rateLimited }),
  ];

  route(router, api.message, ...limits, async (req, res, { body: input }) => {
    if (!req.user) req.session.chat = true;
    const reply = await chat.sendMessage(
      { message: input.message, sessionId: input.sessionId, currentPage: input.userContext?.currentPage ?? null },
      { user: req.user ?? null, browserSessionId: req.sessionID, ip: ipKeyGenerator(req.ip ?? "0.0.0.0") },
    );
    res.json(reply);
  });

  route(router, api.stream, ...limits, async (req, res, { body: input }) => {
    if (!req.user) req.session.chat = true;
    res.status(200).set({ "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" });
    res.flushHeaders();
    // compression() buffers: each event is flushed so the widget shows the answer as it is written.
    const flush = () => (res as unknown as { flush?: () => void }).flush?.();
    const emit = (event: ChatStreamEvent) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      flush();
    };
    try {
      await chat.streamMessage(
        { message: input.message, sessionId: input.sessionId, currentPage: input.userContext?.currentPage ?? null },
        { user: req.user ?? null, browserSessionId: req.sessionID, ip: ipKeyGenerator(req.ip ?? "0.0.0.0") },
        emit,
      );
    } catch (err) {
      // Headers are gone: the failure is an event, never a stack trace.
      console.error("[chat] flusso interrotto:", (err as Error)?.message);
      res.write(`event: error\ndata: ${JSON.stringify({ type: "error", message: CHAT_MESSAGES.streamFailed })}\n\n`);
    }
    res.end();
  });

  return router;
}
