import { Router } from "express";
import type { FeatureModule } from "../module";
import { ALL_ARTICLES } from "./content";
import { blogRoutes } from "./blog.routes";
import { upsertArticles } from "./blog.repo";
import { articlePageMeta, articleSitemap } from "./blog.seo";
import { blogPrerenderData } from "./blog.prerender";
import { invalidatePublishedList } from "./blog.service";
import { newsletterRoutes } from "./newsletter.routes";

export const blogModule: FeatureModule = {
  name: "blog",
  subscribe: (deps) => {
    deps.events.on("blog.published", () => invalidatePublishedList(deps.db));
  },
  routes: (deps) => Router().use(blogRoutes(deps), newsletterRoutes(deps)),
  seed: (db) => upsertArticles(db, ALL_ARTICLES),
  pageMeta: (path, deps) => articlePageMeta(deps.db, path),
  prerenderData: (path, deps, visitor) => blogPrerenderData(path, deps, visitor),
  sitemap: (deps) => articleSitemap(deps.db),
};
