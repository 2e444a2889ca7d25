import { useState } from "react";
import { BookOpen } from "lucide-react";
import type { BlogCategory } from "@shared/schemas/blog";
import { errorMessage } from "@/lib/api";
import { Spinner } from "@/components/ui/spinner";
import { useArticles } from "../api";
import { ArticleCard } from "../components/article-card";
import { CategoryChips } from "../components/category-chips";
import { SubscribeBox } from "../components/subscribe-box";

export default function BlogPage() {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const articles = useArticles(category);
  const [featured, ...rest] = articles.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <header className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-amber-50 px-6 py-10 text-center sm:py-14">
        <BookOpen className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog di Finanza Familiare</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Guide pratiche e gratuite per risparmiare, gestire il budget di casa e investire piccole somme in modo consapevole.
        </p>
      </header>

      <div className="mt-8">
        <CategoryChips value={category} onChange={setCategory} />
      </div>

      <section aria-label="Articoli" aria-busy={articles.isLoading} className="mt-6">
        {articles.isLoading ? (
          // A screen tall while loading: the newsletter box below starts off-screen, so the articles
          // arriving do not push it (no layout shift).
          <Spinner label="Caricamento degli articoli..." className="min-h-screen items-start" />
        ) : articles.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            Impossibile caricare gli articoli: {errorMessage(articles.error)}
          </p>
        ) : !featured ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">Nessun articolo in questa categoria per ora.</p>
        ) : (
          <>
            <ArticleCard article={featured} featured />
            {rest.length > 0 && (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((a) => (
                  <li key={a.id}>
                    <ArticleCard article={a} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <SubscribeBox
        className="mt-12"
        testId="newsletter-box"
        title="Ricevi i consigli di risparmio ogni settimana"
        text="Iscriviti alla newsletter gratuita: un articolo pratico a settimana su budget, risparmio e investimenti per la tua famiglia."
        button="Iscriviti gratis"
        source="blog"
      />
    </div>
  );
}
