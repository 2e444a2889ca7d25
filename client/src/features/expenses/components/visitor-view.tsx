import { CheckCircle2 } from "lucide-react";
import { formatEuro } from "@shared/money";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { italianDate, type Expense } from "@shared/schemas/expenses";
import { Page } from "@/components/ui/page";
import { Badge } from "@/components/ui/badge";
import { LinkButton } from "@/components/ui/link-button";
import { monthTotals } from "../totals";
import { BudgetChart } from "./budget-chart";
import { ExpenseTips } from "./tips";
import { SummaryCards } from "./summary-cards";

// A made-up month of a family with 2.000 € of income: shown to visitors, never stored.
const SAMPLE: Expense[] = [
  { id: 1, description: "Affitto", amount: "650.00", category: "necessita", subcategory: "casa_affitto", date: "2026-03-01" },
  { id: 2, description: "Bollette luce e gas", amount: "118.40", category: "necessita", subcategory: "bollette", date: "2026-03-04" },
  { id: 3, description: "Spesa al supermercato", amount: "212.35", category: "necessita", subcategory: "spesa_alimentare", date: "2026-03-07" },
  { id: 4, description: "Pizza con gli amici", amount: "28.00", category: "desideri", subcategory: "ristoranti", date: "2026-03-09" },
  { id: 5, description: "Abbonamento streaming", amount: "12.99", category: "desideri", subcategory: "svago", date: "2026-03-10" },
  { id: 6, description: "Versamento fondo emergenze", amount: "250.00", category: "risparmi", subcategory: "risparmio_investimenti", date: "2026-03-02" },
];
const SAMPLE_BUDGET = { monthlyIncome: "2000.00", necessities: "1000.00", wants: "600.00", savings: "400.00" };

const POINTS = [
  "Registri ogni spesa in pochi secondi, divisa tra necessità, desideri e risparmi.",
  "Vedi il totale del mese e quanto hai usato di ogni quota del budget 50/30/20.",
  "Sfogli i mesi passati per capire dove vanno davvero i tuoi soldi.",
  "Gratis fino a 10 spese al mese; con Premium spese illimitate ed esportazione CSV.",
];

/** /expenses for visitors: what the tracker does, on a sample month, and a call to register. */
export function VisitorView() {
  return (
    <Page title="Tracciamento spese" intro="Scopri dove vanno i tuoi soldi ogni mese, con la regola 50/30/20.">
      {/* grid-cols-1 (minmax(0, 1fr)): the column may be narrower than its widest content at 360 px. */}
      <div className="grid grid-cols-1 gap-6">
        <section aria-labelledby="why" className="grid gap-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 id="why" className="text-lg font-semibold text-slate-900">
              Come funziona
            </h2>
            <ul className="mt-2 grid gap-2">
              {POINTS.map((p) => (
                <li key={p} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <LinkButton href="/login" size="lg">
              Registrati gratis per iniziare
            </LinkButton>
            <LinkButton href="/login" variant="ghost" size="sm">
              Hai già un account? Accedi
            </LinkButton>
          </div>
        </section>

        <section aria-labelledby="sample" className="grid grid-cols-1 gap-4">
          <div>
            <h2 id="sample" className="text-lg font-semibold text-slate-900">
              Un mese di esempio
            </h2>
            <p className="text-sm text-slate-600">Dati di esempio di una famiglia con 2.000 € di reddito netto: nulla viene salvato.</p>
          </div>
          <SummaryCards totals={monthTotals(SAMPLE)} count={SAMPLE.length} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ul aria-label="Spese di esempio" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {SAMPLE.map((e) => (
                <li key={e.id} className="flex items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{e.description}</p>
                    <p className="flex items-center gap-2 text-sm text-slate-600">
                      {italianDate(e.date)} <Badge>{EXPENSE_CATEGORY_LABELS[e.category]}</Badge>
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatEuro(e.amount)}</p>
                </li>
              ))}
            </ul>
            <BudgetChart totals={monthTotals(SAMPLE)} budget={SAMPLE_BUDGET} description="Quanto di ogni quota del budget 50/30/20 ha usato la famiglia di esempio." />
          </div>
        </section>
        <ExpenseTips />
      </div>
    </Page>
  );
}
