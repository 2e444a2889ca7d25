import { useState } from "react";
import { SPLIT_PRESETS, type BudgetShares } from "@shared/schemas/category-budgets";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useBudgetSplit, useSaveBudgetSplit } from "./category-budgets-api";
import { saveErrorText } from "./save-error";

// The family's split (docs/plan.md, "La ripartizione della famiglia"): 50/30/20 by default,
// 60/25/15 (the lessons' single-income split), 70/20/10, or three integer shares adding to 100.

const KEYS = ["necessities", "wants", "savings"] as const;
const LABELS = { necessities: "Necessità", wants: "Desideri", savings: "Risparmi" } as const;
const nameOf = (s: BudgetShares) => `${s.necessities}/${s.wants}/${s.savings}`;

export function BudgetSplitChooser() {
  const split = useBudgetSplit();
  if (!split.data) return null;
  return <SplitForm key={nameOf(split.data)} current={split.data} />;
}

function SplitForm({ current }: { current: BudgetShares }) {
  const [shares, setShares] = useState<Record<(typeof KEYS)[number], string>>({ necessities: String(current.necessities), wants: String(current.wants), savings: String(current.savings) });
  const save = useSaveBudgetSplit();
  const choose = (p: BudgetShares) => setShares({ necessities: String(p.necessities), wants: String(p.wants), savings: String(p.savings) });
  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate(shares, { onSuccess: (s) => toast({ title: "Ripartizione salvata", description: `Il tuo budget segue ora il ${nameOf(s)}.`, variant: "success" }) });
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3 border-t border-slate-200 pt-4" aria-label="Ripartizione del reddito">
      <div>
        <h3 className="font-semibold text-slate-900">La ripartizione della tua famiglia: {nameOf(current)}</h3>
        <p className="text-sm text-slate-600">Il 50/30/20 è il punto di partenza; con un solo reddito il 60/25/15 è spesso più realistico. Il calcolatore, il report e gli avvisi usano la tua scelta.</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Ripartizioni proposte">
        {SPLIT_PRESETS.map((p) => (
          <Button key={nameOf(p)} type="button" size="sm" variant="outline" onClick={() => choose(p)}>
            {nameOf(p)}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        {KEYS.map((k) => (
          <div key={k}>
            <label htmlFor={`split-${k}`} className="text-sm text-slate-700">
              {LABELS[k]} (%)
            </label>
            <Input id={`split-${k}`} type="text" inputMode="numeric" value={shares[k]} onChange={(e) => setShares((s) => ({ ...s, [k]: e.target.value }))} />
          </div>
        ))}
      </div>
      <FieldError id="split-error" message={saveErrorText(save.error)} />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        Salva la ripartizione
      </Button>
    </form>
  );
}
