import { useCallback, useState, type FormEvent } from "react";
import type { AssegnoUnicoEstimate } from "@shared/schemas/benefits";
import { formatEuro } from "@shared/money";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { useAssegnoUnicoEstimate } from "../api";
import { TextField } from "./text-field";
import { useAuUrlValues } from "./au-url";

type ChildRow = { age: string; disability: boolean };

/** The Assegno unico estimate from the estimated or a typed ISEE (docs/benefits.md, "Assegno unico"). */
export function AssegnoUnicoSection({ estimatedIsee }: { estimatedIsee: string | null }) {
  const [isee, setIsee] = useState("");
  const [children, setChildren] = useState<ChildRow[]>([{ age: "", disability: false }]);
  const [bothParentsWork, setBothParentsWork] = useState(false);
  const estimate = useAssegnoUnicoEstimate();
  // The assistant's link opens the form prefilled (docs/benefits.md, "Parametri nell'indirizzo").
  useAuUrlValues(
    useCallback((v) => {
      if (v.isee) setIsee(v.isee);
      if (v.children) setChildren(Array.from({ length: v.children }, () => ({ age: "", disability: false })));
    }, []),
  );
  const iseeValue = isee.trim() !== "" ? isee : (estimatedIsee ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    estimate.mutate({ isee: iseeValue, children: children.map((c) => ({ age: c.age.trim() === "" ? "x" : c.age, disability: c.disability })), bothParentsWork });
  };
  const update = (i: number, patch: Partial<ChildRow>) => setChildren((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <section aria-labelledby="au-title" className="space-y-4">
      <h2 id="au-title" className="text-xl font-semibold text-slate-900">
        Stima dell'Assegno unico
      </h2>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField id="au-isee" label="ISEE (€)" hint={estimatedIsee ? `Vuoto: si usa l'ISEE per le prestazioni familiari stimato qui sopra (${formatEuro(estimatedIsee)})` : "Scrivi il tuo ISEE o stimalo qui sopra"} value={isee} onChange={setIsee} />
        {children.map((c, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-3">
            <TextField id={`au-child-${i}-age`} label={`Età del figlio ${i + 1} (anni)`} numeric="numeric" value={c.age} onChange={(age) => update(i, { age })} />
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:mt-7">
              <input type="checkbox" className="h-5 w-5" checked={c.disability} onChange={(e) => update(i, { disability: e.target.checked })} />
              Con disabilità
            </label>
            {i > 0 && (
              <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => setChildren((list) => list.filter((_, j) => j !== i))}>
                Togli il figlio {i + 1}
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" onClick={() => setChildren((list) => [...list, { age: "", disability: false }])} disabled={children.length >= 20}>
          Aggiungi un figlio
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={bothParentsWork} onChange={(e) => setBothParentsWork(e.target.checked)} />
          Lavorano entrambi i genitori
        </label>
        <Button type="submit" disabled={estimate.isPending}>
          Stima l'Assegno unico
        </Button>
        {estimate.isError && <p role="alert" className="text-sm text-red-700">{errorMessage(estimate.error)}</p>}
      </form>
      {estimate.data && <AssegnoUnicoResult result={estimate.data} />}
    </section>
  );
}

function AssegnoUnicoResult({ result }: { result: AssegnoUnicoEstimate }) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-live="polite">
      <p className="text-lg">
        Totale al mese: <strong data-testid="au-total">{formatEuro(result.monthlyTotal)}</strong>
      </p>
      <ul className="space-y-2 text-sm">
        {result.perChild.map((c, i) => (
          <li key={i}>
            <span className="font-medium">Figlio {i + 1} ({c.age} anni): {formatEuro(c.total)}</span>
            <span className="block text-slate-600">{c.lines.map((l) => `${l.label}: ${formatEuro(l.amount)}`).join(" · ")}</span>
          </li>
        ))}
      </ul>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {result.notes.map((n) => <li key={n}>{n}</li>)}
      </ul>
      <h3 className="font-semibold text-slate-900">Cosa ti apre questo ISEE</h3>
      <ul className="space-y-1 text-sm">
        {result.measures.map((m) => (
          <li key={m.name}>
            <strong>{m.name}</strong> — {m.eligible ? "probabilmente sì" : "no, con questo ISEE"}. {m.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}
