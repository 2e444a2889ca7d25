import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { CHAT_MESSAGE_MAX, CHAT_TEXT } from "@shared/schemas/chat-text";
import { useAuth } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { chatErrorDescription, streamChatMessage, type ChatMessage } from "./api";

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(++counter).toString(36)}`;

/** The conversation of the widget: greeting, messages, sessionId and sending (docs/chat.md). */
export function useChat() {
  const { user, isLoading: authLoading, isPremium } = useAuth();
  const [location] = useLocation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const sessionId = useRef<string | null>(null);

  // On first open with no messages: the greeting, with the first name when known.
  useEffect(() => {
    if (authLoading) return;
    setMessages((m) => (m.length ? m : [{ id: newId(), type: "assistant", content: CHAT_TEXT.greeting(user?.firstName), timestamp: new Date() }]));
  }, [authLoading, user?.firstName]);

  const addAssistant = useCallback((content: string, extra: Partial<ChatMessage> = {}) => {
    setMessages((m) => [...m, { id: newId(), type: "assistant", content, timestamp: new Date(), ...extra }]);
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      // Blank input is never sent (docs/chat.md).
      if (!message || loading) return false;
      setMessages((m) => [...m, { id: newId(), type: "user", content: message.slice(0, CHAT_MESSAGE_MAX), timestamp: new Date() }]);
      setLoading(true);
      // The answer grows in one bubble as the server streams it (docs/chat.md).
      const answerId = newId();
      let written = "";
      const show = (content: string, extra: Partial<ChatMessage> = {}) =>
        setMessages((m) =>
          m.some((x) => x.id === answerId)
            ? m.map((x) => (x.id === answerId ? { ...x, content, ...extra } : x))
            : [...m, { id: answerId, type: "assistant", content, timestamp: new Date(), ...extra }],
        );
      try {
        const { reply } = await streamChatMessage({
          message: message.slice(0, CHAT_MESSAGE_MAX),
          sessionId: sessionId.current,
          // The server reads budget, expenses and progress itself; only the page is useful from here.
          userContext: { budget: null, recentExpenses: null, courseProgress: null, isPremium, currentPage: location },
          userId: user?.id ?? null,
        }, (piece) => {
          written += piece;
          show(written);
        });
        sessionId.current = reply.sessionId;
        // The final reply (or the built-in one replacing a failed stream) with its suggestions and links.
        show(reply.response, { suggestions: reply.suggestions, actionButtons: reply.actionButtons, links: reply.links ?? [] });
      } catch (err) {
        setMessages((m) => m.filter((x) => x.id !== answerId));
        addAssistant(CHAT_TEXT.failure, { failed: true });
        toast({ title: CHAT_TEXT.failureToastTitle, description: chatErrorDescription(err), variant: "destructive" });
      } finally {
        setLoading(false);
      }
      return true;
    },
    [loading, isPremium, location, user?.id, addAssistant],
  );

  return { messages, loading, send, addAssistant };
}
