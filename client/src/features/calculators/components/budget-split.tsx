import { Home, PiggyBank, ShoppingBag } from "lucide-react";
import { factText } from "@shared/facts";
import { formatEuro } from "@shared/money";
import type { BudgetShares, BudgetSplit } from "@shared/finance/budget";
import { BUDGET_SPLIT } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const SHARES = [
  {
    key: "necessities",
    title: "Necessità",
    icon: Home,
    tone: "border-sky-200 bg-sky-50 text-sky-900",
    tips: [
      "Affitto o rata del mutuo, condominio, bollette di luce, gas e acqua",
      "Spesa alimentare, trasporti per il lavoro, assicurazioni obbligatorie",
      "Rivedi ogni anno le offerte di luce, gas e telefono: è il risparmio più facile",
    ],
  },
  {
    key: "wants",
    title: "Desideri",
    icon: ShoppingBag,
    tone: "border-amber-200 bg-amber-50 text-amber-900",
    tips: [
      "Cene fuori, viaggi, hobby, abbonamenti in streaming, abbigliamento non essenziale",
      `Aspetta 48 ore prima degli acquisti d'impulso sopra i ${factText("regola-48-ore-soglia")}`,
      "Disdici gli abbonamenti che non hai usato nell'ultimo mese",
    ],
  },
  {
    key: "savings",
    title: "Risparmi",
    icon: PiggyBank,
    tone: "border-emerald-200 bg-emerald-50 text-emerald-900",
    tips: [
      "Prima costruisci un fondo di emergenza pari a 3-6 mesi di spese",
      "Poi estingui i debiti più cari (carte revolving, prestiti al consumo)",
      "Il resto con un bonifico automatico il giorno dello stipendio, anche in un PAC",
    ],
  },
] as const;

/** The three shares (the family's split, 50/30/20 by default: docs/plan.md) with their amounts and practical tips. */
export function BudgetSplitCards({ split, shares = BUDGET_SPLIT }: { split: BudgetSplit; shares?: BudgetShares }) {
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="budget-split">
      {/* The cards' h3 titles need a level-two heading above them (heading order for screen readers). */}
      <h2 className="sr-only">Ripartizione del tuo reddito</h2>
      {SHARES.map(({ key, title, icon: Icon, tone, tips }) => (
        <Card key={key} className={tone}>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2 text-inherit">
                <Icon className="h-5 w-5" aria-hidden="true" />
                {title}
              </CardTitle>
              <span className="rounded-full bg-white/80 px-2 py-0.5 text-sm font-semibold">{shares[key]}%</span>
            </div>
            <p className="mt-2 text-2xl font-bold tabular-nums" data-testid={`share-${key}`}>
              {formatEuro(split[key])}
            </p>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {tips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

const STEPS = [
  ["Calcola il reddito netto", "Somma quello che entra davvero sul conto ogni mese: stipendio netto, eventuali assegni e altre entrate regolari."],
  ["Elenca le spese fisse", "Affitto o mutuo, bollette, spesa, trasporti: se superano il 50% cerca prima lì dove tagliare."],
  ["Automatizza il risparmio", "Imposta un bonifico automatico del 20% il giorno dello stipendio, prima di spendere il resto."],
  ["Controlla ogni mese", "Registra le spese nel tracker e confrontale con il budget: piccoli aggiustamenti mensili valgono più di grandi propositi."],
] as const;

export function BudgetHowTo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Come applicare la regola 50/30/20 in 4 passi</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
