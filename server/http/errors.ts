import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { MESSAGES } from "@shared/labels";
import { STATUS_BY_CODE, codeOfStatus, type ErrorBody, type ErrorCode } from "@shared/errors";

// The codes and their statuses live in shared/errors.ts, so the client reads the same list.
export type { ErrorCode } from "@shared/errors";

/** Answers an error: the status from the code's table, the body `{code, message, ...extra}`. */
export function sendError(res: Response, code: ErrorCode, message: string, extra?: Record<string, unknown>): void {
  const body: ErrorBody = { ...extra, code, message };
  res.status(STATUS_BY_CODE[code]).json(body);
}

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
  sendError(res, "not_found", MESSAGES.notFound);
};

/** Maps every error to a JSON answer in Italian; never leaks a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    sendError(res, err.code, err.message, err.extra);
    return;
  }
  const type = (err as { type?: string })?.type;
  if (type === "entity.parse.failed") {
    sendError(res, "bad_request", "Il corpo della richiesta non è un JSON valido");
    return;
  }
  if (type === "entity.too.large") {
    sendError(res, "payload_too_large", "Richiesta troppo grande");
    return;
  }
  const status = (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).json({ code: codeOfStatus(status), message: MESSAGES.invalidData } satisfies ErrorBody);
    return;
  }
  if (isDbDown(err)) {
    sendError(res, "unavailable", MESSAGES.serviceUnavailable);
    return;
  }
  console.error(`[errore] ${req.method} ${req.originalUrl}:`, err);
  sendError(res, "internal", MESSAGES.serverError);
};
