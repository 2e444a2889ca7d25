// The error codes every error answer of the API carries, shared by server and client
// (docs/ARCHITECTURE.md, "Errors"). A code is stable: the client branches on it, never on the
// HTTP status, and the server derives the status from it in one table.

export const ERROR_CODES = [
  "bad_request",
  "validation",
  "unauthenticated",
  "forbidden",
  "premium_required",
  "limit_reached",
  "not_found",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "unavailable",
  "upstream",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one table from error codes to HTTP statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  premium_required: 403,
  limit_reached: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  /** A provider behind the server (the AI model) failed or answered nonsense. */
  upstream: 502,
  internal: 500,
};

/** The body of every error answer: a code, an Italian message, per-field messages for a form. */
export type ErrorBody = { code: ErrorCode; message: string; fieldErrors?: Record<string, string> };

export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

/** The code of an answer that carries none (a proxy's page, a library's bare status). */
export function codeOfStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => STATUS_BY_CODE[code] === status);
  if (exact) return exact;
  return status >= 500 ? "internal" : "bad_request";
}
