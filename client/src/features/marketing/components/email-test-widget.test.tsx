import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import Toaster from "@/components/ui/toaster";
import type { EmailScenario, TriggerResult } from "@shared/schemas/email-automation";
import { EmailTestWidget } from "./email-test-widget";

const result = (scenario: EmailScenario, emails: number): TriggerResult => ({
  automation: { scenario, description: `Sequenza ${scenario}`, delay: 0, emails },
  scheduledAt: "2026-11-20T09:00:00.000Z",
  recipient: "prova@esempio.it",
  scheduled: emails,
  alreadyScheduled: 0,
  skipped: null,
});

/** The trigger's answers in the widget's tests. */
const SCENARIOS_FOR_TEST: Record<EmailScenario, TriggerResult> = {
  blog_signup: result("blog_signup", 3),
  calculator_completed: result("calculator_completed", 2),
  premium_trial_started: result("premium_trial_started", 3),
};

type Call = { method: string; url: string; body?: Record<string, unknown>; at: number };

/** A small fake of the API over fetch: an admin session, subscribe, and the trigger's answers. */
function serve(triggerStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body, at: Date.now() });
      const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/auth/user") return json(ADMIN);
      if (url === "/api/email/subscribe") return json({ subscribed: true, alreadySubscribed: false, message: "ok" }, 201);
      if (url === "/api/email/automation/trigger") {
        if (triggerStatus !== 200) return json({ message: "Errore interno" }, triggerStatus);
        return json(SCENARIOS_FOR_TEST[body.triggerType as keyof typeof SCENARIOS_FOR_TEST]);
      }
      return json([]);
    }),
  );
  return calls;
}

const ADMIN = { id: 7, email: "admin@esempio.it", isAdmin: true, isPremium: false };

/** As on the admin page, the signed-in administrator is already known when the widget shows. */
function renderWidget() {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_KEY, ADMIN);
  render(
    <QueryClientProvider client={client}>
      <EmailTestWidget />
      <Toaster />
    </QueryClientProvider>,
  );
}

const toast = () => screen.findByTestId("toast");

afterEach(() => vi.unstubAllGlobals());

describe("widget di test email", () => {
  it("senza email: 'Email richiesta' con il messaggio del test singolo o completo, e nessuna chiamata", async () => {
    const calls = serve();
    renderWidget();
    await userEvent.click(screen.getByRole("button", { name: /Testa tutti gli scenari/ }));
    expect(await toast()).toHaveTextContent("Email richiesta");
    expect(await toast()).toHaveTextContent("Inserisci un indirizzo email per il test completo");
    await userEvent.type(screen.getByLabelText("Email per il test"), "   ");
    await userEvent.click(screen.getByRole("button", { name: /Testa scenario/ }));
    await waitFor(async () => expect(await toast()).toHaveTextContent(/^Email richiestaInserisci un indirizzo email per il test$/));
    expect(calls.filter((c) => c.url.startsWith("/api/email"))).toEqual([]);
  });

  it("'test all' esegue i tre scenari con 1 s di pausa e mostra l'ultimo risultato", async () => {
    const calls = serve();
    renderWidget();
    await userEvent.type(screen.getByLabelText("Email per il test"), "prova@esempio.it");
    await userEvent.click(screen.getByRole("button", { name: /Testa tutti gli scenari/ }));
    await waitFor(() => expect(screen.getByRole("button", { name: /Testa scenario/ })).toBeDisabled());
    await screen.findByTestId("email-test-result-premium_trial_started", {});
    const email = calls.filter((c) => c.url.startsWith("/api/email"));
    expect(email.map((c) => [c.url, c.body?.triggerType ?? c.body?.source])).toEqual([
      ["/api/email/subscribe", "email_test"],
      ["/api/email/automation/trigger", "blog_signup"],
      ["/api/email/subscribe", "email_test"],
      ["/api/email/automation/trigger", "calculator_completed"],
      ["/api/email/subscribe", "email_test"],
      ["/api/email/automation/trigger", "premium_trial_started"],
    ]);
    expect(email[1]!.body).toEqual({ triggerType: "blog_signup", userId: 7, metadata: { email: "prova@esempio.it", scenario: "blog_signup" } });
    expect(email[2]!.at - email[1]!.at).toBeGreaterThanOrEqual(990);
    expect(email[4]!.at - email[3]!.at).toBeGreaterThanOrEqual(990);
    const last = screen.getByTestId("email-test-result-premium_trial_started");
    expect(within(last).getByText("Ultimo risultato")).toBeInTheDocument();
    expect(within(screen.getByTestId("email-test-result-blog_signup")).queryByText("Ultimo risultato")).toBeNull();
    expect(await toast()).toHaveTextContent("Test completato");
    await waitFor(() => expect(screen.getByRole("button", { name: /Testa scenario/ })).toBeEnabled());
  }, 10_000);

  it("un errore del server: 'Errore nel test' e i dettagli in console", async () => {
    serve(500);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWidget();
    await userEvent.type(screen.getByLabelText("Email per il test"), "prova@esempio.it");
    await userEvent.click(screen.getByRole("button", { name: /Testa scenario/ }));
    await waitFor(async () => expect(await toast()).toHaveTextContent("Errore nel test"));
    expect(await toast()).toHaveTextContent("Verifica la console per dettagli tecnici");
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
