import { useState } from "react";
import { Plus } from "lucide-react";
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from "@shared/schemas/blog";
import { ARTICLE_STATUSES, ARTICLE_STATUS_LABELS, type ArticleStatus } from "@shared/schemas/blog-editor";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { ArticleStatusBadge } from "./article-status-badge";
import { Input, Label, Select } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { useAdminArticles } from "../blog-api";
import { ArticleEditor } from "./article-editor";

const dateTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("it-IT", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" }).format(new Date(iso)) : "—";

/**
 * The "Blog" tab (docs/blog.md, "Editor"): every article with its status, filters, and the
 * editor. `editing` comes from the address (?article=ID or "new"), so an AI draft opens here.
 */
export function BlogTab({ editing, onEdit }: { editing: number | "new" | null; onEdit: (id: number | "new" | null) => void }) {
  const [status, setStatus] = useState<ArticleStatus | "">("");
  const [category, setCategory] = useState<BlogCategory | "">("");
  const [q, setQ] = useState("");
  const list = useAdminArticles({ status: status || undefined, category: category || undefined, q: q.trim() || undefined });

  if (editing !== null) return <ArticleEditor key={String(editing)} id={editing === "new" ? null : editing} onClose={() => onEdit(null)} onCreated={(id) => onEdit(id)} />;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Articoli del blog</CardTitle>
        <Button onClick={() => onEdit("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Nuovo articolo
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filtra gli articoli">
          <div>
            <Label htmlFor="blog-filter-q">Cerca</Label>
            <Input id="blog-filter-q" type="search" value={q} maxLength={100} placeholder="Titolo o slug" onChange={(e) => setQ(e.target.value)} />
          </div>
          <div>
            <Label htmlFor="blog-filter-status">Stato</Label>
            <Select id="blog-filter-status" value={status} onChange={(e) => setStatus(e.target.value as ArticleStatus | "")}>
              <option value="">Tutti gli stati</option>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ARTICLE_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="blog-filter-category">Categoria</Label>
            <Select id="blog-filter-category" value={category} onChange={(e) => setCategory(e.target.value as BlogCategory | "")}>
              <option value="">Tutte le categorie</option>
              {BLOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {BLOG_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {list.error && <p className="text-red-700">{errorMessage(list.error)}</p>}
        {list.data && list.data.length === 0 && <p className="text-slate-600">Nessun articolo con questi filtri.</p>}
        {list.data && list.data.length > 0 && (
          <ul className="grid gap-2" aria-label="Elenco articoli">
            {list.data.map((a) => (
              <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{a.title}</p>
                  <p className="text-sm break-all text-slate-600">/blog/{a.slug}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <ArticleStatusBadge status={a.status} />
                    {a.origin === "ai" && <Badge tone="premium">AI</Badge>}
                    <span>{BLOG_CATEGORY_LABELS[a.category]}</span>
                    <span>{a.status === "scheduled" ? `Uscita: ${dateTime(a.publishedAt)}` : `Modificato: ${dateTime(a.updatedAt)}`}</span>
                    <span>{formatNumber(a.views)} visualizzazioni</span>
                  </div>
                </div>
                <Button variant="outline" size="sm" onClick={() => onEdit(a.id)} aria-label={`Modifica: ${a.title}`}>
                  Modifica
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
