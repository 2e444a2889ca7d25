import { useId, useState } from "react";
import { CheckCircle2, Circle } from "lucide-react";
import { Textarea } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { cn } from "@/lib/cn";
import { promptHints } from "../hints";

/** Practice area: the hints update as the user types (nothing is sent anywhere). */
export function PracticeBox() {
  const id = useId();
  const [text, setText] = useState("");
  const hints = promptHints(text);
  const done = hints.filter((h) => h.ok).length;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5" data-testid="practice-box">
      <Field id={id} label="Prova a scrivere una richiesta">
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Es. Ho uno stipendio di 1.600 € al mese: come posso risparmiare 200 € senza rinunciare a tutto?"
            aria-describedby={`${id}-hints`}
          />
        )}
      </Field>
      <ul id={`${id}-hints`} aria-live="polite" className="mt-3 space-y-1.5" aria-label={`Suggerimenti: ${done} di ${hints.length} rispettati`}>
        {hints.map((h) => (
          <li key={h.id} data-testid={`hint-${h.id}`} data-ok={h.ok} className={cn("flex items-center gap-2 text-sm", h.ok ? "text-brand-800" : "text-slate-600")}>
            {h.ok ? <CheckCircle2 className="h-4 w-4 text-brand-600" aria-hidden="true" /> : <Circle className="h-4 w-4 text-slate-400" aria-hidden="true" />}
            {h.label}
            <span className="sr-only">{h.ok ? " (fatto)" : " (da fare)"}</span>
          </li>
        ))}
      </ul>
      {done === hints.length && <p className="mt-3 font-semibold text-brand-700">Ottima richiesta! Prompt Master ha tutto quello che gli serve.</p>}
    </div>
  );
}
