import { Router } from "express";
import type { FeatureModule } from "../module";
import { ALL_ARTICLES } from "./content";
import { blogRoutes } from "./blog.routes";
import { upsertArticles } from "./blog.repo";
import { articlePageMeta, articleSitemap } from "./blog.seo";
import { blogPrerenderData } from "./blog.prerender";
import { createBlogService } from "./blog.service";
import { newsletterRoutes } from "./newsletter.routes";

export const blogModule: FeatureModule = {
  name: "blog",
  create: (deps) => {
    // One service per app: the API and the prerender share its cached published list.
    const blog = createBlogService(deps);
    return {
      subscribe: () => {
        deps.events.on("blog.published", () => blog.invalidatePublishedList());
      },
      routes: Router().use(blogRoutes(blog), newsletterRoutes(deps)),
      pageMeta: (path) => articlePageMeta(deps.db, path),
      prerenderData: (path, visitor) => blogPrerenderData(path, blog, visitor),
      sitemap: () => articleSitemap(deps.db),
    };
  },
  seed: (db) => upsertArticles(db, ALL_ARTICLES),
};
