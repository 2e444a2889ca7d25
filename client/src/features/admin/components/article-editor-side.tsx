import type { AdminArticle, ArticleSeo } from "@shared/schemas/blog-editor";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { ArticleContent } from "@/features/blog";
import { SeoScoreBadge } from "@/features/ai-content";
import type { LivePreview } from "./article-editor-state";

// The article editor's side column (docs/blog.md, "Editor"): the SEO score's checks, the preview
// as readers will see it, and the saved revisions.

export function SeoCard({ seo }: { seo: ArticleSeo | null }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Punteggio SEO</CardTitle>
        <SeoScoreBadge score={seo?.score ?? null} />
      </CardHeader>
      <CardContent>
        {seo && (
          <ul className="grid gap-1 text-sm" aria-label="Controlli SEO">
            {seo.checks.map((c) => (
              <li key={c.id} className="flex justify-between gap-2">
                <span>{c.label}</span>
                <span className={c.points === c.max ? "text-green-700" : "text-slate-600"}>
                  {c.points}/{c.max}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function PreviewCard({ preview }: { preview: LivePreview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Anteprima</CardTitle>
      </CardHeader>
      <CardContent aria-live="polite">
        {preview.error && <p className="text-red-700">{errorMessage(preview.error)}</p>}
        {preview.data ? <ArticleContent html={preview.data.html} /> : <p className="text-slate-600">L'anteprima compare mentre scrivi.</p>}
      </CardContent>
    </Card>
  );
}

const revisionDate = new Intl.DateTimeFormat("it-IT", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" });

export function RevisionsCard({ article, busy, onRestore }: { article: AdminArticle; busy: boolean; onRestore: (revisionId: number) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revisioni</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm" aria-label="Revisioni salvate">
          {article.revisions.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {revisionDate.format(new Date(r.createdAt))}
                {r.authorEmail ? ` · ${r.authorEmail}` : ""} {i === 0 && "(attuale)"}
              </span>
              {i > 0 && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onRestore(r.id)}>
                  Ripristina
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
