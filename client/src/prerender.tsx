// Server-side entry (built by `vite build --ssr`, loaded by server/web/prerender.ts): renders a
// public page for a visitor, so the page is in the HTML and is drawn before any JavaScript runs.
// The client (main.tsx) hydrates the same markup from the same data.
import { StrictMode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { AUTH_USER_KEY } from "./lib/use-auth";

/** Query data the page is drawn with: [query key (from a contract), JSON answer]. */
export type PrerenderQueries = Array<[readonly unknown[], unknown]>;

/** The markup of `url` as a signed-out visitor sees it once its chunks and `queries` are there. */
export async function render(url: string, queries: PrerenderQueries): Promise<string> {
  const client = createQueryClient();
  // The server has checked authentication: nobody is signed in.
  client.setQueryData(AUTH_USER_KEY, null);
  for (const [key, data] of queries) client.setQueryData(key, data);
  // The page chunks are lazy: the first render of a page waits for them and writes its content as
  // a late part joined by inline scripts (refused by the CSP); once they are loaded, all is inline.
  for (let attempt = 1; ; attempt++) {
    const html = await renderOnce(url, client);
    if (!html.includes("<template") && !html.includes("<script")) return html;
    if (attempt === 3) throw new Error(`prerender di ${url}: parti in sospeso`);
  }
}

async function renderOnce(url: string, client: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={url}>
        <App client={client} />
      </Router>
    </StrictMode>,
    // One piece, however large: a page split in parts is joined by inline scripts.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = "";
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
