import { useRef, useState, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { buttonClasses } from "./button";

/**
 * A file field whose words are Italian whatever the browser's language (docs/client.md): the
 * native input shows "Choose File / No file chosen" in an English browser. The native input stays
 * (visually hidden, focusable, named by the field's <label>, so keyboards, screen readers and
 * tests use it as before); what shows is "Scegli il file", which opens it, and the chosen file's
 * name. Keyboard focus on the input outlines the visible button.
 */
export function FileInput({ className, onChange, buttonLabel = "Scegli il file", ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { buttonLabel?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <input
        ref={input}
        type="file"
        className="peer sr-only"
        onChange={(e) => {
          setChosen(e.target.files?.[0]?.name ?? null);
          onChange?.(e);
        }}
        {...props}
      />
      {/* A second way to the same input for the pointer; the input itself is the one in the tab order. */}
      <span
        aria-hidden="true"
        data-testid="file-input-button"
        onClick={() => input.current?.click()}
        className={buttonClasses("secondary", "sm", "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50")}
      >
        {buttonLabel}
      </span>
      <span aria-hidden="true" className="min-w-0 max-w-full truncate text-sm text-slate-600" data-testid="file-input-name">
        {chosen ?? "Nessun file scelto"}
      </span>
    </div>
  );
}
