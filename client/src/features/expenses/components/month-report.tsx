import { Lock } from "lucide-react";
import { formatCents, formatEuro, toCents } from "@shared/money";
import { formatPercent } from "@shared/format";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { EXPENSE_SUBCATEGORY_LABELS } from "@shared/expense-subcategories";
import { yearMonthOf } from "@shared/calendar";
import { italianDate } from "@shared/schemas/expenses";
import type { ExpenseReport } from "@shared/schemas/expense-report";
import { errorMessage } from "@/lib/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { useMonthReport, type YearMonth } from "../api";
import { monthLabel } from "../month";
import { BarList, NumbersTable, TrendChart } from "./report-charts";

const BUCKET_BAR = { necessita: "bg-sky-600", desideri: "bg-fuchsia-600", risparmi: "bg-emerald-600" } as const;
const shortMonth = new Intl.DateTimeFormat("it-IT", { month: "short", timeZone: "UTC" });
const monthShort = (key: string) => {
  const { year, month } = yearMonthOf(`${key}-01`);
  return shortMonth.format(new Date(Date.UTC(year, month - 1, 15)));
};
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/**
 * The month report (docs/expenses.md): Premium sees every part; a free user sees the current
 * month's bucket totals and a preview of the rest.
 */
export function MonthReport({ shown, isCurrent, isPremium, splitLabel = "50/30/20" }: { shown: YearMonth; isCurrent: boolean; isPremium: boolean; splitLabel?: string }) {
  const enabled = isPremium || isCurrent;
  const report = useMonthReport(shown, enabled);
  return (
    <section aria-labelledby="report-title" className="grid gap-4">
      <h2 id="report-title" className="text-lg font-semibold text-slate-900">
        Report di {monthLabel(shown).toLowerCase()}
      </h2>
      {!enabled ? (
        <LockedPreview splitLabel={splitLabel} />
      ) : report.isLoading ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : report.isError || !report.data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Impossibile caricare il report: {errorMessage(report.error)}
        </p>
      ) : (
        <ReportBody report={report.data} splitLabel={splitLabel} />
      )}
    </section>
  );
}

/** splitLabel: the family's split, "60/25/15" (docs/plan.md, "La ripartizione della famiglia"). */
function ReportBody({ report, splitLabel }: { report: ExpenseReport; splitLabel: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Per categoria {splitLabel}</CardTitle>
          <CardDescription>Totale del mese: {formatEuro(report.total)} in {report.count} spese.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <BarList bars={report.byBucket.map((b) => ({ label: EXPENSE_CATEGORY_LABELS[b.bucket], cents: toCents(b.total), className: BUCKET_BAR[b.bucket] }))} />
          <NumbersTable
            caption={`Spese per categoria ${splitLabel} e quota del budget`}
            head={["Categoria", "Speso", "Budget"]}
            rows={report.byBucket.map((b) => [EXPENSE_CATEGORY_LABELS[b.bucket], formatEuro(b.total), b.budget ? formatEuro(b.budget) : "—"])}
          />
        </CardContent>
      </Card>
      {report.locked ? (
        <LockedPreview splitLabel={splitLabel} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Per tipo di spesa</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {report.bySubcategory!.length === 0 ? (
                <p className="text-slate-600">Nessuna spesa in questo mese.</p>
              ) : (
                <>
                  <BarList bars={report.bySubcategory!.map((s) => ({ label: EXPENSE_SUBCATEGORY_LABELS[s.subcategory], cents: toCents(s.total) }))} />
                  <NumbersTable
                    caption="Spese per tipo di spesa"
                    head={["Tipo di spesa", "Spese", "Totale"]}
                    rows={report.bySubcategory!.map((s) => [EXPENSE_SUBCATEGORY_LABELS[s.subcategory], s.count, formatEuro(s.total)])}
                  />
                </>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Andamento degli ultimi sei mesi</CardTitle>
              {report.previous && (
                <CardDescription>
                  Rispetto a {monthLabel(yearMonthOf(`${report.previous.month}-01`)).toLowerCase()}: {signed(toCents(report.previous.change))}
                  {report.previous.changePercent !== null && ` (${report.previous.changePercent > 0 ? "+" : ""}${formatPercent(report.previous.changePercent, 1)})`}
                </CardDescription>
              )}
            </CardHeader>
            <CardContent className="grid gap-4">
              <TrendChart points={report.trend!.map((p) => ({ label: monthShort(p.month), total: p.total }))} />
              <NumbersTable
                caption="Totale speso negli ultimi sei mesi"
                head={["Mese", "Totale"]}
                rows={report.trend!.map((p) => [monthLabel(yearMonthOf(`${p.month}-01`)), formatEuro(p.total)])}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Le spese più grandi</CardTitle>
            </CardHeader>
            <CardContent>
              {report.largest!.length === 0 ? (
                <p className="text-slate-600">Nessuna spesa in questo mese.</p>
              ) : (
                <NumbersTable
                  caption="Le spese più grandi del mese"
                  head={["Spesa", "Data", "Importo"]}
                  rows={report.largest!.map((e) => [e.description, italianDate(e.date), formatEuro(e.amount)])}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

/** What Premium adds, shown to free users as a preview (no data of theirs is needed for it). */
function LockedPreview({ splitLabel }: { splitLabel: string }) {
  return (
    <Card className="relative overflow-hidden">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock aria-hidden className="h-5 w-5 text-amber-600" /> Report dettagliati con Premium
        </CardTitle>
        <CardDescription>
          Spese per tipo (spesa alimentare, bollette, ristoranti…), andamento degli ultimi sei mesi, le spese più grandi e il confronto con il mese
          precedente, per ogni mese. Con il piano gratuito vedi i totali {splitLabel} del mese corrente.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* Blurred, not faded: its text keeps full contrast (axe checks it even when hidden from screen readers). */}
        <div aria-hidden="true" className="pointer-events-none select-none blur-[2px]">
          <BarList
            bars={[
              { label: "Casa e affitto", cents: 65000 },
              { label: "Spesa alimentare", cents: 31240 },
              { label: "Bollette", cents: 11840 },
              { label: "Ristoranti", cents: 5600 },
            ]}
          />
        </div>
        <LinkButton href="/subscribe" variant="premium" className="justify-self-start">
          Prova Premium
        </LinkButton>
      </CardContent>
    </Card>
  );
}
