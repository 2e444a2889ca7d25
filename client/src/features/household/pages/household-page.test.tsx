import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Household } from "@shared/schemas/household";
import { queryClient } from "@/lib/query-client";
import HouseholdPage from "./household-page";

// Only the network is replaced: a stubbed fetch answers as the server would (docs/household.md).
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const me = { id: 1, email: "marco@esempio.it", firstName: "Marco", lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function household(role: Household["role"]): Household {
  return {
    id: 3,
    name: "Famiglia Rossi",
    role,
    members: [
      { id: 10, userId: 1, email: "marco@esempio.it", displayName: "Marco", role },
      { id: 11, userId: 2, email: "giulia@esempio.it", displayName: "Giulia", role: role === "owner" ? "editor" : "owner" },
    ],
    invitations: [{ id: 5, email: "nonna@esempio.it", role: "viewer", expiresAt: "2026-12-05T10:00:00.000Z" }],
  };
}

function server(initial: Household, refuseInvite?: { status: number; code: string; message: string }) {
  let current = initial;
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/auth/user") return json(me);
      if (url === "/api/household") return json(current);
      if (url === "/api/household/invitations" && method === "POST") return refuseInvite ? json(refuseInvite, refuseInvite.status) : json({ id: 6, email: "x@esempio.it", role: "editor", expiresAt: "2026-12-05T10:00:00.000Z" });
      if (url === "/api/household/invitations/5" && method === "DELETE") {
        current = { ...current, invitations: [] };
        return new Response(null, { status: 204 });
      }
      if (url === "/api/household/members/11" && method === "DELETE") {
        current = { ...current, members: current.members.filter((m) => m.id !== 11) };
        return new Response(null, { status: 204 });
      }
      return json({ code: "not_found", message: "Risorsa non trovata" }, 404);
    }),
  );
  return sent;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <HouseholdPage />
    </QueryClientProvider>,
  );

describe("pagina /household", () => {
  it("il titolare vede membri e inviti, revoca un invito e rimuove un membro dopo la conferma", async () => {
    const sent = server(household("owner"));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Famiglia Rossi" })).toBeInTheDocument();
    expect(screen.getByText("giulia@esempio.it")).toBeInTheDocument();
    expect(screen.getByText("nonna@esempio.it")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Revoca l'invito a nonna@esempio.it" }));
    expect(await screen.findByText("Nessun invito in attesa.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Rimuovi Giulia" }));
    const dialog = await screen.findByRole("dialog", { name: "Rimuovere Giulia dalla famiglia?" });
    expect(sent.some((r) => r.method === "DELETE" && r.url.includes("/members/"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Rimuovi" }));
    await waitFor(() => expect(screen.queryByText("giulia@esempio.it")).not.toBeInTheDocument());
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual(["/api/household/invitations/5", "/api/household/members/11"]);
  });

  it("un invito rifiutato dal server: il suo messaggio in italiano sotto il modulo", async () => {
    const message = "Questa persona fa già parte di un'altra famiglia: deve prima uscirne";
    const sent = server(household("owner"), { status: 409, code: "conflict", message });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText("Email della persona da invitare"), "luca@esempio.it");
    await user.selectOptions(screen.getByLabelText("Ruolo"), "viewer");
    await user.click(screen.getByRole("button", { name: "Invia l'invito" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({ email: "luca@esempio.it", role: "viewer" });
  });

  it("chi ha «Solo lettura» vede la famiglia senza comandi, e può lasciarla", async () => {
    server(household("viewer"));
    renderPage();
    expect(await screen.findByText(/Hai il ruolo «Solo lettura»/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Email della persona da invitare")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Revoca|Rimuovi|Cedi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lascia la famiglia" })).toBeInTheDocument();
  });
});
