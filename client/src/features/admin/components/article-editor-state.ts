import { useEffect, useRef, useState } from "react";
import type { BlogCategory } from "@shared/schemas/blog";
import { EDITOR_LIMITS, EDITOR_MESSAGES, slugify, type AdminArticle, type ArticleStatus, type ArticleUpdateInput } from "@shared/schemas/blog-editor";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import { useArticlePreview, useCreateArticle, useDeleteArticle, useUpdateArticle } from "../blog-api";

// The article editor's state (docs/blog.md, "Editor"): the draft being typed, the cover chosen,
// the server's preview and SEO score a moment after typing stops, and the save/restore/delete actions.

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

/** The fields being typed; the slug follows the title until the administrator writes one. */
export function useEditorDraft(article: AdminArticle | null) {
  const [form, setForm] = useState<Form>(article ? formOf(article) : EMPTY);
  const [slugTouched, setSlugTouched] = useState(article !== null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const slug = slugTouched ? form.slug : slugify(form.title);
  const editSlug = (value: string) => {
    setSlugTouched(true);
    set("slug", value);
  };
  const reset = (a: AdminArticle) => setForm(formOf(a));
  return { form, set, slug, editSlug, reset };
}

export type EditorDraft = ReturnType<typeof useEditorDraft>;

/** The cover to send: undefined keeps the saved one, null removes it, a data URL replaces it. */
export function useCoverUpload(article: AdminArticle | null) {
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // A new file field after "Rimuovi copertina": its chosen name goes, and the same image can be chosen again.
  const [field, setField] = useState(0);
  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return setCover(undefined);
    if (file.size > COVER_MAX_BYTES) {
      setError(EDITOR_MESSAGES.imageTooLarge("2"));
      return setCover(undefined);
    }
    setCover(await readAsDataUrl(file));
  };
  const remove = () => {
    setCover(null);
    setField((n) => n + 1);
  };
  const saved = () => setCover(undefined);
  const preview = cover ?? (cover === null ? null : (article?.coverUrl ?? null));
  return { cover, error, field, choose, remove, saved, preview };
}

export type CoverUpload = ReturnType<typeof useCoverUpload>;

/** Asks the server for the preview and the SEO score a moment after typing stops. */
export function useLivePreview({ form, slug }: EditorDraft) {
  const preview = useArticlePreview();
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
  return preview;
}

export type LivePreview = ReturnType<typeof useLivePreview>;

const SAVED_WORDS: Record<ArticleStatus, string> = { draft: "Bozza salvata", scheduled: "Pubblicazione programmata", published: "Articolo pubblicato", unpublished: "Articolo ritirato dal sito" };

type ActionsInput = { article: AdminArticle | null; draft: EditorDraft; cover: CoverUpload; onClose: () => void; onCreated: (id: number) => void };

/** Save with a status, restore a revision, delete: the server's Italian message shows on failure. */
export function useEditorActions({ article, draft, cover, onClose, onCreated }: ActionsInput) {
  const [error, setError] = useState<string | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const busy = create.isPending || update.isPending || remove.isPending;
  const onError = (err: unknown) => setError(errorMessage(err));
  const { form, slug } = draft;

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
      ...(cover.cover !== undefined ? { coverImage: cover.cover } : {}),
    };
    const done = (a: AdminArticle, created: boolean) => {
      toast({ title: SAVED_WORDS[a.status], variant: "success" });
      cover.saved();
      if (created) onCreated(a.id);
    };
    if (article) update.mutate({ id: article.id, body }, { onSuccess: (a) => done(a, false), onError });
    else create.mutate({ ...body, title: form.title, excerpt: form.excerpt, category: form.category }, { onSuccess: (a) => done(a, true), onError });
  };

  const restore = (revisionId: number) => {
    if (!article || !window.confirm("Ripristinare questa revisione? Il testo attuale resta tra le revisioni.")) return;
    const onSuccess = (a: AdminArticle) => {
      draft.reset(a);
      toast({ title: "Revisione ripristinata", variant: "success" });
    };
    update.mutate({ id: article.id, body: { restoreRevisionId: revisionId } }, { onSuccess, onError });
  };

  const onDelete = () => {
    if (!article || !window.confirm(`Eliminare definitivamente "${article.title}"? L'operazione non si può annullare.`)) return;
    const onSuccess = () => {
      toast({ title: "Articolo eliminato" });
      onClose();
    };
    remove.mutate(article.id, { onSuccess });
  };

  return { error, busy, save, restore, onDelete };
}

export type EditorActions = ReturnType<typeof useEditorActions>;
