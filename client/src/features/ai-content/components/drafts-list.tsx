import { formatDateTime } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ArticleContent } from "@/features/blog";
import { useAiDrafts } from "../api";
import { DraftActions } from "./draft-actions";
import { SeoScoreBadge } from "./seo-score-badge";

/** AI drafts waiting for the administrator: not on the blog until 'Pubblica'. */
export function DraftsList() {
  const { data, isLoading, isError } = useAiDrafts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bozze generate</CardTitle>
        <p className="mt-1 text-sm text-slate-600">Gli articoli generati restano bozze, invisibili ai lettori, finché non li pubblichi.</p>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner label="Caricamento bozze..." />}
        {isError && <p className="text-sm text-red-700">Impossibile caricare le bozze.</p>}
        {data && data.length === 0 && <p className="text-sm text-slate-600">Nessuna bozza da pubblicare.</p>}
        {data && data.length > 0 && (
          <ul className="grid grid-cols-1 gap-3">
            {data.map((d) => (
              <li key={d.id} data-testid="ai-draft" className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <SeoScoreBadge score={d.seoScore} />
                  <span className="text-xs text-slate-600">
                    {formatDateTime(d.updatedAt)} · {d.readTime} min
                  </span>
                </div>
                <p className="mt-1 font-semibold text-slate-900">{d.title}</p>
                <p className="text-sm text-slate-700">{d.excerpt}</p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-brand-800">Anteprima</summary>
                  <div className="mt-2 max-h-96 overflow-y-auto rounded border border-slate-100 p-2">
                    <ArticleContent html={d.content} />
                  </div>
                </details>
                <div className="mt-3">
                  <DraftActions id={d.id} title={d.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
