import { Router } from "express";
import type { AppDeps } from "../../deps";
import { parse } from "../../http/validate";
import { categoryQuerySchema } from "@shared/schemas/blog";
import { createBlogService } from "./blog.service";

export function blogRoutes(deps: AppDeps): Router {
  const router = Router();
  const blog = createBlogService(deps);

  router.get("/api/blog/articles", async (req, res) => {
    const { category } = parse(categoryQuerySchema, req.query);
    res.type("json").send(await blog.listJson(category));
  });

  // Each read counts a view, so this answer is never cached.
  router.get("/api/blog/article/:slug", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await blog.read(String(req.params.slug), { ip: req.ip ?? "", userAgent: String(req.get("user-agent") ?? "").slice(0, 500) }));
  });

  router.get("/api/blog/related/:slug", async (req, res) => {
    res.json(await blog.related(String(req.params.slug)));
  });

  return router;
}
