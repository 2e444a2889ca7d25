import { formatDateTime, formatNumber } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { errorMessage } from "@/lib/api";
import { useAdminHealth } from "../api";

function megabytes(bytes: number | null): string {
  return bytes === null ? "—" : `${formatNumber(bytes / 1_048_576, 1)} MB`;
}

/** The "Stato" tab: what went wrong or is late (docs/operations.md). */
export function HealthTab() {
  const { data: h, isLoading, error } = useAdminHealth();
  if (isLoading) return <Spinner label="Controllo dello stato..." />;
  if (error || !h) return <p className="text-red-700">{errorMessage(error)}</p>;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="E-mail fallite" value={formatNumber(h.mail.failed)} />
        <StatCard label="E-mail in attesa di nuovo tentativo" value={formatNumber(h.mail.waitingRetry)} />
        <StatCard label="E-mail in ritardo" value={formatNumber(h.mail.overdue)} note={h.mail.oldestOverdueAt ? `La più vecchia dal ${formatDateTime(h.mail.oldestOverdueAt)}` : undefined} />
        <StatCard
          label="Articoli programmati non pubblicati"
          value={formatNumber(h.articles.missedSchedule)}
          note={h.articles.oldestMissedAt ? `Previsto il ${formatDateTime(h.articles.oldestMissedAt)}` : undefined}
        />
        <StatCard label="Eventi interni in coda" value={formatNumber(h.events.pending)} />
        <StatCard label="Eventi interni falliti" value={formatNumber(h.events.failed)} note="Non applicati dopo l'ultimo tentativo" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Lavori in background</CardTitle>
        </CardHeader>
        <CardContent>
          {h.jobs.length === 0 ? (
            <p className="text-slate-600">Nessun lavoro ha ancora girato su questo database.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Lavori in background">
              {h.jobs.map((j) => (
                <li key={j.name} className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{j.name}</span>
                    {j.late ? <Badge tone="danger">In ritardo</Badge> : <Badge tone="brand">Regolare</Badge>}
                  </p>
                  <p className="text-slate-700">Ultimo successo: {j.lastSuccessAt ? formatDateTime(j.lastSuccessAt) : "mai"}</p>
                  {j.lastErrorAt && <p className="break-words text-red-700">{`Ultimo errore il ${formatDateTime(j.lastErrorAt)}: ${j.lastError ?? ""}`}</p>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Database</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-slate-700">
          <p>{h.database.label}</p>
          <p>Dimensione: {megabytes(h.database.sizeBytes)}</p>
          <p>Controllato il {formatDateTime(h.checkedAt)}</p>
        </CardContent>
      </Card>
    </div>
  );
}
