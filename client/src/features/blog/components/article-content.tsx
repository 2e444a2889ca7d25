import { renderFacts } from "@shared/facts";
import { cn } from "@/lib/cn";

// Readable typography for the article body, written as descendant selectors (no typography plugin).
const PROSE = cn(
  "max-w-none text-base leading-relaxed text-slate-800 sm:text-lg",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm sm:[&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2",
);

/**
 * The article body. `html` is ONLY the `content` field of the API, which the server sanitised
 * with an allowlist (sanitize-html) when storing and again when serving. Figures written as
 * {{fatto:<id>}} (a draft's preview) become the registry's values here as on the server; the
 * inserted text is plain figures and units, never markup (docs/facts.md).
 */
export function ArticleContent({ html }: { html: string }) {
  return (
    <div className="overflow-x-auto">
      <div className={PROSE} data-testid="article-content" dangerouslySetInnerHTML={{ __html: renderFacts(html) }} />
    </div>
  );
}
