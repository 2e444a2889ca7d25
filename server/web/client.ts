import path from "node:path";
import fs from "node:fs";
import type http from "node:http";
import express, { type Express, type Request } from "express";
import compression from "compression";
import type { AppDeps } from "../deps";
import { publicBaseUrl } from "../config";
import type { Feature } from "../features/module";
import { defaultMeta, injectMeta, STATIC_META } from "./meta";
import { entryPreloads } from "./entry-preload";
import { pagePrerender } from "./prerender";

function origin(_req: Request, deps: AppDeps): string {
  return publicBaseUrl(deps.config);
}

async function metaFor(pathname: string, features: Feature[]) {
  for (const f of features) {
    const meta = await f.pageMeta?.(pathname);
    if (meta) return meta;
  }
  return defaultMeta(pathname);
}

function mountSeoFiles(app: Express, deps: AppDeps, features: Feature[]) {
  app.get("/robots.txt", (req, res) => {
    res.type("text/plain").send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin(req, deps)}/sitemap.xml\n`);
  });
  app.get("/sitemap.xml", async (req, res) => {
    const paths = [...Object.keys(STATIC_META).filter((p) => p !== "/login")];
    for (const f of features) if (f.sitemap) paths.push(...(await f.sitemap()));
    const base = origin(req, deps);
    const urls = [...new Set(paths)].map((p) => `  <url><loc>${base}${p}</loc></url>`).join("\n");
    res.type("application/xml").send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
}

/** Production: the built client from dist/public, compressed, hashed assets cached for a year. */
export function mountBuiltClient(app: Express, deps: AppDeps, features: Feature[], distDir: string) {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const preloads = entryPreloads(distDir);
  // The server build of the client (`vite build --ssr`) sits beside dist/public.
  const prerender = pagePrerender(path.join(distDir, "../ssr"), features);
  app.use(compression());
  mountSeoFiles(app, deps, features);
  app.use("/assets", express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  // redirect: false — a folder of public files (/blog/*.svg) must not turn the route /blog into /blog/.
  // The service worker is checked on every visit, so a new build reaches installed apps at once (docs/client.md).
  const noCache = new Set(["sw.js", "manifest.webmanifest"]);
  app.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        if (noCache.has(path.basename(file))) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const signedIn = Boolean(req.user);
    const html = injectMeta(indexHtml, await metaFor(req.path, features), origin(req, deps), req.path);
    // A prerendered page is on screen without its chunks: announcing them early would only take
    // bandwidth from the stylesheet and the images of the first paint.
    const page = req.method === "GET" ? await prerender(html, req.originalUrl, signedIn, { ip: req.ip ?? "", userAgent: String(req.get("user-agent") ?? "").slice(0, 500) }) : null;
    res.set("Cache-Control", "no-cache").type("html").send(page ?? html.replace("</head>", () => `  ${preloads(req.path, signedIn)}\n  </head>`));
  });
}

/** Development: Vite's middleware with hot reload on the same port as the API. */
export async function mountViteClient(app: Express, deps: AppDeps, features: Feature[], server: http.Server) {
  const { createServer } = await import("vite");
  const root = path.resolve(import.meta.dirname, "../..");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, ws: { server } },
    appType: "custom",
  });
  mountSeoFiles(app, deps, features);
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    // Pages have no file extension and no hidden segment: a path to a file Vite did not serve
    // (/server/index.ts, /.data/…, /docs/….md) is a 404, not the app's page.
    if (req.method !== "GET" || path.extname(req.path) !== "" || req.path.includes("/.")) return next();
    try {
      const template = fs.readFileSync(path.join(root, "client/index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.type("html").send(injectMeta(html, await metaFor(req.path, features), origin(req, deps), req.path));
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  });
  return vite;
}
