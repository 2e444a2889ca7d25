import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Toaster from "@/components/ui/toaster";
import { BILLING_MESSAGES } from "@shared/schemas/billing";

// Stripe's own widgets are a third-party iframe: replaced by a stand-in exposing the confirm calls.
const stripe = { confirmSetup: vi.fn(), confirmPayment: vi.fn() };
vi.mock("@stripe/react-stripe-js", () => ({
  useStripe: () => stripe,
  useElements: () => ({}),
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  AddressElement: ({ options }: { options: { mode: string } }) => <div data-testid="address-element" data-mode={options.mode} />,
}));

const { ConfirmForm } = await import("./payment-form");

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("modulo di pagamento", () => {
  it("indirizzo di fatturazione; 'Elaborando...' durante la conferma; poi il toast di successo", async () => {
    const pending = deferred<{ error?: { message: string } }>();
    stripe.confirmSetup.mockReturnValueOnce(pending.promise);
    render(
      <>
        <ConfirmForm intent="setup" />
        <Toaster />
      </>,
    );
    expect(screen.getByTestId("address-element")).toHaveAttribute("data-mode", "billing");
    await userEvent.click(screen.getByRole("button", { name: "Inizia i 7 giorni gratis" }));
    // The submit runs after the form's async validation: wait for the pending state.
    expect(await screen.findByRole("button", { name: BILLING_MESSAGES.processing })).toBeDisabled();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ confirmParams: { return_url: window.location.origin }, redirect: "if_required" }));
    pending.resolve({});
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.paidTitle));
    expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.paidDescription);
  });

  it("pagamento rifiutato: toast 'Pagamento Fallito' con il messaggio del fornitore, e si può riprovare", async () => {
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: "La carta è stata rifiutata." } });
    render(
      <>
        <ConfirmForm intent="payment" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Abbonati a Premium" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(BILLING_MESSAGES.failedTitle));
    expect(screen.getByTestId("toast")).toHaveTextContent("La carta è stata rifiutata.");
    expect(screen.getByRole("button", { name: "Abbonati a Premium" })).toBeEnabled();
  });
});
