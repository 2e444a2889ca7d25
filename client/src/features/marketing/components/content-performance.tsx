import { CONTENT_IDEA_STATUSES, CONTENT_IDEA_TYPES, CONTENT_LABELS } from "@shared/schemas/content-hub";
import { formatNumber } from "@shared/format";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { StatCard } from "@/components/ui/stat-card";
import { BarList } from "@/features/analytics";
import { useContentAnalytics } from "../content-api";

const monthFmt = new Intl.DateTimeFormat("it-IT", { month: "short", year: "numeric", timeZone: "UTC" });
/** 'YYYY-MM' → "nov 2026" */
const monthLabel = (key: string) => {
  const [y, m] = key.split("-").map(Number);
  return monthFmt.format(new Date(Date.UTC(y, m - 1, 1)));
};

function Breakdown({ title, rows, total }: { title: string; rows: Array<{ key: string; label: string; value: number }>; total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <BarList rows={rows} total={total} empty="Nessuna idea." />
      </CardContent>
    </Card>
  );
}

export function ContentPerformance() {
  const { data, isLoading, error } = useContentAnalytics();
  if (isLoading) return <Spinner label="Caricamento performance..." />;
  if (error) return <p className="text-red-700">{errorMessage(error)}</p>;
  if (!data) return null;
  const totalIdeas = data.totals.ideas;
  const monthMax = Math.max(0, ...data.subscribersByMonth.map((m) => m.signups));
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Articoli pubblicati" value={formatNumber(data.totals.publishedArticles)} />
        <StatCard label="Visualizzazioni articoli" value={formatNumber(data.totals.articleViews)} />
        <StatCard label="Iscritti attivi" value={formatNumber(data.totals.activeSubscribers)} />
        <StatCard label="Idee in pipeline" value={formatNumber(totalIdeas)} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Articoli più letti</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-2 text-sm" data-testid="top-articles">
              {data.topArticles.map((a, i) => (
                <li key={a.slug} className="flex items-start justify-between gap-3">
                  <Link href={`/blog/${a.slug}`} className="min-w-0 text-slate-800 underline-offset-2 hover:underline">
                    {i + 1}. {a.title}
                  </Link>
                  <span className="shrink-0 text-right text-slate-900">
                    <span className="font-semibold">{formatNumber(a.views)}</span> visite
                    <span className="block text-xs text-slate-600">{formatNumber(a.leads)} lead</span>
                  </span>
                </li>
              ))}
            </ol>
            {data.topArticles.length === 0 && <p className="text-sm text-slate-600">Nessun articolo pubblicato.</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Nuovi iscritti per mese</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1.5 text-sm" data-testid="subscribers-by-month">
              {data.subscribersByMonth.map((m) => (
                <li key={m.month} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2">
                  <span className="text-slate-700">{monthLabel(m.month)}</span>
                  <span className="h-2 rounded-full bg-slate-100" aria-hidden="true">
                    <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${monthMax > 0 ? (m.signups / monthMax) * 100 : 0}%` }} />
                  </span>
                  <span className="text-right font-medium text-slate-900">{formatNumber(m.signups)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Breakdown title="Idee per stato" total={totalIdeas} rows={CONTENT_IDEA_STATUSES.map((s) => ({ key: s, label: CONTENT_LABELS.status[s], value: data.ideasByStatus[s] }))} />
        <Breakdown title="Idee per formato" total={totalIdeas} rows={CONTENT_IDEA_TYPES.map((t) => ({ key: t, label: CONTENT_LABELS.type[t], value: data.ideasByType[t] }))} />
      </div>
    </div>
  );
}
