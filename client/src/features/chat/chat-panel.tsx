import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { Bot, Maximize2, Minus, X } from "lucide-react";
import type { ChatActionButton } from "@shared/schemas/chat";
import { CHAT_ACTION_PATHS, CHAT_TEXT, FREQUENT_QUESTIONS } from "@shared/schemas/chat-text";
import { cn } from "@/lib/cn";
import { ChatInput } from "./chat-input";
import { ChatMessageList } from "./chat-message-list";
import { useChat } from "./use-chat";

/** Where the floating chat stands; the widget (chat-widget.tsx) holds it, the panel changes it. */
export type WidgetState = "closed" | "open" | "minimised";

type Props = { state: WidgetState; onStateChange: (s: WidgetState) => void; onClose: () => void };

const chip = "rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-xs font-medium text-brand-900 hover:bg-brand-100 disabled:opacity-50";

/** The opened chat: header with minimise and close, messages, suggestions, frequent questions, input. */
export default function ChatPanel({ state, onStateChange, onClose }: Props) {
  const { messages, loading, send, addAssistant } = useChat();
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const expanded = state === "open";

  // Focus the input when the panel opens and again when a reply arrives.
  useEffect(() => {
    if (expanded && !loading) inputRef.current?.focus();
  }, [expanded, loading]);

  const onAction = (b: ChatActionButton) => {
    if (b.action === "contact_human") {
      addAssistant(CHAT_TEXT.consultant);
      return;
    }
    navigate(CHAT_ACTION_PATHS[b.action]);
    // The page the user asked for must be visible, also on a phone.
    onStateChange("minimised");
  };

  const onLink = (href: string) => {
    navigate(href);
    onStateChange("minimised");
  };

  if (state === "closed") return null;
  const last = messages[messages.length - 1];
  const suggestions = !loading && last?.type === "assistant" && messages.length > 1 ? (last.suggestions ?? []) : [];
  const showFrequent = messages.length === 1 && !loading;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className={cn(
        "fixed bottom-4 right-4 z-40 flex w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl",
        expanded ? "h-[min(640px,calc(100dvh-2rem))]" : "h-auto",
      )}
    >
      <header className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
        <Bot className="h-5 w-5" aria-hidden="true" />
        <h2 id="chat-title" className="flex-1 text-base font-semibold">
          {CHAT_TEXT.title}
        </h2>
        <button
          type="button"
          onClick={() => onStateChange(expanded ? "minimised" : "open")}
          aria-label={expanded ? CHAT_TEXT.minimise : CHAT_TEXT.expand}
          aria-expanded={expanded}
          className="flex h-9 w-9 items-center justify-center rounded-lg hover:bg-brand-800"
        >
          {expanded ? <Minus className="h-5 w-5" aria-hidden="true" /> : <Maximize2 className="h-4 w-4" aria-hidden="true" />}
        </button>
        <button type="button" onClick={onClose} aria-label={CHAT_TEXT.close} className="flex h-9 w-9 items-center justify-center rounded-lg hover:bg-brand-800">
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>
      <div className={cn("flex min-h-0 flex-1 flex-col", !expanded && "hidden")}>
        <div data-chat-scroll className="relative min-h-0 flex-1 overflow-y-auto p-4">
          <ChatMessageList messages={messages} loading={loading} onAction={onAction} onLink={onLink} />
          {showFrequent && (
            <div className="mt-4">
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{CHAT_TEXT.frequentTitle}</h3>
              <ul className="flex flex-col gap-2">
                {FREQUENT_QUESTIONS.map((q) => (
                  <li key={q}>
                    <button type="button" className={cn(chip, "w-full rounded-lg")} onClick={() => void send(q)}>
                      {q}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {suggestions.length > 0 && (
            <div className="mt-4">
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{CHAT_TEXT.suggestionsTitle}</h3>
              <ul className="flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <li key={s}>
                    <button type="button" className={chip} onClick={() => void send(s)}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <ChatInput ref={inputRef} disabled={loading} onSend={send} />
      </div>
    </section>
  );
}
