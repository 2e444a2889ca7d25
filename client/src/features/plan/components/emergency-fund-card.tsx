import { useState } from "react";
import { LifeBuoy } from "lucide-react";
import { EMERGENCY_MONTHS } from "@shared/finance/goals";
import type { EmergencyFund } from "@shared/schemas/goals";
import { formatEuro } from "@shared/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { Spinner } from "@/components/ui/spinner";
import { useEmergencyFund } from "../api";
import { monthName } from "../format";

const CHOICES = Array.from({ length: EMERGENCY_MONTHS.max - EMERGENCY_MONTHS.min + 1 }, (_, i) => EMERGENCY_MONTHS.min + i);

/** The emergency fund sized from the family's own essential spending (docs/plan.md, "Fondo di emergenza"). */
export function EmergencyFundCard() {
  const [months, setMonths] = useState<number | undefined>(undefined);
  const fund = useEmergencyFund(months);
  const data = fund.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="h-5 w-5" aria-hidden /> Fondo di emergenza
        </CardTitle>
        <CardDescription>Una riserva per gli imprevisti: qualche mese di spese essenziali, calcolato dalle tue spese reali.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field id="emergency-months" label="Mesi di spese essenziali da coprire" className="max-w-xs">
          {(control) => (
            <Select {...control} value={String(months ?? data?.months ?? EMERGENCY_MONTHS.default)} onChange={(ev) => setMonths(Number(ev.target.value))}>
              {CHOICES.map((m) => (
                <option key={m} value={String(m)}>
                  {m} mesi
                </option>
              ))}
            </Select>
          )}
        </Field>
        {!data && <Spinner label="Calcolo del fondo di emergenza" />}
        {data && <FundFigures fund={data} />}
      </CardContent>
    </Card>
  );
}

function FundFigures({ fund }: { fund: EmergencyFund }) {
  const { basis } = fund;
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-lg text-slate-900">
        Obiettivo consigliato: <strong>{formatEuro(fund.target)}</strong> ({fund.months} × {formatEuro(fund.monthlyEssential)} al mese)
      </p>
      <p className="text-sm text-slate-700">
        {basis.source === "tracker" ? (
          <>
            Calcolato dalla spesa essenziale (categoria «Necessità») degli ultimi tre mesi completi:{" "}
            {basis.months.map((m, i) => `${monthName(m)} ${formatEuro(basis.totals[i]!)}`).join(", ")}; media {formatEuro(fund.monthlyEssential)} al mese.
          </>
        ) : basis.totals.length > 0 ? (
          <>Il tracker non ha ancora tre mesi completi di spese essenziali: usiamo le necessità del tuo budget salvato, {formatEuro(basis.totals[0]!)} al mese.</>
        ) : (
          <>Registra le spese essenziali di tre mesi o salva un budget: il fondo sarà calcolato su quelle cifre.</>
        )}
      </p>
      <p className="text-sm text-slate-700">
        <strong>Perché con un solo reddito servono più mesi?</strong> Se entra un solo stipendio, perderlo ferma tutte le entrate della famiglia insieme, e trovare un
        nuovo lavoro può richiedere mesi: per questo consigliamo almeno 6 mesi, contro 3 per una famiglia con due redditi.
        {fund.singleIncome === true && " Nel profilo hai indicato un solo reddito."}
        {fund.singleIncome === false && " Nel profilo hai indicato due redditi."}
      </p>
    </div>
  );
}
