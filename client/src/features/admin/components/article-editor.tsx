import { useEffect, useRef, useState, type ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from "@shared/schemas/blog";
import { EDITOR_LIMITS, EDITOR_MESSAGES, slugify, type AdminArticle, type ArticleStatus, type ArticleUpdateInput } from "@shared/schemas/blog-editor";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Input, Label, Select, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import { ArticleContent } from "@/features/blog";
import { SeoScoreBadge } from "@/features/ai-content";
import { useAdminArticle, useArticlePreview, useCreateArticle, useDeleteArticle, useUpdateArticle } from "../blog-api";
import { ArticleStatusBadge } from "./article-status-badge";

// The article editor (docs/blog.md, "Editor"). The preview and the SEO score come from the
// server (the public page's sanitizer, the Prompt Master's rules), a moment after typing stops.

const PREVIEW_DELAY_MS = 500;
const COVER_MAX_BYTES = 2 * 1_048_576;

type Form = {
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory;
  tags: string;
  body: string;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  scheduledAt: string;
};

const EMPTY: Form = { title: "", slug: "", excerpt: "", category: "risparmio", tags: "", body: "", coverAlt: "", seoTitle: "", seoDescription: "", scheduledAt: "" };

/** "2026-11-20T11:00" in the browser's time for a datetime-local input. */
const localInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

const formOf = (a: AdminArticle): Form => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  category: a.category,
  tags: a.tags.join(", "),
  body: a.body,
  coverAlt: a.coverAlt ?? "",
  seoTitle: a.seoTitle ?? "",
  seoDescription: a.seoDescription ?? "",
  scheduledAt: a.status === "scheduled" ? localInput(a.publishedAt) : "",
});

const tagList = (s: string) =>
  s
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

function Row({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

export function ArticleEditor({ id, onClose, onCreated }: { id: number | null; onClose: () => void; onCreated: (id: number) => void }) {
  const loaded = useAdminArticle(id);
  if (id !== null && loaded.isLoading) return <Spinner />;
  if (id !== null && loaded.error) return <p className="text-red-700">{errorMessage(loaded.error)}</p>;
  return <EditorForm article={loaded.data ?? null} onClose={onClose} onCreated={onCreated} />;
}

function EditorForm({ article, onClose, onCreated }: { article: AdminArticle | null; onClose: () => void; onCreated: (id: number) => void }) {
  const [form, setForm] = useState<Form>(article ? formOf(article) : EMPTY);
  // The slug follows the title until the administrator writes one.
  const [slugTouched, setSlugTouched] = useState(article !== null);
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const [coverError, setCoverError] = useState<string | null>(null);
  // A new file field after "Rimuovi copertina": its chosen name goes, and the same image can be chosen again.
  const [coverField, setCoverField] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const preview = useArticlePreview();
  const busy = create.isPending || update.isPending || remove.isPending;
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const slug = slugTouched ? form.slug : slugify(form.title);

  const previewMutate = useRef(preview.mutate);
  previewMutate.current = preview.mutate;
  useEffect(() => {
    const t = setTimeout(
      () =>
        previewMutate.current({
          title: form.title.slice(0, EDITOR_LIMITS.title),
          slug: slug.slice(0, EDITOR_LIMITS.slug),
          body: form.body.slice(0, EDITOR_LIMITS.body),
          tags: tagList(form.tags).slice(0, EDITOR_LIMITS.tags).map((t) => t.slice(0, EDITOR_LIMITS.tag)),
          excerpt: form.excerpt.slice(0, EDITOR_LIMITS.excerpt),
          seoTitle: form.seoTitle.slice(0, EDITOR_LIMITS.seoTitle) || null,
          seoDescription: form.seoDescription.slice(0, EDITOR_LIMITS.seoDescription) || null,
        }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [form.title, slug, form.body, form.tags, form.excerpt, form.seoTitle, form.seoDescription]);

  const onCover = async (file: File | undefined) => {
    setCoverError(null);
    if (!file) return setCover(undefined);
    if (file.size > COVER_MAX_BYTES) {
      setCoverError(EDITOR_MESSAGES.imageTooLarge("2"));
      return setCover(undefined);
    }
    setCover(await readAsDataUrl(file));
  };

  const save = (status: ArticleStatus) => {
    setError(null);
    if (status === "scheduled" && !form.scheduledAt) return setError(EDITOR_MESSAGES.scheduleRequired);
    const body: ArticleUpdateInput = {
      title: form.title,
      slug,
      excerpt: form.excerpt,
      category: form.category,
      tags: tagList(form.tags),
      body: form.body,
      coverAlt: form.coverAlt || null,
      seoTitle: form.seoTitle || null,
      seoDescription: form.seoDescription || null,
      status,
      scheduledAt: status === "scheduled" ? new Date(form.scheduledAt).toISOString() : null,
      ...(cover !== undefined ? { coverImage: cover } : {}),
    };
    const done = (a: AdminArticle, created: boolean) => {
      const words: Record<ArticleStatus, string> = { draft: "Bozza salvata", scheduled: "Pubblicazione programmata", published: "Articolo pubblicato", unpublished: "Articolo ritirato dal sito" };
      toast({ title: words[a.status], variant: "success" });
      setCover(undefined);
      if (created) onCreated(a.id);
    };
    const onError = (err: unknown) => setError(errorMessage(err));
    if (article) update.mutate({ id: article.id, body }, { onSuccess: (a) => done(a, false), onError });
    else
      create.mutate(
        { ...body, title: form.title, excerpt: form.excerpt, category: form.category },
        { onSuccess: (a) => done(a, true), onError },
      );
  };

  const restore = (revisionId: number) => {
    if (!article || !window.confirm("Ripristinare questa revisione? Il testo attuale resta tra le revisioni.")) return;
    update.mutate(
      { id: article.id, body: { restoreRevisionId: revisionId } },
      {
        onSuccess: (a) => {
          setForm(formOf(a));
          toast({ title: "Revisione ripristinata", variant: "success" });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  const onDelete = () => {
    if (!article || !window.confirm(`Eliminare definitivamente "${article.title}"? L'operazione non si può annullare.`)) return;
    remove.mutate(article.id, {
      onSuccess: () => {
        toast({ title: "Articolo eliminato" });
        onClose();
      },
    });
  };

  const seo = preview.data?.seo ?? article?.seo ?? null;
  const coverPreview = cover ?? (cover === null ? null : article?.coverUrl ?? null);

  return (
    <div className="grid gap-4">
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
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{article ? "Modifica articolo" : "Nuovo articolo"}</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="grid gap-4" onSubmit={(e) => (e.preventDefault(), save("draft"))} aria-describedby={error ? "editor-error" : undefined}>
              <div>
                <Label htmlFor="ed-title">Titolo</Label>
                <Input id="ed-title" value={form.title} maxLength={EDITOR_LIMITS.title} required onChange={(e) => set("title", e.target.value)} />
              </div>
              <div>
                <Label htmlFor="ed-slug">Slug (indirizzo)</Label>
                <Input
                  id="ed-slug"
                  value={slug}
                  maxLength={EDITOR_LIMITS.slug}
                  aria-describedby="ed-slug-hint"
                  onChange={(e) => {
                    setSlugTouched(true);
                    set("slug", e.target.value);
                  }}
                />
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
              <Row>
                <div>
                  <Label htmlFor="ed-cover">Immagine di copertina (max 2 MB)</Label>
                  <FileInput
                    key={coverField}
                    id="ed-cover"
                    accept="image/jpeg,image/png,image/webp,image/gif"
                    buttonLabel="Scegli l'immagine"
                    aria-invalid={Boolean(coverError)}
                    aria-describedby={coverError ? "ed-cover-error" : undefined}
                    onChange={(e) => void onCover(e.target.files?.[0])}
                  />
                  {coverError && (
                    <p id="ed-cover-error" role="alert" className="mt-1 text-sm text-red-700">
                      {coverError}
                    </p>
                  )}
                  {coverPreview && (
                    <div className="mt-2 flex items-center gap-2">
                      <img src={coverPreview} alt="" className="h-16 w-28 rounded object-cover" />
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          setCover(null);
                          setCoverField((n) => n + 1);
                        }}
                      >
                        Rimuovi copertina
                      </Button>
                    </div>
                  )}
                </div>
                <div>
                  <Label htmlFor="ed-alt">Testo alternativo della copertina</Label>
                  <Input id="ed-alt" value={form.coverAlt} maxLength={EDITOR_LIMITS.alt} onChange={(e) => set("coverAlt", e.target.value)} />
                </div>
              </Row>
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
              {error && (
                <p id="editor-error" role="alert" className="text-red-700">
                  {error}
                </p>
              )}
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
                  <Button disabled={busy} variant="destructive" onClick={onDelete}>
                    Elimina
                  </Button>
                )}
              </div>
            </form>
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
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
          <Card>
            <CardHeader>
              <CardTitle>Anteprima</CardTitle>
            </CardHeader>
            <CardContent aria-live="polite">
              {preview.error && <p className="text-red-700">{errorMessage(preview.error)}</p>}
              {preview.data ? <ArticleContent html={preview.data.html} /> : <p className="text-slate-600">L'anteprima compare mentre scrivi.</p>}
            </CardContent>
          </Card>
          {article && article.revisions.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Revisioni</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm" aria-label="Revisioni salvate">
                  {article.revisions.map((r, i) => (
                    <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {new Intl.DateTimeFormat("it-IT", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" }).format(new Date(r.createdAt))}
                        {r.authorEmail ? ` · ${r.authorEmail}` : ""} {i === 0 && "(attuale)"}
                      </span>
                      {i > 0 && (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => restore(r.id)}>
                          Ripristina
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
