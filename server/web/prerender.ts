import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Feature, PrerenderData, Visitor } from "../features/module";

type RenderFn = (url: string, queries: PrerenderData) => Promise<string>;

/** The public pages a visitor lands on, drawn by the server; the blog's data comes from its feature. */
const PRERENDERED = [/^\/$/, /^\/budget-calculator$/, /^\/blog$/, /^\/blog\/[^/]+$/];

/** JSON inside `<script type="application/json">`: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/**
 * Prerender of public pages for visitors (no session): the page's markup replaces the static
 * spinner in index.html's root, and the data it was drawn from is embedded for the client to
 * hydrate from (client/src/main.tsx). The server has checked authentication before answering —
 * there is no session — so the visitor's page is shown at once, as docs/client.md intends; the
 * client still runs its authentication check. Signed-in users get the spinner and the client
 * render as before. Answers null when the page is not prerendered; without the server build of
 * the client (dist/ssr) nothing changes.
 */
export function pagePrerender(ssrDir: string, features: Feature[]): (html: string, url: string, signedIn: boolean, visitor?: Visitor) => Promise<string | null> {
  const file = path.join(ssrDir, "prerender.js");
  if (!fs.existsSync(file)) return async () => null;
  const loaded = import(pathToFileURL(file).href) as Promise<{ render: RenderFn }>;
  loaded.catch((err) => console.error("[web] prerender non disponibile:", err));
  return async (html, url, signedIn, visitor = { ip: "", userAgent: "" }) => {
    const pathname = url.split("?")[0];
    if (signedIn || !PRERENDERED.some((re) => re.test(pathname))) return null;
    try {
      const { render } = await loaded;
      let data: PrerenderData | null | undefined;
      for (const f of features) if ((data = await f.prerenderData?.(pathname, visitor)) !== undefined) break;
      if (data === null) return null;
      const queries = data ?? [];
      const markup = await render(url, queries);
      return html
        .replace(/<!--spinner-->[\s\S]*<!--\/spinner-->/, () => markup)
        .replace("</body>", () => `  <script type="application/json" id="prerender-data">${scriptJson(queries)}</script>\n  </body>`);
    } catch (err) {
      // The client draws the page itself, as without prerender.
      console.error(`[web] prerender di ${url} fallito:`, err);
      return null;
    }
  };
}
