import { Router } from "express";
import type { Config } from "../../config";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { largeJsonBody, type LargeBody } from "../../http/large-body";
import { blogEditorContract as api } from "@shared/contracts/blog-editor";
import type { EditorService } from "./editor.service";

const ARTICLE_PAGE = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The editor's writes carry a cover image as base64 (docs/blog.md, "Editor"): their JSON parser
 * takes up to the configured image size plus the text, instead of the app's 200 kB, and reads
 * the body only after the admin guard (docs/security.md, "Seconda sonda (issue 37)").
 */
export function editorBody(config: Config): LargeBody {
  const limit = Math.ceil((config.BLOG_COVER_MAX_BYTES * 4) / 3) + 1_000_000;
  return largeJsonBody("blogEditor", { limit });
}

export function editorRoutes(editor: EditorService): Router {
  const router = Router();

  route(router, api.list, async (_req, res, { query }) => {
    res.json(await editor.list(query));
  });

  route(router, api.create, async (req, res, { body }) => {
    res.status(201).json(await editor.create(body, currentUser(req).id));
  });

  route(router, api.preview, async (_req, res, { body }) => {
    res.json(editor.preview(body));
  });

  route(router, api.get, async (req, res, { params }) => {
    res.json(await editor.get(params.id));
  });

  route(router, api.update, async (req, res, { body, params }) => {
    res.json(await editor.update(params.id, body, currentUser(req).id));
  });

  route(router, api.remove, async (req, res, { params }) => {
    await editor.remove(params.id, currentUser(req).id);
    res.status(204).end();
  });

  route(router, api.image, async (req, res, { params }) => {
    // Only published articles' covers to readers (docs/blog.md, "Copertine"); an administrator's
    // view of a draft's cover is never stored by a shared cache. A new upload gets a new id, so an
    // address always shows the same picture.
    const img = await editor.image(params.id, req.user?.isAdmin === true);
    res.set("Cache-Control", img.published ? "public, max-age=31536000, immutable" : "private, no-store").type(img.mimeType).send(img.data);
  });

  // A renamed article's old address answers 301 to the new one (pages only; the API is not
  // redirected). A middleware, not a route: pages are the web layer's, and routes are /api contracts.
  router.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const slug = ARTICLE_PAGE.exec(req.path)?.[1];
    if (!slug || slug.length > 200) return next();
    const target = await editor.redirectTarget(slug);
    if (!target || target === slug) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.redirect(301, `/blog/${target}${query}`);
  });

  return router;
}
