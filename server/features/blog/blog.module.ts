import { Router } from "express";
import type { FeatureModule } from "../module";
import { ALL_ARTICLES } from "./content";
import { blogRoutes } from "./blog.routes";
import { seedArticles } from "./blog.repo";
import { articlePageMeta, articleSitemap } from "./blog.seo";
import { blogPrerenderData } from "./blog.prerender";
import { createBlogService } from "./blog.service";
import { newsletterRoutes } from "./newsletter.routes";
import { createEditorService } from "./editor.service";
import { editorBody, editorRoutes } from "./editor.routes";
import { startScheduler } from "./scheduler";
import { createNewsletterService } from "./newsletter.service";

export const blogModule: FeatureModule = {
  name: "blog",
  create: (deps) => {
    // One service per app: the API and the prerender share its cached published list.
    const blog = createBlogService(deps);
    const editor = createEditorService(deps, blog);
    const body = editorBody(deps.config);
    return {
      rawRoutes: body.marker,
      subscribe: () => {
        deps.events.on("blog.published", () => blog.invalidatePublishedList());
        deps.events.on("blog.unpublished", () => blog.invalidatePublishedList());
      },
      routes: Router().use(blogRoutes(blog), newsletterRoutes(deps, createNewsletterService(deps)), editorRoutes(editor)),
      // Scheduled articles are published when due, also those that fell due while the server was down.
      start: () => startScheduler(deps.config.BLOG_SCHEDULE_CHECK_MS, () => editor.publishDue()),
      pageMeta: (path) => articlePageMeta(deps.db, path),
      prerenderData: (path, visitor) => blogPrerenderData(path, blog, visitor),
      sitemap: () => articleSitemap(deps.db),
    };
  },
  seed: (db) => seedArticles(db, ALL_ARTICLES),
};
