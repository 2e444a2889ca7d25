import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/schemas/auth";
import type { ContentIdea } from "@shared/schemas/content-hub";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import ContentMarketingPage from "./content-marketing-page";

const user = (isAdmin: boolean): CurrentUser => ({
  id: 7,
  email: "admin@esempio.it",
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  points: 0,
  isPremium: false,
  isAdmin,
  premiumUntil: null,
  subscriptionStatus: null,
  emailVerified: true,
});

const idea = (id: number, over: Partial<ContentIdea> = {}): ContentIdea => ({
  id,
  title: `Idea ${id}`,
  type: "blog",
  targetKeyword: "spese di casa",
  difficulty: "medium",
  expectedTraffic: 1500,
  conversionPotential: "high",
  status: "published",
  isSample: true,
  topic: null,
  article: { slug: "budget-familiare-guida-completa", title: "Budget familiare" },
  performance: { views: 1234, leads: 5, sales: 1, revenue: "9.90" },
  createdAt: "2026-11-01T08:00:00.000Z",
  ...over,
});

/** A small fake of the API over fetch: the answers, and the calls the page made. */
function serve(me: CurrentUser | null) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let items = [idea(1)];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/auth/user") return me ? json(me) : json({ message: "Non autenticato" }, 401);
      if (url === "/api/content/ideas") return json({ items });
      if (url === "/api/content/generate-ideas") {
        const made = [idea(2, { title: `${body.topic}: la guida pratica`, status: "idea", isSample: false, topic: body.topic, article: null, performance: null })];
        items = [...made, ...items];
        return json({ ideas: made, source: "templates" }, 201);
      }
      const patch = /^\/api\/content\/ideas\/(\d+)$/.exec(url);
      if (patch && method === "PATCH") {
        items = items.map((i) => (i.id === Number(patch[1]) ? { ...i, status: body.status } : i));
        return json(items.find((i) => i.id === Number(patch[1])));
      }
      return json({ message: "Risorsa non trovata" }, 404);
    }),
  );
  return calls;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContentMarketingPage />
      <Toaster />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("pagina /content-marketing", () => {
  it("visitatore: toast distruttivo 'Accesso Richiesto' con il testo della spec, nessun dato chiesto", async () => {
    const calls = serve(null);
    renderPage();
    const toast = (await screen.findAllByTestId("toast")).find((t) => t.textContent?.includes("Accesso Richiesto"));
    expect(toast).toHaveTextContent("Effettua il login per accedere al Content Marketing Hub");
    expect(calls.some((c) => c.url.startsWith("/api/content"))).toBe(false);
  });

  it("utente non amministratore: avviso 'Riservato agli amministratori', nessun dato chiesto", async () => {
    const calls = serve(user(false));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Riservato agli amministratori" })).toBeInTheDocument();
    expect(screen.queryAllByRole("tab")).toHaveLength(0);
    expect(calls.some((c) => c.url.startsWith("/api/content"))).toBe(false);
  });

  it("amministratore: quattro schede, risultati reali in it-IT, argomento validato sul posto, poi idee generate e stato cambiato", async () => {
    const calls = serve(user(true));
    renderPage();
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Pipeline contenuti", "Lead magnet", "Automazione", "Performance"]);
    const card = await screen.findByTestId("content-idea");
    expect(card).toHaveTextContent("1.234");
    expect(card).toHaveTextContent("9,90 €");
    expect(card).toHaveTextContent("1.500 visite/mese");

    const input = screen.getByLabelText("Argomento");
    await userEvent.type(input, "ab");
    await userEvent.click(screen.getByRole("button", { name: "Genera idee" }));
    expect(await screen.findByText("L'argomento deve avere almeno 3 caratteri")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, "bollette");
    await userEvent.click(screen.getByRole("button", { name: "Genera idee" }));
    expect(await screen.findByText("bollette: la guida pratica")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toEqual({ method: "POST", url: "/api/content/generate-ideas", body: { topic: "bollette" } });
    expect((await screen.findAllByTestId("toast")).some((t) => t.textContent?.includes("Idee generate"))).toBe(true);

    const fresh = screen.getAllByTestId("content-idea").find((c) => c.textContent?.includes("bollette: la guida pratica"))!;
    await userEvent.selectOptions(within(fresh).getByLabelText("Stato"), "in_progress");
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")).toEqual({ method: "PATCH", url: "/api/content/ideas/2", body: { status: "in_progress" } }));
    expect((await screen.findAllByTestId("toast")).some((t) => t.textContent?.includes("Stato aggiornato"))).toBe(true);
  });
});
