import { useState, type FormEvent } from "react";
import type { TfrComparison } from "@shared/schemas/benefits";
import { formatEuro } from "@shared/money";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { useTfrComparison } from "../api";
import { TextField } from "../components/text-field";

/** /calcolatori/tfr: the TFR left in the company against a pension fund (docs/benefits.md, "TFR in azienda o nel fondo"). */
export default function TfrPage() {
  const [values, setValues] = useState({ grossSalary: "30.000", years: "30", fundReturn: "4", inflation: "2" });
  const compare = useTfrComparison();
  const set = (key: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    compare.mutate(values);
  };
  return (
    <Page title="TFR in azienda o nel fondo pensione" intro="Quanto ti resta, netto, lasciando il TFR in azienda o versandolo in un fondo pensione, con le ipotesi scritte in chiaro.">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField id="tfr-salary" label="Retribuzione lorda annua (€)" value={values.grossSalary} onChange={set("grossSalary")} />
        <TextField id="tfr-years" label="Anni alla pensione" numeric="numeric" value={values.years} onChange={set("years")} />
        <TextField id="tfr-return" label="Rendimento annuo atteso del fondo (%)" value={values.fundReturn} onChange={set("fundReturn")} />
        <TextField id="tfr-inflation" label="Inflazione annua (%)" value={values.inflation} onChange={set("inflation")} />
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={compare.isPending}>
          Confronta
        </Button>
        {compare.isError && <p role="alert" className="text-sm text-red-700 sm:col-span-2">{errorMessage(compare.error)}</p>}
      </form>
      {compare.data && <TfrResult result={compare.data} />}
    </Page>
  );
}

function TfrResult({ result }: { result: TfrComparison }) {
  const side = (title: string, s: TfrComparison["company"], id: string) => (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-2xl font-bold" data-testid={id}>{formatEuro(s.net)}</p>
      <p className="text-sm text-slate-600">netti; lordi {formatEuro(s.gross)}, tasse alla fine {formatEuro(s.tax)}</p>
    </div>
  );
  return (
    <section aria-labelledby="tfr-result" className="mt-6 space-y-4" aria-live="polite">
      <h2 id="tfr-result" className="text-xl font-semibold text-slate-900">Al pensionamento</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {side("TFR in azienda", result.company, "tfr-company-net")}
        {side("Fondo pensione", result.fund, "tfr-fund-net")}
      </div>
      <h3 className="font-semibold text-slate-900">Ipotesi</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {result.assumptions.map((a) => <li key={a}>{a}</li>)}
      </ul>
    </section>
  );
}
