import type { GeneratedContent } from "@shared/schemas/ai-content";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ArticleContent } from "@/features/blog";
import { DraftActions } from "./draft-actions";
import { SeoScoreBadge } from "./seo-score-badge";

/** The article just generated: data for the blog, the SEO checks and a preview, with publish and delete. */
export function GeneratedResult({ result, onDone }: { result: GeneratedContent; onDone: () => void }) {
  return (
    <Card data-testid="generated-result">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="info">Bozza</Badge>
          <SeoScoreBadge score={result.seoScore} />
          <span className="text-sm text-slate-600">{result.readTime} min di lettura</span>
        </div>
        <CardTitle className="mt-2 text-xl">{result.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <dl className="grid grid-cols-1 gap-2 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Meta description ({result.metaDescription.length} caratteri)</dt>
            <dd className="text-slate-700">{result.metaDescription}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Indirizzo</dt>
            <dd className="break-all text-slate-700">/blog/{result.slug}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Estratto</dt>
            <dd className="text-slate-700">{result.excerpt}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Parole chiave</dt>
            <dd className="mt-1 flex flex-wrap gap-1">
              {result.keywords.map((k) => (
                <Badge key={k}>{k}</Badge>
              ))}
            </dd>
          </div>
        </dl>
        <section aria-label="Controlli SEO">
          <h4 className="text-sm font-semibold text-slate-900">Punteggio SEO calcolato dal server</h4>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {result.seoChecks.map((c) => (
              <li key={c.id} className={c.points === c.max ? "text-green-800" : "text-slate-600"}>
                <span aria-hidden="true">{c.points === c.max ? "✓" : "✗"}</span> {c.label}: {c.points}/{c.max}
              </li>
            ))}
          </ul>
        </section>
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">Anteprima dell'articolo</summary>
          <div className="mt-2 max-h-[32rem] overflow-y-auto">
            <ArticleContent html={result.content} />
          </div>
        </details>
        <DraftActions id={result.draftId} title={result.title} onDone={onDone} />
      </CardContent>
    </Card>
  );
}
