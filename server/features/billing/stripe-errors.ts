import { AppError } from "../../http/errors";
import { MESSAGES } from "@shared/labels";
import { BILLING_MESSAGES } from "@shared/schemas/billing";

// Stripe's own 4xx must not reach the generic handler (it would answer "Dati non validi" as
// if the user had sent bad data): the provider being unreachable is a 503 (the page stays
// silent), anything else is our configuration's fault, logged and answered 500.
const UNAVAILABLE = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"]);

export function isStripeError(err: unknown): err is { type: string; code?: string; statusCode?: number; message: string } {
  return typeof err === "object" && err !== null && typeof (err as { type?: unknown }).type === "string" && String((err as { type: string }).type).startsWith("Stripe");
}

export const isMissingResource = (err: unknown) => isStripeError(err) && (err.code === "resource_missing" || err.statusCode === 404);

/** Runs a call to Stripe, turning its failures into our errors. */
export async function callStripe<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!isStripeError(err)) throw err;
    console.error(`[stripe] ${what}: errore ${err.type} ${err.code ?? ""} ${err.message}`);
    if (UNAVAILABLE.has(err.type)) throw new AppError("unavailable", BILLING_MESSAGES.paymentsUnavailable);
    throw new AppError("internal", MESSAGES.serverError);
  }
}
