import { formatNumber } from "@shared/format";
import type { LiteracyGroup } from "@shared/schemas/literacy";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useLiteracyAdmin } from "../api";

const n2 = (n: number) => formatNumber(n, 2);

function GroupRow({ g }: { g: LiteracyGroup }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
        {g.label}
      </th>
      <td className="py-2 pr-3">{formatNumber(g.users)}</td>
      {g.hidden || !g.first || !g.latest ? (
        <td colSpan={3} className="py-2 text-slate-500">
          Gruppo troppo piccolo: dati nascosti
        </td>
      ) : (
        <>
          <td className="py-2 pr-3">
            {n2(g.first.total)} → {n2(g.latest.total)}
            <span className="block text-xs text-slate-500">
              C {n2(g.first.knowledge)} → {n2(g.latest.knowledge)} · Co {n2(g.first.behaviour)} → {n2(g.latest.behaviour)} · A {n2(g.first.attitude)} → {n2(g.latest.attitude)}
            </span>
          </td>
          <td className="py-2 pr-3">{g.gain ? n2(g.gain.mean) : "—"}</td>
          <td className="py-2">{g.gain ? `${n2(g.gain.low)} – ${n2(g.gain.high)}` : "—"}</td>
        </>
      )}
    </tr>
  );
}

/** Admin tab "Apprendimento": learning gains from the literacy check, aggregates only (docs/literacy.md). */
export default function LiteracyAdminTab() {
  const { data, isLoading, error } = useLiteracyAdmin();
  if (isLoading) return <Spinner label="Caricamento dei check-up..." />;
  if (error || !data) return <p className="text-red-700">{errorMessage(error)}</p>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apprendimento: check-up di alfabetizzazione finanziaria</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-slate-700">
          {formatNumber(data.usersWithOneCheck)} utenti hanno fatto almeno un check-up, {formatNumber(data.usersWithTwoChecks)} almeno due. Guadagno medio = ultimo
          punteggio meno il primo, per persona, con intervallo di confidenza al 95%. I gruppi con meno di {data.minGroupSize} persone sono nascosti.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="pb-2 pr-3">Gruppo (corso completato tra i due check-up)</th>
                <th scope="col" className="pb-2 pr-3">Persone</th>
                <th scope="col" className="pb-2 pr-3">Primo → ultimo (su 21)</th>
                <th scope="col" className="pb-2 pr-3">Guadagno medio</th>
                <th scope="col" className="pb-2">IC 95%</th>
              </tr>
            </thead>
            <tbody>
              {data.groups.map((g) => (
                <GroupRow key={g.courseId ?? "tutti"} g={g} />
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
