import { forwardRef, useState, type KeyboardEvent } from "react";
import { Send } from "lucide-react";
import { CHAT_MESSAGE_MAX, CHAT_TEXT } from "@shared/schemas/chat-text";

type Props = { disabled: boolean; onSend: (text: string) => Promise<boolean> };

/** Enter sends, Shift+Enter goes to a new line, blank input is never sent (docs/chat.md). */
export const ChatInput = forwardRef<HTMLTextAreaElement, Props>(({ disabled, onSend }, ref) => {
  const [text, setText] = useState("");
  const blank = text.trim() === "";

  const submit = async () => {
    if (blank || disabled) return;
    const value = text;
    setText("");
    const sent = await onSend(value);
    if (!sent) setText(value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {CHAT_TEXT.inputLabel}
      </label>
      <span id="chat-input-hint" className="sr-only">
        {CHAT_TEXT.inputHint}
      </span>
      <textarea
        id="chat-input"
        ref={ref}
        rows={2}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_TEXT.placeholder}
        aria-describedby="chat-input-hint"
        className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60"
      />
      <button
        type="submit"
        aria-label={CHAT_TEXT.send}
        disabled={disabled || blank}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Send className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
});
ChatInput.displayName = "ChatInput";
