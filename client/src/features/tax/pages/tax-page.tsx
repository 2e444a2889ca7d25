import { useState } from "react";
import { Link } from "wouter";
import { DEDUCTION_MESSAGES, type DeductionSummary } from "@shared/schemas/deductions";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/form/field";
import { Select } from "@/components/ui/input";
import { errorMessage, hasErrorCode } from "@/lib/api";
import { useDeductionSummary } from "../api";
import { downloadCsv } from "../csv";
import { ExcludedList, SummaryTable } from "../components/summary-table";

const FIRST_YEAR = 2020;

function PremiumNote({ message }: { message: string }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm print:hidden">
      {message}{" "}
      <Link href="/subscribe" className="font-medium underline">
        Passa a Premium
      </Link>
    </p>
  );
}

function SummaryView({ summary }: { summary: DeductionSummary }) {
  return (
    <div className="grid gap-6">
      {!summary.detailed && <PremiumNote message={DEDUCTION_MESSAGES.freeTotalsOnly} />}
      <SummaryTable summary={summary} />
      <ExcludedList excluded={summary.excluded} />
      {summary.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {summary.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>Stampa la lista per il CAF</Button>
        <Button variant="outline" onClick={() => downloadCsv(summary)}>
          Scarica CSV
        </Button>
      </div>
    </div>
  );
}

/** /tax: the 730 summary of a year, printable for the CAF and downloadable as CSV (docs/tax.md, "La pagina /tax"). */
export default function TaxPage() {
  const current = new Date().getFullYear();
  const [year, setYear] = useState(current);
  const summary = useDeductionSummary(year);
  const years = Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => current - i);
  return (
    <Page title="Il 730: spese detraibili" intro="Le spese che hai segnato come detraibili, per familiare e tipo, con il risparmio stimato.">
      <div className="grid gap-6">
        <Field id="tax-year" label="Anno d'imposta" className="max-w-xs print:hidden">
          {(control) => (
            <Select {...control} value={year} onChange={(ev) => setYear(Number(ev.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {summary.isPending && <p role="status">Caricamento...</p>}
        {summary.isError &&
          (hasErrorCode(summary.error, "premium_required") ? <PremiumNote message={DEDUCTION_MESSAGES.pastYearsPremium} /> : <p role="alert">{errorMessage(summary.error)}</p>)}
        {summary.data && <SummaryView summary={summary.data} />}
      </div>
    </Page>
  );
}
