import type { AppDeps } from "../../deps";
import type { PrerenderData, Visitor } from "../module";
import { AppError } from "../../http/errors";
import { createBlogService } from "./blog.service";

const ARTICLE_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The answers /blog and /blog/:slug are drawn from, keyed by the API path the client's queries
 * use (client/src/features/blog/api.ts), for the server's prerender. Reading the article counts
 * its view, as the client's request would (the client then does not ask again).
 */
export async function blogPrerenderData(path: string, deps: AppDeps, visitor: Visitor): Promise<PrerenderData | null | undefined> {
  const blog = createBlogService(deps);
  if (path === "/blog") return [["/api/blog/articles", await blog.list()]];
  const slug = ARTICLE_PATH.exec(path)?.[1];
  if (!slug) return undefined;
  let article;
  try {
    article = await blog.read(slug, visitor);
  } catch (err) {
    // A missing or draft article: the client draws its "not found" as before.
    if (err instanceof AppError && err.code === "not_found") return null;
    throw err;
  }
  const key = encodeURIComponent(slug);
  return [
    [`/api/blog/article/${key}`, article],
    [`/api/blog/related/${key}`, await blog.related(slug)],
  ];
}
