import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import type { BlogArticleSummary } from "@shared/schemas/blog";
import { openToastTexts } from "@/test/toasts";
import BlogPage from "./blog-page";

const art = (id: number, category: BlogArticleSummary["category"]): BlogArticleSummary => ({
  id,
  slug: `articolo-${id}`,
  title: `Articolo ${id}`,
  excerpt: "Estratto",
  category,
  readTime: 5,
  views: 1234,
  featuredImage: "/blog/risparmio.svg",
  featuredImageAlt: `Immagine ${id}`,
  publishedAt: "2026-10-01T07:00:00.000Z",
});
const ALL = [art(1, "risparmio"), art(2, "budget"), { ...art(3, "budget"), views: 0 }];

/** A small fake of the API over fetch: the server's answers, and the calls the page made. */
function serve(subscribeAnswer: { status: number; body: unknown }) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/blog/articles") return json(ALL);
      const m = /^\/api\/blog\/articles\?category=(\w+)$/.exec(url);
      if (m) return json(ALL.filter((a) => a.category === m[1]));
      if (url === "/api/email/subscribe") return json(subscribeAnswer.body, subscribeAnswer.status);
      return json({ message: "Non autenticato" }, 401);
    }),
  );
  return calls;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BlogPage />
      <Toaster />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("pagina /blog", () => {
  it("il primo articolo è in evidenza, gli altri in griglia; i chip filtrano chiedendo la categoria al server", async () => {
    const calls = serve({ status: 201, body: {} });
    renderPage();
    const featured = await screen.findByTestId("featured-article");
    expect(within(featured).getByRole("link", { name: "Articolo 1" })).toHaveAttribute("href", "/blog/articolo-1");
    expect(within(featured).getByRole("img", { name: "Immagine 1" })).toBeInTheDocument();
    expect(screen.getAllByTestId("article-card")).toHaveLength(2);
    expect(featured).toHaveTextContent("1.234 letture");
    // No count where nobody has read yet.
    const cards = screen.getAllByTestId("article-card");
    expect(cards[0]).toHaveTextContent("1.234 letture");
    expect(cards[1]).toHaveTextContent("5 min di lettura");
    expect(cards[1]).not.toHaveTextContent("letture");

    await userEvent.click(screen.getByRole("button", { name: "Budget" }));
    await waitFor(() => expect(within(screen.getByTestId("featured-article")).getByRole("link")).toHaveTextContent("Articolo 2"));
    expect(screen.getAllByTestId("article-card")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Budget" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.map((c) => c.url)).toContain("/api/blog/articles?category=budget");
  });

  it("newsletter: email non valida bloccata sul posto, poi iscrizione con toast di successo", async () => {
    const calls = serve({ status: 201, body: { subscribed: true, alreadySubscribed: false, message: "Iscrizione completata! Riceverai i nostri consigli via email." } });
    renderPage();
    const box = screen.getByTestId("newsletter-box");
    const input = within(box).getByLabelText("La tua email");
    await userEvent.type(input, "sbagliata");
    await userEvent.click(within(box).getByRole("button", { name: "Iscriviti gratis" }));
    expect(await within(box).findByText("Inserisci un indirizzo email valido")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, "mario@esempio.it");
    await userEvent.click(within(box).getByRole("button", { name: "Iscriviti gratis" }));
    expect(await screen.findByText("Riceverai i nostri consigli via email.", { exact: false })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toEqual({ method: "POST", url: "/api/email/subscribe", body: { email: "mario@esempio.it", source: "blog", userId: null } });
  });

  it("un errore del server diventa un toast in italiano", async () => {
    serve({ status: 429, body: { message: "Troppe richieste, riprova più tardi" } });
    renderPage();
    const box = screen.getByTestId("newsletter-box");
    await userEvent.type(within(box).getByLabelText("La tua email"), "mario@esempio.it");
    await userEvent.click(within(box).getByRole("button", { name: "Iscriviti gratis" }));
    // One toast, its title and exactly the server's message (no other text, no second toast).
    await waitFor(() => expect(openToastTexts()).toEqual(["Iscrizione non riuscita" + "Troppe richieste, riprova più tardi"]));
  });
});
