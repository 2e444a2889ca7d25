import { useState } from "react";
import { Lightbulb } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { cn } from "@/lib/cn";

/** `section`: the dashboard heading the step explains (a test checks the page shows it). */
export type HelpStep = { title: string; description: string; tip?: string; action?: { label: string; href: string }; section?: string };

type Props = { steps: HelpStep[]; open: boolean; onOpenChange: (open: boolean) => void };

/** Step-by-step help (docs/gamification.md): 'Passo n di N', progress bars, tip, action, 'Indietro'/'Avanti'/'Completato'. */
export function HelpDialog({ steps, open, onOpenChange }: Props) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setIndex(0);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={step.title} description={step.description}>
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          Passo {index + 1} di {steps.length}
        </p>
        <div className="mt-2 flex gap-1" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s.title} className={cn("h-1.5 flex-1 rounded-full", i <= index ? "bg-brand-600" : "bg-slate-200")} />
          ))}
        </div>
        {step.tip && (
          <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Lightbulb className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{step.tip}</span>
          </p>
        )}
        {step.action && (
          <div className="mt-4" onClick={() => close(false)}>
            <LinkButton href={step.action.href} variant="secondary" size="sm">
              {step.action.label}
            </LinkButton>
          </div>
        )}
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
            Indietro
          </Button>
          {last ? (
            <Button onClick={() => close(false)}>Completato</Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)}>Avanti</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The dashboard's guided tour. */
export const DASHBOARD_TOUR: HelpStep[] = [
  {
    title: "Benvenuto nella tua dashboard",
    description: "In alto trovi i tuoi punti, le lezioni completate, i badge e le spese del mese, tutto in un colpo d'occhio.",
    tip: "Ogni lezione superata vale 10 punti: i punti fanno salire il tuo livello.",
  },
  {
    title: "I tuoi strumenti",
    section: "I tuoi strumenti",
    description: "Calcolatore del budget 50/30/20, simulatore PAC, tracciamento delle spese e blog: un clic e sei al lavoro.",
    tip: "Con il budget salvato riceverai un alert se una categoria supera la sua quota.",
    action: { label: "Apri il calcolatore", href: "/budget-calculator" },
  },
  {
    title: "Sfide Settimanali e classifica",
    section: "Sfide Settimanali",
    description: "Inizia una sfida e completa le azioni richieste: contano anche quelle fatte prima di iscriverti, nello stesso periodo.",
    tip: "Le sfide settimanali si rinnovano ogni lunedì a mezzanotte; quella mensile dura fino a fine mese.",
    action: { label: "Registra una spesa", href: "/expenses" },
  },
  {
    title: "I tuoi progressi",
    section: "I tuoi progressi",
    description: "La serie di giorni consecutivi, la barra del livello con i punti che mancano e i badge ottenuti.",
    tip: "Un giorno conta se studi, ripassi, registri una spesa o salvi un calcolo.",
  },
];
