import { ArrowLeft } from "lucide-react";
import type { AdminArticle } from "@shared/schemas/blog-editor";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useAdminArticle } from "../blog-api";
import { ArticleStatusBadge } from "./article-status-badge";
import { useCoverUpload, useEditorActions, useEditorDraft, useLivePreview } from "./article-editor-state";
import { EditorFormCard } from "./article-editor-fields";
import { PreviewCard, RevisionsCard, SeoCard } from "./article-editor-side";

// The article editor (docs/blog.md, "Editor"). The preview and the SEO score come from the
// server (the public page's sanitizer, the Prompt Master's rules), a moment after typing stops.
// State and actions live in article-editor-state.ts, the form in article-editor-fields.tsx,
// the SEO/preview/revision cards in article-editor-side.tsx.

export function ArticleEditor({ id, onClose, onCreated }: { id: number | null; onClose: () => void; onCreated: (id: number) => void }) {
  const loaded = useAdminArticle(id);
  if (id !== null && loaded.isLoading) return <Spinner />;
  if (id !== null && loaded.error) return <p className="text-red-700">{errorMessage(loaded.error)}</p>;
  return <EditorForm article={loaded.data ?? null} onClose={onClose} onCreated={onCreated} />;
}

function EditorTopBar({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" onClick={onClose}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Tutti gli articoli
      </Button>
      {article && <ArticleStatusBadge status={article.status} />}
      {article?.status === "published" && (
        <a className="text-sm font-medium text-brand-700 underline" href={`/blog/${article.slug}`} target="_blank" rel="noopener">
          Apri la pagina pubblica
        </a>
      )}
    </div>
  );
}

function EditorForm({ article, onClose, onCreated }: { article: AdminArticle | null; onClose: () => void; onCreated: (id: number) => void }) {
  const draft = useEditorDraft(article);
  const cover = useCoverUpload(article);
  const preview = useLivePreview(draft);
  const actions = useEditorActions({ article, draft, cover, onClose, onCreated });
  const seo = preview.data?.seo ?? article?.seo ?? null;

  return (
    <div className="grid gap-4">
      <EditorTopBar article={article} onClose={onClose} />
      <div className="grid gap-4 lg:grid-cols-2">
        <EditorFormCard article={article} draft={draft} cover={cover} actions={actions} />
        <div className="grid content-start gap-4">
          <SeoCard seo={seo} />
          <PreviewCard preview={preview} />
          {article && article.revisions.length > 0 && <RevisionsCard article={article} busy={actions.busy} onRestore={actions.restore} />}
        </div>
      </div>
    </div>
  );
}
