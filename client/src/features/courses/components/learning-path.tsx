import { CheckCircle2, Lock } from "lucide-react";
import { LEARNING_PATH_UNLOCKS } from "@shared/constants";
import { cn } from "@/lib/cn";

const STEPS = [
  { title: "Fondamenti del budget", text: "Budget familiare, regola 50/30/20, fondo di emergenza e debiti." },
  { title: "Risparmio e investimenti", text: "Interesse composto, inflazione, conti deposito, titoli di Stato, PAC ed ETF." },
  { title: "Casa e futuro della famiglia", text: "Mutuo, previdenza complementare, protezione e obiettivi di famiglia." },
];

/**
 * The three-step path in docs/courses.md: steps 2 and 3 stay dimmed until 3 and 8 completed lessons.
 * Dimmed by a grey dashed card, not by opacity, so its text keeps a readable contrast.
 */
export function LearningPath({ completed }: { completed: number }) {
  return (
    <section aria-labelledby="learning-path-title" className="mt-10">
      <h2 id="learning-path-title" className="text-xl font-bold text-slate-900">
        Il tuo percorso di apprendimento
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, i) => {
          const needed = LEARNING_PATH_UNLOCKS[i];
          const open = completed >= needed;
          return (
            <li
              key={step.title}
              data-testid={`learning-step-${i + 1}`}
              data-unlocked={open}
              className={cn("rounded-xl border bg-white p-5 shadow-sm", open ? "border-brand-200" : "border-dashed border-slate-300 bg-slate-50")}
            >
              <div className="flex items-center gap-3">
                <span className={cn("flex h-9 w-9 items-center justify-center rounded-full font-bold", open ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-600")}>{i + 1}</span>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-slate-700">
                {open ? <CheckCircle2 className="h-4 w-4 text-brand-700" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
                {open ? "Sbloccato" : `Si sblocca con ${needed} lezioni completate`}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
