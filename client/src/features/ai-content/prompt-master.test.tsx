import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { AiStatus, GeneratedContent } from "@shared/schemas/ai-content";
import { queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { openToastTexts } from "@/test/toasts";
import PromptMaster from "./prompt-master";

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });

const status = (configured: boolean): AiStatus => ({
  openaiConfigured: configured,
  model: configured ? "gpt-test" : null,
  supportedLanguages: ["it"],
  maxBatchSize: 10,
  rateLimit: { limit: 20, windowMinutes: 60, remaining: 20 },
  features: [],
});

// The network is the only thing replaced: components, schemas, hooks and toasts are the real ones.
function serverAnswers(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const a = routes[key] ?? json(404, { message: "non trovato" });
    const body = typeof a.body === "string" ? a.body : JSON.stringify(a.body);
    return new Response(body, { status: a.status, headers: { "Content-Type": typeof a.body === "string" ? "text/plain" : "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const posts = (m: ReturnType<typeof serverAnswers>) => m.mock.calls.filter(([, init]) => init?.method === "POST");

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const BASE = { "GET /api/content/ai-drafts": json(200, []), "GET /api/content/ai-stats": json(200, null) };

function renderIt() {
  render(
    <QueryClientProvider client={queryClient}>
      <PromptMaster />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Waits for an open toast with exactly this title and a description containing `description`. */
async function toast(title: string, description: string) {
  await vi.waitFor(() => {
    const open = screen.getAllByTestId("toast").filter((el) => el.getAttribute("data-state") === "open");
    const match = open.find((el) => el.querySelector(".font-semibold")?.textContent === title && el.textContent?.slice(title.length).includes(description));
    expect(match, `${title}: ${description}`).toBeDefined();
  }, { timeout: 10_000 });
}

describe("Prompt Master", () => {
  it("senza servizio AI i pulsanti sono disattivati e la pagina spiega perché", async () => {
    serverAnswers({ ...BASE, "GET /api/content/ai-status": json(200, status(false)) });
    const user = userEvent.setup();
    renderIt();
    expect(await screen.findByText(/Generazione disattivata\./)).toBeInTheDocument();
    expect(screen.getByText("OPENAI_API_KEY")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Genera articolo" })).toBeDisabled();
    await user.click(screen.getByRole("tab", { name: "Generazione bulk" }));
    expect(screen.getByRole("button", { name: "Genera articoli" })).toBeDisabled();
  });

  it("keyword mancante, nessuna keyword o più di 10: i toast della specifica, nessuna chiamata", async () => {
    const fetchMock = serverAnswers({ ...BASE, "GET /api/content/ai-status": json(200, status(true)) });
    const user = userEvent.setup();
    renderIt();
    await screen.findByText(/Servizio AI attivo/);
    await user.click(screen.getByRole("button", { name: "Genera articolo" }));
    await toast("Keyword Richiesta", "Inserisci una keyword per generare il contenuto");

    await user.click(screen.getByRole("tab", { name: "Generazione bulk" }));
    await user.type(screen.getByLabelText(/Keyword, una per riga/), "\n   \n");
    await user.click(screen.getByRole("button", { name: "Genera articoli" }));
    await toast("Keywords Richieste", "Inserisci almeno una keyword per riga");

    await user.clear(screen.getByLabelText(/Keyword, una per riga/));
    await user.type(screen.getByLabelText(/Keyword, una per riga/), Array.from({ length: 11 }, (_, i) => `kw ${i}`).join("\n"));
    expect(screen.getByText(/11 keyword inserite/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Genera articoli" }));
    await toast("Troppi Keywords", "Massimo 10 keywords per batch");
    expect(posts(fetchMock)).toEqual([]);
  });

  it("un errore mostra 'Errore Generazione' con il messaggio del server, o il testo predefinito", async () => {
    const routes: Record<string, Answer> = {
      ...BASE,
      "GET /api/content/ai-status": json(200, status(true)),
      "POST /api/content/generate-ai": json(502, { message: "Impossibile generare il contenuto: il servizio AI non ha risposto. Riprova tra poco." }),
      "POST /api/content/bulk-generate": json(500, "Internal Server Error"),
    };
    const fetchMock = serverAnswers(routes);
    const user = userEvent.setup();
    renderIt();
    await screen.findByText(/Servizio AI attivo/);
    await user.type(screen.getByLabelText("Keyword principale"), "pac");
    await user.click(screen.getByRole("button", { name: "Genera articolo" }));
    await toast("Errore Generazione", "il servizio AI non ha risposto");
    expect(JSON.parse(String(posts(fetchMock)[0][1]!.body))).toEqual({
      keyword: "pac",
      searchVolume: 1000,
      difficulty: 50,
      intent: "informational",
      targetAudience: "Famiglie italiane monoreddito a basso reddito",
    });

    routes["POST /api/content/generate-ai"] = json(500, "Internal Server Error");
    await user.click(screen.getByRole("button", { name: "Genera articolo" }));
    await toast("Errore Generazione", "Impossibile generare il contenuto");
    // The server's 500 text is not shown: the toast carries exactly the fallback message.
    expect(openToastTexts()).toEqual(["Errore Generazione" + "Impossibile generare il contenuto"]);

    await user.click(screen.getByRole("tab", { name: "Generazione bulk" }));
    await user.type(screen.getByLabelText(/Keyword, una per riga/), "pac\nmutuo");
    await user.click(screen.getByRole("button", { name: "Genera articoli" }));
    await toast("Errore Generazione Bulk", "Impossibile generare i contenuti");
    expect(JSON.parse(String(posts(fetchMock).at(-1)![1]!.body))).toEqual({ keywords: ["pac", "mutuo"] });
  });

  it("il risultato mostra il punteggio SEO con il colore della specifica", async () => {
    const generated: GeneratedContent = {
      draftId: 7,
      keyword: "pac",
      title: "PAC: guida per chi inizia",
      metaDescription: "Meta",
      keywords: ["pac"],
      excerpt: "Estratto",
      content: "<h2>Sezione</h2><p>Testo</p>",
      slug: "pac-guida",
      seoScore: 65,
      seoChecks: [{ id: "keywordInTitle", label: "Keyword nel titolo", points: 20, max: 20 }],
      readTime: 5,
      status: "draft",
    };
    serverAnswers({ ...BASE, "GET /api/content/ai-status": json(200, status(true)), "POST /api/content/generate-ai": json(201, generated) });
    const user = userEvent.setup();
    renderIt();
    await screen.findByText(/Servizio AI attivo/);
    await user.type(screen.getByLabelText("Keyword principale"), "pac");
    await user.click(screen.getByRole("button", { name: "Genera articolo" }));
    const result = await screen.findByTestId("generated-result");
    const badge = within(result).getByTestId("seo-score");
    expect(badge).toHaveTextContent("SEO 65/100");
    expect(badge).toHaveAttribute("data-tone", "yellow");
    // The draft is not published as the model wrote it: it opens in the blog editor.
    expect(within(result).queryByRole("button", { name: /Pubblica/ })).toBeNull();
    expect(within(result).getByRole("link", { name: "Apri nell'editor: PAC: guida per chi inizia" })).toHaveAttribute("href", "/admin?tab=blog&article=7");
  });
});
