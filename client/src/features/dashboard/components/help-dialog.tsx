import { useState } from "react";
import { Lightbulb } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { cn } from "@/lib/cn";

export type HelpStep = { title: string; description: string; tip?: string; action?: { label: string; href: string } };

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
    description: "Qui trovi i tuoi punti, le lezioni completate, i badge e le spese del mese, tutto in un colpo d'occhio.",
    tip: "Ogni lezione superata vale 10 punti: i punti fanno salire il tuo livello.",
  },
  {
    title: "Crea il tuo budget 50/30/20",
    description: "Inserisci il tuo reddito mensile e scopri quanto destinare a necessità, desideri e risparmi.",
    tip: "Con il budget salvato riceverai un alert se una categoria supera la sua quota.",
    action: { label: "Apri il calcolatore", href: "/budget-calculator" },
  },
  {
    title: "Sfide e classifica",
    description: "Ogni settimana trovi nuove sfide: iniziale, completa le azioni richieste e guadagna punti per scalare la classifica.",
    tip: "Le sfide si rinnovano ogni lunedì a mezzanotte.",
    action: { label: "Traccia le spese", href: "/expenses" },
  },
];
