import type { PrerenderData, Visitor } from "../module";
import { AppError } from "../../http/errors";
import type { BlogService } from "./blog.service";
import { queryKeyOf } from "@shared/contracts/define";
import { blogContract } from "@shared/contracts/blog";

const ARTICLE_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The answers /blog and /blog/:slug are drawn from, keyed by the query keys the client's hooks
 * make from the same contracts (client/src/features/blog/api.ts), for the server's prerender. Reading the article counts
 * its view, as the client's request would (the client then does not ask again).
 */
export async function blogPrerenderData(path: string, blog: BlogService, visitor: Visitor): Promise<PrerenderData | null | undefined> {
  if (path === "/blog") return [[queryKeyOf(blogContract.articles), await blog.list()]];
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
  return [
    [queryKeyOf(blogContract.article, { params: { slug } }), article],
    [queryKeyOf(blogContract.related, { params: { slug } }), await blog.related(slug)],
  ];
}
