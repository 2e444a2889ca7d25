import { Link } from "wouter";
import { Clock, Eye } from "lucide-react";
import { BLOG_CATEGORY_LABELS, type BlogArticleSummary } from "@shared/schemas/blog";
import { formatDateLong, formatNumber } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

export function ArticleMeta({ article, className }: { article: BlogArticleSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600", className)}>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {article.readTime} min di lettura
      </span>
      {article.publishedAt && <time dateTime={article.publishedAt}>{formatDateLong(article.publishedAt)}</time>}
      {/* A count only where there are readers, never "0 letture" (docs/blog.md, Pagine). */}
      {article.views > 0 && (
        <span className="inline-flex items-center gap-1">
          <Eye className="h-4 w-4" aria-hidden="true" />
          {formatNumber(article.views)} {article.views === 1 ? "lettura" : "letture"}
        </span>
      )}
    </p>
  );
}

/** A card of the list; `featured` is the big first article. The whole title is the link. */
export function ArticleCard({ article, featured = false }: { article: BlogArticleSummary; featured?: boolean }) {
  return (
    <article
      className={cn("group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md", featured && "md:flex-row")}
      data-testid={featured ? "featured-article" : "article-card"}
    >
      {article.featuredImage && (
        <img
          src={article.featuredImage}
          alt={article.featuredImageAlt ?? ""}
          width={1200}
          height={630}
          loading={featured ? "eager" : "lazy"}
          // The featured image is the page's largest content: fetched before the scripts.
          fetchPriority={featured ? "high" : "auto"}
          className={cn("aspect-[1200/630] w-full object-cover", featured && "md:w-1/2")}
        />
      )}
      <div className={cn("flex flex-1 flex-col p-5", featured && "md:justify-center md:p-8")}>
        <div className="flex items-center gap-2">
          <Badge tone="brand">{BLOG_CATEGORY_LABELS[article.category] ?? article.category}</Badge>
          {featured && <Badge tone="premium">In evidenza</Badge>}
        </div>
        <h2 className={cn("mt-3 font-bold leading-snug text-slate-900", featured ? "text-2xl sm:text-3xl" : "text-lg")}>
          <Link href={`/blog/${article.slug}`} className="hover:text-brand-700 hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-4" />
      </div>
    </article>
  );
}
