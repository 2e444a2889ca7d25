import type { PageMeta } from "../module";
import type { Db } from "../../db/client";
import { APP_NAME } from "@shared/constants";
import { renderFacts } from "@shared/facts";
import * as repo from "./blog.repo";
import { safeImage } from "./blog.service";

const ARTICLE_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** Meta of /blog/:slug for crawlers: title, description, canonical, og:type article, og:image. */
export async function articlePageMeta(db: Db, path: string): Promise<PageMeta | null> {
  const m = ARTICLE_PATH.exec(path);
  if (!m) return null;
  const a = await repo.findPublished(db, m[1]);
  if (!a) return { title: `Articolo non trovato | ${APP_NAME}`, description: "L'articolo richiesto non esiste o non è più disponibile.", noindex: true };
  return {
    // Figures are stored as {{fatto:<id>}}: crawlers read them written out, as the page shows them.
    title: renderFacts(a.seoTitle || `${a.title} | ${APP_NAME}`),
    description: renderFacts(a.metaDescription || a.excerpt),
    canonicalPath: `/blog/${a.slug}`,
    type: "article",
    ...(safeImage(a.featuredImage) ? { image: safeImage(a.featuredImage)! } : {}),
  };
}

export async function articleSitemap(db: Db): Promise<string[]> {
  return (await repo.listPublishedSlugs(db)).map((slug) => `/blog/${slug}`);
}
