import type { ErrorRequestHandler, RequestHandler } from "express";
import { MESSAGES } from "@shared/labels";

export type ErrorCode =
  | "bad_request"
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "premium_required"
  | "limit_reached"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable"
  | "upstream"
  | "internal";

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

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}


// Connection-level failures of PostgreSQL: the database is down or restarting.
const DB_DOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "08000", "08003", "08006", "08001"]);

function isDbDown(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: string }).code;
    const msg = (e as { message?: string }).message ?? "";
    if ((code && DB_DOWN_CODES.has(code)) || /Connection terminated|connection timeout|Client has encountered a connection error/i.test(msg)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

/** Maps every error to a JSON answer in Italian; never leaks a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    res.status(STATUS_BY_CODE[err.code]).json({ message: err.message, ...(err.extra ?? {}) });
    return;
  }
  const type = (err as { type?: string })?.type;
  if (type === "entity.parse.failed") {
    res.status(400).json({ message: "Il corpo della richiesta non è un JSON valido" });
    return;
  }
  if (type === "entity.too.large") {
    res.status(413).json({ message: "Richiesta troppo grande" });
    return;
  }
  const status = (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).json({ message: MESSAGES.invalidData });
    return;
  }
  if (isDbDown(err)) {
    res.status(503).json({ message: MESSAGES.serviceUnavailable });
    return;
  }
  console.error(`[errore] ${req.method} ${req.originalUrl}:`, err);
  res.status(500).json({ message: MESSAGES.serverError });
};
