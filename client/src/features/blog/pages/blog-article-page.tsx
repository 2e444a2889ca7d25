import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { ArrowLeft, ChevronRight } from "lucide-react";
import { BLOG_CATEGORY_LABELS, BLOG_MESSAGES, articleLeadSource } from "@shared/schemas/blog";
import { errorMessage, hasErrorCode } from "@/lib/api";
import { Badge } from "@/components/ui/badge";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { useArticle, useRelated } from "../api";
import { ArticleCard, ArticleMeta } from "../components/article-card";
import { ArticleContent } from "../components/article-content";
import { updatedAtLabel } from "@shared/facts";
import { SubscribeBox } from "../components/subscribe-box";

function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{BLOG_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">L'articolo che cerchi non esiste o non è più disponibile.</p>
      <LinkButton href="/blog" className="mt-6">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Torna al blog
      </LinkButton>
    </div>
  );
}

export default function BlogArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const article = useArticle(slug);
  const related = useRelated(slug, article.isSuccess);
  // Following a related article keeps this component mounted: start the new one from the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (article.isLoading) return <Spinner label="Caricamento dell'articolo..." />;
  if (hasErrorCode(article.error, "not_found")) return <NotFound />;
  if (article.isError || !article.data)
    return (
      <p role="alert" className="mx-auto my-8 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        Impossibile caricare l'articolo: {errorMessage(article.error)}
      </p>
    );

  const a = article.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <nav aria-label="Percorso" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-brand-700 hover:underline">Home</Link>
          </li>
          <li aria-hidden="true"><ChevronRight className="h-4 w-4" /></li>
          <li>
            <Link href="/blog" className="hover:text-brand-700 hover:underline">Blog</Link>
          </li>
          <li aria-hidden="true"><ChevronRight className="h-4 w-4" /></li>
          <li aria-current="page" className="line-clamp-1 font-medium text-slate-900">{a.title}</li>
        </ol>
      </nav>

      <article className="mt-6">
        <header>
          <Badge tone="brand">{BLOG_CATEGORY_LABELS[a.category] ?? a.category}</Badge>
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">{a.title}</h1>
          <p className="mt-3 text-lg text-slate-600">{a.excerpt}</p>
          <ArticleMeta article={a} className="mt-4" />
          <p className="mt-2 text-sm text-slate-600" data-testid="article-updated">{updatedAtLabel(a.figuresCheckedAt)}</p>
        </header>
        {a.featuredImage && (
          <img src={a.featuredImage} alt={a.featuredImageAlt ?? ""} width={1200} height={630} fetchPriority="high" className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover" />
        )}
        <div className="mt-6">
          <ArticleContent html={a.content} />
        </div>
      </article>

      <SubscribeBox
        className="mt-10"
        testId="guide-box"
        title="Scarica la guida gratuita al risparmio"
        text="Lascia la tua email: ti inviamo la guida 'Il budget familiare in 7 giorni' e i nuovi articoli del blog."
        button="Scarica la guida"
        source={articleLeadSource(a.id)}
      />

      <section aria-labelledby="related-title" className="mt-12">
        <h2 id="related-title" className="text-2xl font-bold text-slate-900">Articoli correlati</h2>
        {related.isLoading ? (
          <Spinner label="Caricamento..." />
        ) : related.data && related.data.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
            {related.data.map((r) => (
              <li key={r.id}>
                <ArticleCard article={r} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">Nessun articolo correlato per ora.</p>
        )}
      </section>
    </div>
  );
}
