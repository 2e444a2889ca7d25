import { Link } from "wouter";
import { formatEuro } from "@shared/money";
import { CONTENT_IDEA_STATUSES, CONTENT_LABELS, type ContentIdea, type ContentIdeaStatus } from "@shared/schemas/content-hub";
import { formatNumber } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";

const STATUS_TONE = { idea: "neutral", in_progress: "warning", published: "brand" } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** One idea of the pipeline: its details, the real performance of its article, and the status control. */
export function ContentIdeaCard({ idea, onStatus, pending }: { idea: ContentIdea; onStatus: (status: ContentIdeaStatus) => void; pending: boolean }) {
  const selectId = `idea-status-${idea.id}`;
  const p = idea.performance;
  return (
    <Card data-testid="content-idea">
      <CardContent className="grid gap-3 p-4 pt-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="info">{CONTENT_LABELS.type[idea.type]}</Badge>
          <Badge tone={STATUS_TONE[idea.status]}>{CONTENT_LABELS.status[idea.status]}</Badge>
          {idea.isSample && <Badge>Esempio</Badge>}
        </div>
        <h3 className="font-semibold leading-snug text-slate-900">{idea.title}</h3>
        <dl className="grid gap-1 text-sm text-slate-700">
          <div>
            <dt className="inline">Parola chiave: </dt>
            <dd className="inline font-medium text-slate-900">{idea.targetKeyword}</dd>
          </div>
          <div>
            <dt className="inline">Difficoltà: </dt>
            <dd className="inline">{CONTENT_LABELS.difficulty[idea.difficulty]}</dd>
            <span aria-hidden="true"> · </span>
            <dt className="inline">Potenziale di conversione: </dt>
            <dd className="inline">{CONTENT_LABELS.conversion[idea.conversionPotential]}</dd>
          </div>
          <div>
            <dt className="inline">Traffico stimato: </dt>
            <dd className="inline">{formatNumber(idea.expectedTraffic)} visite/mese</dd>
          </div>
          {idea.topic && (
            <div>
              <dt className="inline">Argomento: </dt>
              <dd className="inline">{idea.topic}</dd>
            </div>
          )}
        </dl>
        {p && idea.article ? (
          <div className="grid gap-2">
            <p className="text-sm text-slate-700">
              Articolo:{" "}
              <Link href={`/blog/${idea.article.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
                {idea.article.title}
              </Link>
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Risultati reali dell'articolo">
              <Figure label="Visualizzazioni" value={formatNumber(p.views)} />
              <Figure label="Lead" value={formatNumber(p.leads)} />
              <Figure label="Premium" value={formatNumber(p.sales)} />
              <Figure label="Ricavi/mese" value={formatEuro(p.revenue)} />
            </dl>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Nessun articolo collegato: i risultati compariranno dopo la pubblicazione.</p>
        )}
        <div className="max-w-56">
          <Label htmlFor={selectId}>Stato</Label>
          <Select id={selectId} value={idea.status} disabled={pending} onChange={(e) => onStatus(e.target.value as ContentIdeaStatus)}>
            {CONTENT_IDEA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONTENT_LABELS.status[s]}
              </option>
            ))}
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
