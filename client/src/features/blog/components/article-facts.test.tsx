import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BlogArticle } from "@shared/schemas/blog";
import { createQueryClient } from "@/lib/query-client";
import BlogArticlePage from "../pages/blog-article-page";
import { ArticleContent } from "./article-content";

afterEach(() => vi.unstubAllGlobals());

describe("cifre del registro negli articoli (client)", () => {
  it("l'anteprima di una bozza scrive le cifre dei segnaposto e lascia visibile un id sconosciuto", () => {
    render(<ArticleContent html="<p>Bollo: {{fatto:bollo-conto-corrente}}; deducibili fino a {{fatto:deducibilita-fondi-pensione}}; {{fatto:refuso}}</p>" />);
    const body = screen.getByTestId("article-content");
    expect(body).toHaveTextContent("Bollo: 34,20 €; deducibili fino a 5.300 €; {{fatto:refuso}}");
  });

  it("la pagina dell'articolo mostra «Aggiornato al …»", async () => {
    const article: BlogArticle = {
      id: 1,
      slug: "articolo-1",
      title: "Articolo 1",
      excerpt: "Estratto",
      category: "risparmio",
      readTime: 5,
      views: 10,
      featuredImage: null,
      featuredImageAlt: null,
      publishedAt: "2026-10-01T07:00:00.000Z",
      content: "<p>Testo.</p>",
      seoTitle: null,
      metaDescription: null,
      keywords: [],
      updatedAt: "2026-10-01T07:00:00.000Z",
      figuresCheckedAt: "2026-11-24",
      updatedLabel: "Aggiornato al 24 novembre 2026",
    };
    vi.stubGlobal("scrollTo", vi.fn());
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
        if (url === "/api/blog/article/articolo-1") return json(article);
        if (url === "/api/blog/related/articolo-1") return json([]);
        return json({ message: "Non autenticato" }, 401);
      }),
    );
    const { hook } = memoryLocation({ path: "/blog/articolo-1" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <Route path="/blog/:slug" component={BlogArticlePage} />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("article-updated")).toHaveTextContent("Aggiornato al 24 novembre 2026");
  });
});
