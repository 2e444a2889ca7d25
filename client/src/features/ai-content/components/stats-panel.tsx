import { formatDateTime, formatNumber } from "@shared/format";
import { Spinner } from "@/components/ui/spinner";
import { Badge } from "@/components/ui/badge";
import { StatCard } from "@/components/ui/stat-card";
import { useAiStats } from "../api";
import { SeoScoreBadge } from "./seo-score-badge";

const seconds = (ms: number | null) => (ms === null ? "–" : `${formatNumber(ms / 1000, 1)} s`);

/** Statistics from the generation log: counts, average SEO score and duration, latest attempts. */
export function StatsPanel() {
  const { data: s, isLoading, isError } = useAiStats();
  if (isLoading) return <Spinner label="Caricamento statistiche..." />;
  if (isError || !s) return <p className="text-sm text-red-700">Impossibile caricare le statistiche.</p>;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Generazioni" value={formatNumber(s.total)} note={`${formatNumber(s.errors)} non riuscite`} />
        <StatCard label="Punteggio SEO medio" value={s.averageSeoScore === null ? "–" : `${s.averageSeoScore}/100`} />
        <StatCard label="Durata media" value={seconds(s.averageDurationMs)} />
        <StatCard label="Bozze / pubblicati" value={`${formatNumber(s.drafts)} / ${formatNumber(s.published)}`} />
      </div>
      <section aria-label="Ultime generazioni" className="rounded-xl border border-slate-200 bg-white p-4">
        <h4 className="font-semibold text-slate-900">Ultime generazioni</h4>
        {s.last.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nessuna generazione ancora.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {s.last.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium text-slate-900">{g.keyword}</span>
                <Badge>{g.mode === "bulk" ? "Bulk" : "Singolo"}</Badge>
                {g.status === "ok" ? <SeoScoreBadge score={g.seoScore} /> : g.status === "pending" ? <Badge tone="info">In corso</Badge> : <Badge tone="danger">Errore</Badge>}
                <span className="text-slate-600">
                  {formatDateTime(g.createdAt)} · {seconds(g.durationMs)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
