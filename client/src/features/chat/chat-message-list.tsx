import { useEffect, useRef } from "react";
import { Bot } from "lucide-react";
import type { ChatActionButton } from "@shared/schemas/chat";
import { CHAT_TEXT } from "@shared/schemas/chat-text";
import { LOCALE, TIME_ZONE } from "@shared/constants";
import { cn } from "@/lib/cn";
import type { ChatMessage } from "./api";

const timeFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });

type Props = { messages: ChatMessage[]; loading: boolean; onAction: (b: ChatActionButton) => void; onLink: (href: string) => void };

/** The conversation; a polite live region so screen readers hear each reply. */
export function ChatMessageList({ messages, loading, onAction, onLink }: Props) {
  const lastRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    // Only the panel's scroll area moves (scrollIntoView would also scroll the fixed panel itself).
    const row = lastRef.current;
    const area = row?.closest<HTMLElement>("[data-chat-scroll]");
    if (!row || !area) return;
    // A new reply is read from its beginning; otherwise follow the bottom (own message, typing).
    if (!loading && last?.type === "assistant" && messages.length > 1) area.scrollTop = Math.max(0, row.offsetTop - 8);
    else area.scrollTop = area.scrollHeight;
  }, [messages.length, loading, last?.type]);

  return (
    <div role="log" aria-live="polite" aria-label="Messaggi della chat" className="flex flex-col gap-3" data-testid="chat-messages">
      {messages.map((m, i) => (
        <div key={m.id} ref={i === messages.length - 1 ? lastRef : undefined} className={cn("flex", m.type === "user" ? "justify-end" : "justify-start")}>
          <div
            data-testid={m.type === "user" ? "chat-user-message" : "chat-assistant-message"}
            className={cn(
              "max-w-[85%] rounded-2xl px-3 py-2 text-sm",
              m.type === "user" ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
              m.failed && "border border-red-300 bg-red-50 text-red-900",
            )}
          >
            <span className="sr-only">{m.type === "user" ? "Tu: " : "Assistente: "}</span>
            <p className="whitespace-pre-line break-words">{m.content}</p>
            {m.links && m.links.length > 0 && (
              <ul className="mt-2 space-y-1">
                {m.links.map((l) => (
                  <li key={l.href}>
                    <a
                      href={l.href}
                      data-testid="chat-source-link"
                      onClick={(e) => {
                        // An app page: opened by the client router, so the conversation stays.
                        e.preventDefault();
                        onLink(l.href);
                      }}
                      className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {m.actionButtons && m.actionButtons.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {m.actionButtons.map((b) => (
                  <button
                    key={b.action}
                    type="button"
                    onClick={() => onAction(b)}
                    className={cn(
                      "rounded-lg px-3 py-1.5 text-xs font-semibold",
                      b.variant === "outline" ? "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800",
                    )}
                  >
                    {b.label}
                  </button>
                ))}
              </div>
            )}
            <time dateTime={m.timestamp.toISOString()} className={cn("mt-1 block text-[11px]", m.type === "user" ? "text-brand-100" : "text-slate-600")}>
              {timeFmt.format(m.timestamp)}
            </time>
          </div>
        </div>
      ))}
      {/* Typing until the answer's first words arrive; then the answer itself grows. */}
      {loading && last?.type === "user" && (
        <div className="flex justify-start" role="status" data-testid="chat-loading">
          <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-slate-700">
            <Bot className="h-4 w-4" aria-hidden="true" />
            <span className="flex gap-1" aria-hidden="true">
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
              <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
            </span>
            <span className="sr-only">{CHAT_TEXT.typing}</span>
          </div>
        </div>
      )}
    </div>
  );
}
