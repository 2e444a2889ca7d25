import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { AdminArticleSummary, ArticlePreview } from "@shared/schemas/blog-editor";
import { queryClient } from "@/lib/query-client";
import { BlogTab } from "./blog-tab";

// The network is the only thing replaced: the tab, the editor, schemas and hooks are the real ones.
type Call = { method: string; url: string; body: unknown };
function server(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(routes).find((k) => k === `${method} ${url.split("?")[0]}`);
      return new Response(JSON.stringify(key ? routes[key] : { message: "non trovato" }), { status: key ? 200 : 404, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const article = (over: Partial<AdminArticleSummary>): AdminArticleSummary => ({
  id: 1,
  slug: "fondo-emergenza",
  title: "Fondo di emergenza",
  category: "risparmio",
  status: "published",
  origin: "editorial",
  publishedAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-02T08:00:00.000Z",
  views: 1200,
  ...over,
});

const wrap = (ui: React.ReactNode) => render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

describe("scheda Blog dell'amministratore", () => {
  it("elenca gli articoli con il loro stato in italiano e filtra per stato", async () => {
    const calls = server({
      "GET /api/admin/articles": [article({}), article({ id: 2, slug: "pac", title: "PAC per iniziare", status: "scheduled", origin: "ai", publishedAt: "2026-12-01T08:00:00.000Z" })],
    });
    const user = userEvent.setup();
    wrap(<BlogTab editing={null} onEdit={() => {}} />);
    const list = await screen.findByRole("list", { name: "Elenco articoli" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Pubblicato");
    expect(items[0]).toHaveTextContent("1.200 visualizzazioni");
    expect(items[1]).toHaveTextContent("Programmato");
    expect(items[1]).toHaveTextContent("AI");
    await user.selectOptions(screen.getByLabelText("Stato"), "draft");
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/api/admin/articles?status=draft"));
  });

  it("l'editor propone lo slug dal titolo e mostra l'anteprima e il punteggio SEO del server", async () => {
    const preview: ArticlePreview = { html: "<h2>Titolo</h2><p>Testo</p>", seo: { score: 45, keyword: "spesa", checks: [{ id: "keywordInTitle", label: "Keyword nel titolo", points: 20, max: 20 }] } };
    const calls = server({ "POST /api/admin/articles/preview": preview });
    const user = userEvent.setup();
    wrap(<BlogTab editing="new" onEdit={() => {}} />);
    await user.type(screen.getByLabelText("Titolo"), "Più risparmio, meno stress!");
    expect(screen.getByLabelText("Slug (indirizzo)")).toHaveValue("piu-risparmio-meno-stress");
    await user.type(screen.getByLabelText("Testo (Markdown)"), "## Titolo");
    const content = await screen.findByTestId("article-content");
    expect(content.querySelector("h2")).toHaveTextContent("Titolo");
    expect(screen.getByTestId("seo-score")).toHaveTextContent("SEO 45/100");
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/admin/articles/preview").at(-1)!.body).toMatchObject({ body: "## Titolo", slug: "piu-risparmio-meno-stress" }));
  });

  it("copertina: 'Scegli l'immagine' mostra il nome e l'anteprima; 'Rimuovi copertina' svuota il campo, e la stessa immagine si può scegliere di nuovo", async () => {
    server({ "POST /api/admin/articles/preview": { html: "", seo: { score: 0, keyword: "", checks: [] } } });
    const user = userEvent.setup();
    const { container } = wrap(<BlogTab editing="new" onEdit={() => {}} />);
    const image = new File([new Uint8Array([137, 80, 78, 71])], "copertina-risparmio.png", { type: "image/png" });
    const field = () => screen.getByLabelText("Immagine di copertina (max 2 MB)") as HTMLInputElement;
    expect(container).toHaveTextContent("Scegli l'immagine");
    expect(container).toHaveTextContent("Nessun file scelto");

    await user.upload(field(), image);
    expect(await screen.findByRole("button", { name: "Rimuovi copertina" })).toBeInTheDocument();
    expect(container).toHaveTextContent("copertina-risparmio.png");

    await user.click(screen.getByRole("button", { name: "Rimuovi copertina" }));
    expect(screen.queryByRole("button", { name: "Rimuovi copertina" })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent("copertina-risparmio.png");
    expect(field().files).toHaveLength(0);
    await user.upload(field(), image);
    expect(await screen.findByRole("button", { name: "Rimuovi copertina" })).toBeInTheDocument();
  });
});
