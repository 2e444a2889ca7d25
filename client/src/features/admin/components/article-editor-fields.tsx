import type { ReactNode } from "react";
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from "@shared/schemas/blog";
import { EDITOR_LIMITS, type AdminArticle } from "@shared/schemas/blog-editor";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Input, Label, Select, Textarea } from "@/components/ui/input";
import type { CoverUpload, EditorActions, EditorDraft } from "./article-editor-state";

// The article editor's form (docs/blog.md, "Editor"): the text fields, the cover, the SEO fields,
// the schedule and the save buttons.

function Row({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

function TextFields({ article, draft }: { article: AdminArticle | null; draft: EditorDraft }) {
  const { form, set, slug } = draft;
  return (
    <>
      <div>
        <Label htmlFor="ed-title">Titolo</Label>
        <Input id="ed-title" value={form.title} maxLength={EDITOR_LIMITS.title} required onChange={(e) => set("title", e.target.value)} />
      </div>
      <div>
        <Label htmlFor="ed-slug">Slug (indirizzo)</Label>
        <Input id="ed-slug" value={slug} maxLength={EDITOR_LIMITS.slug} aria-describedby="ed-slug-hint" onChange={(e) => draft.editSlug(e.target.value)} />
        <p id="ed-slug-hint" className="mt-1 text-sm break-all text-slate-600">
          /blog/{slug || "…"} {article && article.slug !== slug && "— il vecchio indirizzo rimanderà a questo (301)"}
        </p>
      </div>
      <div>
        <Label htmlFor="ed-excerpt">Riassunto</Label>
        <Textarea id="ed-excerpt" value={form.excerpt} maxLength={EDITOR_LIMITS.excerpt} required onChange={(e) => set("excerpt", e.target.value)} />
      </div>
      <Row>
        <div>
          <Label htmlFor="ed-category">Categoria</Label>
          <Select id="ed-category" value={form.category} onChange={(e) => set("category", e.target.value as BlogCategory)}>
            {BLOG_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {BLOG_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="ed-tags">Tag (separati da virgole)</Label>
          <Input id="ed-tags" value={form.tags} aria-describedby="ed-tags-hint" onChange={(e) => set("tags", e.target.value)} />
          <p id="ed-tags-hint" className="mt-1 text-sm text-slate-600">
            Il primo tag è la parola chiave del punteggio SEO.
          </p>
        </div>
      </Row>
    </>
  );
}

function CoverFields({ draft, cover }: { draft: EditorDraft; cover: CoverUpload }) {
  return (
    <Row>
      <div>
        <Label htmlFor="ed-cover">Immagine di copertina (max 2 MB)</Label>
        <FileInput
          key={cover.field}
          id="ed-cover"
          accept="image/jpeg,image/png,image/webp,image/gif"
          buttonLabel="Scegli l'immagine"
          aria-invalid={Boolean(cover.error)}
          aria-describedby={cover.error ? "ed-cover-error" : undefined}
          onChange={(e) => void cover.choose(e.target.files?.[0])}
        />
        {cover.error && (
          <p id="ed-cover-error" role="alert" className="mt-1 text-sm text-red-700">
            {cover.error}
          </p>
        )}
        {cover.preview && (
          <div className="mt-2 flex items-center gap-2">
            <img src={cover.preview} alt="" className="h-16 w-28 rounded object-cover" />
            <Button variant="outline" size="sm" onClick={cover.remove}>
              Rimuovi copertina
            </Button>
          </div>
        )}
      </div>
      <div>
        <Label htmlFor="ed-alt">Testo alternativo della copertina</Label>
        <Input id="ed-alt" value={draft.form.coverAlt} maxLength={EDITOR_LIMITS.alt} onChange={(e) => draft.set("coverAlt", e.target.value)} />
      </div>
    </Row>
  );
}

function BodyAndSeoFields({ draft }: { draft: EditorDraft }) {
  const { form, set } = draft;
  return (
    <>
      <div>
        <Label htmlFor="ed-body">Testo (Markdown)</Label>
        <Textarea id="ed-body" value={form.body} className="min-h-80 font-mono text-sm" onChange={(e) => set("body", e.target.value)} />
      </div>
      <Row>
        <div>
          <Label htmlFor="ed-seo-title">Titolo SEO</Label>
          <Input id="ed-seo-title" value={form.seoTitle} maxLength={EDITOR_LIMITS.seoTitle} onChange={(e) => set("seoTitle", e.target.value)} />
        </div>
        <div>
          <Label htmlFor="ed-seo-description">Descrizione SEO</Label>
          <Textarea id="ed-seo-description" value={form.seoDescription} maxLength={EDITOR_LIMITS.seoDescription} onChange={(e) => set("seoDescription", e.target.value)} />
        </div>
      </Row>
      <div>
        <Label htmlFor="ed-schedule">Data e ora di pubblicazione (per programmare)</Label>
        <Input id="ed-schedule" type="datetime-local" value={form.scheduledAt} onChange={(e) => set("scheduledAt", e.target.value)} />
      </div>
    </>
  );
}

function EditorButtons({ article, actions }: { article: AdminArticle | null; actions: EditorActions }) {
  const { busy, save } = actions;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant="outline" disabled={busy}>
        Salva bozza
      </Button>
      <Button disabled={busy} variant="outline" onClick={() => save("scheduled")}>
        Programma
      </Button>
      <Button disabled={busy} onClick={() => save("published")}>
        {article?.status === "published" ? "Aggiorna pubblicato" : "Pubblica"}
      </Button>
      {article?.status === "published" && (
        <Button disabled={busy} variant="outline" onClick={() => save("unpublished")}>
          Ritira dal sito
        </Button>
      )}
      {article && (
        <Button disabled={busy} variant="destructive" onClick={actions.onDelete}>
          Elimina
        </Button>
      )}
    </div>
  );
}

type FormCardProps = { article: AdminArticle | null; draft: EditorDraft; cover: CoverUpload; actions: EditorActions };

export function EditorFormCard({ article, draft, cover, actions }: FormCardProps) {
  const { error } = actions;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{article ? "Modifica articolo" : "Nuovo articolo"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => (e.preventDefault(), actions.save("draft"))} aria-describedby={error ? "editor-error" : undefined}>
          <TextFields article={article} draft={draft} />
          <CoverFields draft={draft} cover={cover} />
          <BodyAndSeoFields draft={draft} />
          {error && (
            <p id="editor-error" role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <EditorButtons article={article} actions={actions} />
        </form>
      </CardContent>
    </Card>
  );
}
