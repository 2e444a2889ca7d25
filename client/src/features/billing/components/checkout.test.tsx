import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { Checkout } from "./checkout";

// Stripe's library and widgets are third-party (a script and iframes): replaced by stand-ins.
const loadStripe = vi.fn(async (_key: string) => ({ confirmSetup: vi.fn(), confirmPayment: vi.fn() }));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ options, children }: { options: { clientSecret: string }; children: ReactNode }) => (
    <div data-testid="payment-form" data-secret={options.clientSecret}>
      {children}
    </div>
  ),
  useStripe: () => null,
  useElements: () => null,
  PaymentElement: () => null,
  AddressElement: () => null,
}));

type Answer = { status: number; body: unknown };
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      const a = answers[url] ?? { status: 404, body: { message: "Risorsa non trovata" } };
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderCheckout() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Checkout />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadStripe.mockClear();
});

const config = { status: 200, body: { enabled: true, publishableKey: "pk_test_dal_server", demoMode: false } };

describe("checkout della pagina /subscribe", () => {
  it("con un client secret mostra il modulo di pagamento con la chiave arrivata dal server", async () => {
    const calls = serve({ "/api/create-subscription": { status: 200, body: { demo: false, clientSecret: "seti_1_secret_x", intent: "setup" } }, "/api/billing/config": config });
    renderCheckout();
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByTestId("payment-form")).toHaveAttribute("data-secret", "seti_1_secret_x");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_dal_server");
    expect(screen.getByRole("button", { name: "Inizia i 7 giorni gratis" })).toBeInTheDocument();
    expect(calls.filter((c) => c === "POST /api/create-subscription")).toHaveLength(1);
  });

  it("risposta demo: il pulsante della prova gratuita in modalità demo, nessun toast", async () => {
    serve({
      "/api/create-subscription": { status: 200, body: { demo: true } },
      "/api/billing/config": { status: 200, body: { enabled: false, publishableKey: null, demoMode: true } },
      "/api/billing/plan": { status: 200, body: { status: "free", isPremium: false, premiumUntil: null, source: null, demoMode: true, trialAvailable: true, canCancel: false, canResume: false } },
    });
    renderCheckout();
    expect(await screen.findByRole("button", { name: BILLING_MESSAGES.demoTrialButton })).toBeEnabled();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("prova già usata: il pulsante 'Attiva Premium (modalità demo)'", async () => {
    serve({
      "/api/create-subscription": { status: 200, body: { demo: true } },
      "/api/billing/config": { status: 200, body: { enabled: false, publishableKey: null, demoMode: true } },
      "/api/billing/plan": { status: 200, body: { status: "free", isPremium: false, premiumUntil: null, source: null, demoMode: true, trialAvailable: false, canCancel: false, canResume: false } },
    });
    renderCheckout();
    expect(await screen.findByRole("button", { name: BILLING_MESSAGES.demoActivateButton })).toBeEnabled();
    expect(screen.queryByRole("button", { name: BILLING_MESSAGES.demoTrialButton })).toBeNull();
  });

  it("in produzione senza chiavi e senza DEMO_MODE: i pagamenti non sono configurati, nessun pulsante", async () => {
    serve({ "/api/create-subscription": { status: 200, body: { demo: true } }, "/api/billing/config": { status: 200, body: { enabled: false, publishableKey: null, demoMode: false } } });
    renderCheckout();
    expect(await screen.findByTestId("payments-not-configured")).toHaveTextContent(BILLING_MESSAGES.demoOff);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("503: silenzio (nessun toast) e avviso demo", async () => {
    serve({ "/api/create-subscription": { status: 503, body: { message: BILLING_MESSAGES.paymentsUnavailable } }, "/api/billing/config": config });
    renderCheckout();
    await screen.findByTestId("demo-notice");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("ogni altro errore: toast 'Modalità Demo' e avviso demo", async () => {
    serve({ "/api/create-subscription": { status: 500, body: { message: "errore" } }, "/api/billing/config": config });
    renderCheckout();
    await screen.findByTestId("demo-notice");
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.demoTitle));
    expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.demoDescription);
  });
});
