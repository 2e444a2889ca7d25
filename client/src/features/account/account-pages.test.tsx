import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient, queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import OnboardingPage from "./pages/onboarding-page";
import { PreferencesSection } from "./components/preferences-section";
import { HouseholdSection } from "./components/household-section";
import { SessionsSection } from "./components/sessions-section";
import { CancelEmailChangePage } from "./pages/link-pages";

type Call = { method: string; path: string; body: unknown };

/** A fake server: answers by "METHOD path", records every call. */
function serve(answers: Record<string, (body: unknown) => [number, unknown]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = url.split("?")[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = answers[`${method} ${path}`];
      const [status, json] = answer ? answer(body) : [404, { message: "Risorsa non trovata" }];
      return new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** `client`: the app's own query client where the screen's mutations invalidate it (account/api.ts). */
function renderAt(page: React.ReactElement, path = "/", client = createQueryClient()) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{page}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

const profile = { completed: true, monthlyIncome: null, householdSize: null, children: null, singleIncome: null, goal: null };
afterEach(() => vi.unstubAllGlobals());

describe("onboarding", () => {
  it("tre passi: il reddito '1.800' va al server com'è scritto, un passo si può saltare, la fine offre dashboard e check-up", async () => {
    const user = userEvent.setup();
    const calls = serve({ "PUT /api/user/profile": (b) => [200, { ...profile, ...(b as object), message: "Profilo della famiglia salvato" }] });
    const location = renderAt(<OnboardingPage />, "/onboarding");
    expect(screen.getByText("Passo 1 di 3")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Reddito netto mensile della famiglia (€)"), "1.800");
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(await screen.findByText("Passo 2 di 3")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ monthlyIncome: "1.800" }]);

    await user.click(screen.getByRole("button", { name: "Salta" }));
    expect(await screen.findByText("Passo 3 di 3")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("L'obiettivo principale della famiglia"), "Comprare casa");
    await user.click(screen.getByRole("button", { name: "Fine" }));
    expect(await screen.findByRole("heading", { name: "Tutto pronto!" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ monthlyIncome: "1.800" }, { goal: "home" }]);

    await user.click(screen.getByRole("button", { name: "Fai il check-up" }));
    expect(location.history.at(-1)).toBe("/check-up");
  });

  it("il primo passo chiede anche le mensilità: 13 va al server con il reddito", async () => {
    const user = userEvent.setup();
    const calls = serve({ "PUT /api/user/profile": (b) => [200, { ...profile, ...(b as object), message: "Profilo della famiglia salvato" }] });
    renderAt(<OnboardingPage />, "/onboarding");
    await user.type(screen.getByLabelText("Reddito netto mensile della famiglia (€)"), "2.100");
    await user.selectOptions(screen.getByLabelText("Mensilità all'anno dello stipendio"), "13 mensilità (tredicesima)");
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    expect(await screen.findByText("Passo 2 di 3")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ monthlyIncome: "2.100", salaryPayments: 13 }]);
  });

  it("un valore rifiutato dal server resta sul suo campo, in italiano, e il passo non avanza", async () => {
    const user = userEvent.setup();
    serve({ "PUT /api/user/profile": () => [400, { message: "Il reddito non può essere negativo", fieldErrors: { monthlyIncome: "Il reddito non può essere negativo" } }] });
    renderAt(<OnboardingPage />, "/onboarding");
    await user.type(screen.getByLabelText("Reddito netto mensile della famiglia (€)"), "-5");
    await user.click(screen.getByRole("button", { name: "Avanti" }));
    const field = screen.getByLabelText("Reddito netto mensile della famiglia (€)");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Il reddito non può essere negativo"));
    expect(screen.getByText("Passo 1 di 3")).toBeInTheDocument();
  });
});

describe("la famiglia su /account: le mensilità aggiuntive", () => {
  it("14 mensilità con la quattordicesima a giugno e un importo all'italiana vanno al server come scritti", async () => {
    const extra = { salaryPayments: null, thirteenthMonth: null, fourteenthMonth: null, extraPaymentAmount: null };
    const calls = serve({
      "GET /api/user/profile": () => [200, { ...profile, ...extra }],
      // As the server answers: the amount read the Italian way, as a number.
      "PUT /api/user/profile": (b) => [200, { ...profile, ...extra, ...(b as object), extraPaymentAmount: 1650.5, message: "Profilo della famiglia salvato" }],
    });
    const user = userEvent.setup();
    renderAt(<HouseholdSection />, "/account", queryClient);
    await user.selectOptions(await screen.findByLabelText("Mensilità all'anno"), "14");
    await user.selectOptions(screen.getByLabelText("Mese della quattordicesima"), "giugno");
    await user.type(screen.getByLabelText(/Importo netto di una mensilità aggiuntiva/), "1.650,50");
    await user.click(screen.getByRole("button", { name: "Salva le mensilità" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ salaryPayments: 14, thirteenthMonth: 12, fourteenthMonth: 6, extraPaymentAmount: "1.650,50" }));
    expect(screen.getByRole("link", { name: "Vai al piano" }).getAttribute("href")).toBe("/plan#mensilita-aggiuntive");
  });
});

describe("preferenze email su /account", () => {
  it("tre caselle con lo stato del server; togliere 'Promemoria' manda solo reminders: false e mostra lo stato nuovo", async () => {
    const user = userEvent.setup();
    let prefs = { newsletter: false, automations: true, reminders: true };
    const calls = serve({
      "GET /api/user/account": () => [200, { preferences: prefs }],
      "PUT /api/user/email-preferences": (b) => {
        prefs = { ...prefs, ...(b as object) };
        return [200, { ...prefs, message: "Preferenze email salvate" }];
      },
    });
    queryClient.clear();
    renderAt(<PreferencesSection />, "/account", queryClient);
    const reminders = await screen.findByRole("checkbox", { name: "Promemoria (fine della prova, spese ricorrenti in scadenza)" });
    await waitFor(() => expect(reminders).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Newsletter con articoli e consigli" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Email di benvenuto e suggerimenti dopo le tue attività" })).toBeChecked();
    await user.click(reminders);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ reminders: false }]));
    expect(await screen.findByText("Preferenze email salvate")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /^Promemoria/ })).not.toBeChecked());
  });
});

describe("dispositivi connessi", () => {
  it("'Esci' su un altro dispositivo lo toglie dall'elenco; questo dispositivo non ha il pulsante", async () => {
    const user = userEvent.setup();
    const at = "2026-11-27T22:53:00.000Z";
    let list = [
      { id: "questo000000000a", device: "Chrome su Windows", createdAt: at, lastSeenAt: at, current: true },
      { id: "telefono0000000b", device: "Safari su iOS", createdAt: at, lastSeenAt: at, current: false },
      { id: "tablet000000000c", device: "Chrome su Android", createdAt: at, lastSeenAt: at, current: false },
    ];
    const calls = serve({
      "GET /api/user/sessions": () => [200, list],
      "DELETE /api/user/sessions/telefono0000000b": () => {
        list = list.filter((s) => s.id !== "telefono0000000b");
        return [200, { message: "Sei uscito da quel dispositivo" }];
      },
    });
    queryClient.clear();
    renderAt(<SessionsSection />, "/account", queryClient);
    const phone = await screen.findByRole("button", { name: /^Esci da Safari su iOS, accesso del 27\/11\/2026/ });
    expect(screen.getAllByRole("button", { name: /^Esci da (?!tutti)/ })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Esci da Chrome su Windows/ })).not.toBeInTheDocument();

    await user.click(phone);
    expect(await screen.findByText("Sei uscito da quel dispositivo")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Safari su iOS")).not.toBeInTheDocument());
    expect(screen.getByText("Chrome su Android")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/user/sessions/telefono0000000b"]);
  });
});

describe("annullare un cambio di indirizzo dal link dell'email (/account/annulla-cambio-email)", () => {
  it("spiega la richiesta; il pulsante manda il token e mostra la risposta del server", async () => {
    const user = userEvent.setup();
    const calls = serve({
      "POST /api/user/email-change/cancel": () => [200, { message: "Cambio dell'indirizzo annullato: l'account resta collegato a questo indirizzo. Se non l'hai chiesto tu, cambia la password." }],
    });
    renderAt(<CancelEmailChangePage />, "/account/annulla-cambio-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    expect(screen.getByRole("heading", { name: "Annulla il cambio dell'indirizzo email" })).toBeInTheDocument();
    expect(screen.getByText(/Qualcuno ha chiesto di spostare il tuo account/)).toBeInTheDocument();
    // Opening the page posts nothing (a mail scanner cancels nothing).
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Annulla il cambio" }));
    expect(await screen.findByText(/Cambio dell'indirizzo annullato/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", path: "/api/user/email-change/cancel", body: { token: "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG" } }]);
  });
});
