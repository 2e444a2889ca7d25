import { Magnet } from "lucide-react";
import { formatEuroRounded } from "@shared/money";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { StatCard } from "@/components/ui/stat-card";
import { useLeadMagnets } from "../content-api";

/** The site's real lead sources with their signups, then the sample guide prices (docs/content-hub.md) as marketing copy. */
export function ContentLeadMagnets() {
  const { data, isLoading, error } = useLeadMagnets();
  if (isLoading) return <Spinner label="Caricamento lead magnet..." />;
  if (error) return <p className="text-red-700">{errorMessage(error)}</p>;
  if (!data) return null;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label="Iscrizioni totali" value={formatNumber(data.totals.signups)} />
        <StatCard label="Iscritti attivi" value={formatNumber(data.totals.active)} note="Non disiscritti" />
        <StatCard label="Ultimi 30 giorni" value={formatNumber(data.totals.last30Days)} />
      </div>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Lead magnet del sito">
        {data.magnets.map((m) => (
          <li key={m.key}>
            <Card className="h-full" data-testid="lead-magnet">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Magnet className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {m.name}
                </CardTitle>
                <CardDescription>
                  {m.description} <span className="whitespace-nowrap">Dove: {m.location}</span>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  {(
                    [
                      ["Iscrizioni", m.signups],
                      ["Attivi", m.active],
                      ["30 giorni", m.last30Days],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-slate-600">{label}</dt>
                      <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="sample-guides-title" className="rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4 sm:p-5">
        <h3 id="sample-guides-title" className="font-semibold text-slate-900">
          Guide di esempio (testi promozionali)
        </h3>
        <p className="mt-1 text-sm text-slate-700">Prezzi indicativi usati come testo di marketing: non sono prodotti in vendita né dati misurati.</p>
        <ul className="mt-3 grid gap-2">
          {data.sampleGuides.map((g) => (
            <li key={g.title} className="flex items-start justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm">
              <span className="text-slate-800">{g.title}</span>
              <span className="shrink-0 font-semibold text-slate-900">{formatEuroRounded(g.priceEur)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
