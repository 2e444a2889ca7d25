import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import { queryClient } from "@/lib/query-client";
import JoinHouseholdPage from "./join-page";

// The invitation link (docs/household.md, "Inviti", "Il link d'invito"): only the network is replaced.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const me = { id: 2, email: "giulia@esempio.it", firstName: "Giulia", lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const PREVIEW = { householdName: "Famiglia Rossi", inviterName: "Marco", role: "editor", expiresAt: "2026-12-05T10:00:00.000Z" };

function serve(signedIn: boolean, accept: Response, preview: Response = json(PREVIEW)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === "/api/auth/user") return signedIn ? json(me) : json({ code: "unauthenticated", message: "Non autenticato" }, 401);
    if (url === "/api/household/invitations/accept") return accept;
    if (url === `/api/household/invitations/preview?token=${TOKEN}`) return preview;
    return json({ code: "not_found", message: "Risorsa non trovata" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <JoinHouseholdPage />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("link d'invito /household/join", () => {
  it("un visitatore accede o si registra e torna allo stesso link, con il token", async () => {
    const fetchMock = serve(false, json({}));
    renderAt(`/household/join?token=${TOKEN}`);
    const back = encodeURIComponent(`/household/join?token=${TOKEN}`);
    expect(await screen.findByRole("link", { name: "Accedi" })).toHaveAttribute("href", `/login?dopo=${back}`);
    expect(screen.getByText(/Marco ti invita nella famiglia «Famiglia Rossi» con il ruolo «Può modificare»/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crea un account" })).toHaveAttribute("href", `/login?scheda=registrati&dopo=${back}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("accept"))).toBe(false);
  });

  it("un token usato o scaduto: il messaggio del server in italiano, nessun pulsante, si resta sulla pagina", async () => {
    const unusable = json({ code: "not_found", message: HOUSEHOLD_MESSAGES.tokenUnusable }, 404);
    const fetchMock = serve(true, json({}), unusable);
    const location = renderAt(`/household/join?token=${TOKEN}`);
    expect(await screen.findByText(HOUSEHOLD_MESSAGES.tokenUnusable)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accetta l'invito" })).not.toBeInTheDocument();
    expect(screen.queryByText(/ti invita/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("accept"))).toBe(false);
    expect(location.history.at(-1)).toBe(`/household/join?token=${TOKEN}`);
  });

  it("un invito per un altro indirizzo: il rifiuto del server sotto il pulsante", async () => {
    serve(true, json({ code: "forbidden", message: HOUSEHOLD_MESSAGES.wrongAccount }, 403));
    const user = userEvent.setup();
    renderAt(`/household/join?token=${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "Accetta l'invito" }));
    expect(await screen.findByText(HOUSEHOLD_MESSAGES.wrongAccount)).toBeInTheDocument();
  });

  it("un invitante senza nome: «Un membro della famiglia», mai un indirizzo", async () => {
    serve(false, json({}), json({ ...PREVIEW, inviterName: null, role: "viewer" }));
    renderAt(`/household/join?token=${TOKEN}`);
    expect(await screen.findByText(/Un membro della famiglia ti invita nella famiglia «Famiglia Rossi» con il ruolo «Solo lettura»/)).toBeInTheDocument();
  });

  it("chi ha effettuato l'accesso vede cosa si condivide, accetta e arriva su /household", async () => {
    const fetchMock = serve(true, json({ id: 3, name: "Famiglia Rossi", role: "editor", members: [], invitations: [] }));
    const user = userEvent.setup();
    const location = renderAt(`/household/join?token=${TOKEN}`);
    expect(await screen.findByText(/Le spese condivise della famiglia, con il nome di chi le ha inserite/)).toBeInTheDocument();
    expect(screen.getByText(/Marco ti invita nella famiglia «Famiglia Rossi» con il ruolo «Può modificare»/)).toBeInTheDocument();
    expect(screen.getByText("L'invito scade il 5 dicembre 2026.")).toBeInTheDocument();
    // Reading the invitation used nothing: the token goes to the server only with the click.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("accept"))).toBe(false);
    expect(screen.getByText(/Le tue spese di oggi entrano come private/)).toBeInTheDocument();
    expect(screen.getByText(/Obiettivi e versamenti, debiti, entrate e il profilo della famiglia .* sono di tutta la famiglia/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accetta l'invito" }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe("/household"));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/household/invitations/accept") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it("senza token: l'invito non è valido", async () => {
    serve(false, json({}));
    renderAt("/household/join");
    expect(await screen.findByText(HOUSEHOLD_MESSAGES.tokenUnusable)).toBeInTheDocument();
  });
});
