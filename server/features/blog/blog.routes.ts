import { Router, type Response } from "express";
import { route } from "../../http/route";
import { blogContract as api } from "@shared/contracts/blog";
import type { BlogService } from "./blog.service";

export function blogRoutes(blog: BlogService): Router {
  const router = Router();

  route(router, api.articles, async (_req, res, { query: { category } }) => {
    // The list arrives already serialized (one JSON text per cached list), hence the untyped answer.
    (res as Response).type("json").send(await blog.listJson(category));
  });

  // Each read counts a view, so this answer is never cached.
  route(router, api.article, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await blog.read(String(req.params.slug), { ip: req.ip ?? "", userAgent: String(req.get("user-agent") ?? "").slice(0, 500) }));
  });

  route(router, api.related, async (req, res) => {
    res.json(await blog.related(String(req.params.slug)));
  });

  return router;
}
