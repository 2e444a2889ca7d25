import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { CHAT_TEXT } from "@shared/schemas/chat-text";
import type { WidgetState } from "./chat-panel";

// The panel (messages, input, API) is loaded on first open: the page pays only for this button.
const ChatPanel = lazy(() => import("./chat-panel"));

/** The floating chat assistant (docs/chat.md), bottom right on every page. */
export default function ChatWidget() {
  const [state, setState] = useState<WidgetState>("closed");
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    setLoaded(true);
    setState("open");
  };
  const close = useCallback(() => {
    setState("closed");
    // Focus goes back to where the user opened the chat.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      {state === "closed" && (
        <button
          ref={buttonRef}
          type="button"
          onClick={open}
          aria-label={CHAT_TEXT.open}
          aria-haspopup="dialog"
          data-testid="chat-open"
          className="fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800"
        >
          <MessageCircle className="h-7 w-7" aria-hidden="true" />
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel state={state} onStateChange={setState} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
