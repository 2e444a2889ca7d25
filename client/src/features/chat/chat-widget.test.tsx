import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import Toaster from "@/components/ui/toaster";
import ChatWidget from "./chat-widget";

// The network is the boundary: fetch answers like the server would.
const sse = (event: { type: string } & Record<string, unknown>) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
type Answer = { status: number; body: unknown };
let chatAnswers: Answer[] = [];
let chatBodies: Record<string, unknown>[] = [];
let me: Answer = { status: 401, body: { message: "Non autenticato" } };

beforeEach(() => {
  chatAnswers = [];
  chatBodies = [];
  me = { status: 401, body: { message: "Non autenticato" } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const a = url === "/api/auth/user" ? me : (chatBodies.push(JSON.parse(String(init?.body))), chatAnswers.shift() ?? { status: 500, body: { message: "x" } });
      // A chat answer comes as server-sent events (POST /api/chat/stream): the final event with the reply.
      if (url === "/api/chat/stream" && a.status === 200) {
        if (a.body instanceof ReadableStream) return new Response(a.body, { status: 200, headers: { "content-type": "text/event-stream" } });
        return new Response(sse({ type: "done", reply: a.body, replaced: true }), { status: 200, headers: { "content-type": "text/event-stream" } });
      }
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWidget(path = "/") {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <ChatWidget />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const reply = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: { response: "Ecco come fare.", sessionId: "sess-1", suggestions: ["Cos'è un ETF?"], actionButtons: [{ label: "Crea il tuo budget", action: "create_budget" }], ...over },
});

async function openChat() {
  renderWidget();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Apri l'assistente finanziario" }));
  // The panel is a lazy chunk: on a busy machine its first load can take more than a second.
  const panel = await screen.findByRole("dialog", { name: "Assistente Finanziario" });
  return { user, panel };
}

describe("widget della chat", () => {
  it("al primo accesso saluta per nome, mostra le 4 domande frequenti e mette il focus sul campo", async () => {
    me = { status: 200, body: { id: 7, email: "giulia@esempio.it", firstName: "Giulia", isPremium: false, isAdmin: false, points: 0 } };
    const { panel } = await openChat();
    expect(await within(panel).findByText(/^Ciao Giulia! Sono il tuo Assistente Finanziario/)).toBeInTheDocument();
    const frequent = within(panel).getByRole("heading", { name: "Domande frequenti" }).parentElement!;
    expect(within(frequent).getAllByRole("button")).toHaveLength(4);
    await waitFor(() => expect(within(panel).getByLabelText("Scrivi la tua domanda")).toHaveFocus());
  });

  it("Invio invia (sessionId riusato), Maiusc+Invio va a capo, il vuoto non parte", async () => {
    const { user, panel } = await openChat();
    const input = within(panel).getByLabelText("Scrivi la tua domanda");
    await within(panel).findByText(/^Ciao! Sono/);
    await user.type(input, "   {Enter}");
    expect(chatBodies).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "prima riga{Shift>}{Enter}{/Shift}seconda riga");
    expect(input).toHaveValue("prima riga\nseconda riga");
    expect(chatBodies).toHaveLength(0);

    chatAnswers.push(reply(), reply({ response: "Seconda risposta." }));
    await user.type(input, "{Enter}");
    expect(await within(panel).findByText("Ecco come fare.")).toBeInTheDocument();
    expect(chatBodies[0]).toMatchObject({ message: "prima riga\nseconda riga", sessionId: null, userContext: { currentPage: "/" } });
    // Frequent questions disappear once the conversation has started; suggestions appear.
    expect(within(panel).queryByRole("heading", { name: "Domande frequenti" })).toBeNull();
    await user.click(within(panel).getByRole("button", { name: "Cos'è un ETF?" }));
    expect(await within(panel).findByText("Seconda risposta.")).toBeInTheDocument();
    expect(chatBodies[1]).toMatchObject({ message: "Cos'è un ETF?", sessionId: "sess-1" });
  });

  it("un pulsante d'azione porta alla sua pagina; contact_human mostra il messaggio del consulente", async () => {
    const location = renderWidget("/blog");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Apri l'assistente finanziario" }));
    const panel = await screen.findByRole("dialog", { name: "Assistente Finanziario" });
    chatAnswers.push(reply({ actionButtons: [{ label: "Parla con un consulente", action: "contact_human" }, { label: "Simula il tuo PAC", action: "start_pac" }] }));
    await user.click(await within(panel).findByRole("button", { name: "Come funziona un PAC per investire?" }));
    await user.click(await within(panel).findByRole("button", { name: "Parla con un consulente" }));
    expect(within(panel).getByText(/Un nostro consulente ti contatterà entro 24 ore/)).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Simula il tuo PAC" }));
    expect(location.history.at(-1)).toBe("/pac-simulator");
    // Minimised so the page shows; it can be expanded again with the conversation intact.
    await user.click(screen.getByRole("button", { name: "Espandi la chat" }));
    expect(screen.getByText("Ecco come fare.")).toBeVisible();
  });

  it("il link alla lezione da cui viene la risposta apre la lezione nell'app e riduce la chat", async () => {
    const location = renderWidget("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Apri l'assistente finanziario" }));
    const panel = await screen.findByRole("dialog", { name: "Assistente Finanziario" });
    chatAnswers.push(reply({ response: "Ecco cosa dice la lezione «Obiettivi di risparmio e piano annuale»:", links: [{ label: "Lezione: Obiettivi di risparmio e piano annuale", href: "/courses/1?lezione=5" }] }));
    await user.click(await within(panel).findByRole("button", { name: "Come posso risparmiare 200€ al mese?" }));
    const link = await within(panel).findByRole("link", { name: "Lezione: Obiettivi di risparmio e piano annuale" });
    expect(link).toHaveAttribute("href", "/courses/1?lezione=5");
    await user.click(link);
    expect(location.history.at(-1)).toBe("/courses/1?lezione=5");
    expect(screen.getByRole("button", { name: "Espandi la chat" })).toBeInTheDocument();
  });

  it("la risposta del modello cresce nella bolla man mano che arriva, poi resta con i suoi suggerimenti", async () => {
    const { user, panel } = await openChat();
    // The server's events, released one at a time by the test.
    let push: (chunk: string) => void = () => {};
    let close: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(new TextEncoder().encode(chunk));
        close = () => controller.close();
      },
    });
    chatAnswers.push({ status: 200, body });
    await user.click(await within(panel).findByRole("button", { name: "Come funziona un PAC per investire?" }));
    const answerText = () => within(panel).getAllByTestId("chat-assistant-message").at(-1)!.querySelector("p");
    push(sse({ type: "delta", text: "Un PAC " }));
    await waitFor(() => expect(answerText()).toHaveTextContent(/^Un PAC$/));
    push(sse({ type: "delta", text: "investe ogni mese " }));
    await waitFor(() => expect(answerText()).toHaveTextContent(/^Un PAC investe ogni mese$/));
    push(sse({ type: "delta", text: "una cifra fissa." }));
    push(sse({ type: "done", replaced: false, reply: { response: "Un PAC investe ogni mese una cifra fissa.", sessionId: "sess-9", suggestions: ["Cosa sono gli ETF?"], actionButtons: [], links: [] } }));
    close();
    await waitFor(() => expect(answerText()).toHaveTextContent(/^Un PAC investe ogni mese una cifra fissa\.$/));
    expect(await within(panel).findByRole("button", { name: "Cosa sono gli ETF?" })).toBeInTheDocument();
    // One bubble for the answer, not one per piece.
    expect(within(panel).getAllByText(/Un PAC investe/)).toHaveLength(1);
  });

  it("durante l'attesa: indicatore di scrittura e campo disabilitato; poi il focus torna al campo", async () => {
    let release: (a: Answer) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const a = url === "/api/auth/user" ? me : await new Promise<Answer>((r) => (release = r));
        if (url === "/api/chat/stream") return new Response(sse({ type: "done", reply: a.body, replaced: true }), { status: 200, headers: { "content-type": "text/event-stream" } });
        return new Response(JSON.stringify(a.body), { status: a.status, headers: { "content-type": "application/json" } });
      }),
    );
    const { user, panel } = await openChat();
    const input = within(panel).getByLabelText("Scrivi la tua domanda");
    await user.type(input, "cos'è un ETF?{Enter}");
    expect(await within(panel).findByText("L'assistente sta scrivendo...")).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(within(panel).getByText("cos'è un ETF?")).toBeInTheDocument();
    release(reply());
    expect(await within(panel).findByText("Ecco come fare.")).toBeInTheDocument();
    expect(within(panel).queryByText("L'assistente sta scrivendo...")).toBeNull();
    expect(input).toBeEnabled();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it("errore del server: bolla di scuse e toast 'Errore Chat'", async () => {
    const { user, panel } = await openChat();
    chatAnswers.push({ status: 500, body: { message: "Si è verificato un errore interno. Riprova più tardi." } });
    await user.type(within(panel).getByLabelText("Scrivi la tua domanda"), "ciao{Enter}");
    expect(
      await within(panel).findByText("Mi dispiace, ho avuto un problema tecnico. Riprova o contatta il supporto se il problema persiste."),
    ).toBeInTheDocument();
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Errore Chat");
    expect(toast).toHaveTextContent("Problema di connessione, riprova");
  });

  it("troppi messaggi (429): bolla di scuse e nel toast il motivo del server", async () => {
    const { user, panel } = await openChat();
    chatAnswers.push({ status: 429, body: { message: "Hai inviato troppi messaggi all'assistente. Riprova tra qualche minuto." } });
    await user.type(within(panel).getByLabelText("Scrivi la tua domanda"), "ciao{Enter}");
    await within(panel).findByText(/^Mi dispiace, ho avuto un problema tecnico/);
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Errore Chat");
    expect(toast).toHaveTextContent("Hai inviato troppi messaggi all'assistente. Riprova tra qualche minuto.");
  });

  it("chiudere riporta il focus sul pulsante rotondo", async () => {
    const { user, panel } = await openChat();
    await user.click(within(panel).getByRole("button", { name: "Chiudi la chat" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Apri l'assistente finanziario" })).toHaveFocus());
  });
});
