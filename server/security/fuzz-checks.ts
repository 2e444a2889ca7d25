import { isErrorCode } from "@shared/errors";

/** What the fuzz reads of an answer (a supertest Response fits). */
export type Answer = { status: number; text?: string; headers: Record<string, unknown>; body?: unknown };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A stack frame, a source location or a path of the server: internals that must never leak.
const LEAK = new RegExp(String.raw`\n\s+at |\bat [\w.$<>]+ \(|node_modules|file://|\.[cm]?[jt]s:\d+:\d+|` + escape(process.cwd()));
// Words of English error messages (zod's and the libraries' defaults), never shown to a user.
const ENGLISH = /\b(invalid|expected|received|required|must|should|too (big|small|long|short|many)|unrecognized|unexpected|not found|bad request|error|payload|forbidden|unauthorized)\b/i;

/**
 * Why an answer is unacceptable, or null: a 5xx (503 only where the service is not configured),
 * internal details in the body, a 4xx that is not JSON with an error `code` and an Italian `message` (and Italian
 * `fieldErrors`).
 */
export function answerProblem(res: Answer, opts: { unavailableAllowed?: boolean } = {}): string | null {
  const text = res.text ?? "";
  if (res.status >= 500 && !(opts.unavailableAllowed && res.status === 503)) return `${res.status} ${text.slice(0, 300)}`;
  if (LEAK.test(text)) return `dettagli interni nella risposta: ${text.slice(0, 300)}`;
  if (res.status < 400) return null;
  if (!/application\/json/.test(String(res.headers["content-type"] ?? ""))) return `${res.status} non JSON: ${text.slice(0, 200)}`;
  const { message, fieldErrors } = (res.body ?? {}) as { message?: unknown; fieldErrors?: Record<string, unknown> };
  if (typeof message !== "string" || message.trim() === "") return `${res.status} senza messaggio: ${text.slice(0, 200)}`;
  for (const m of [message, ...Object.values(fieldErrors ?? {})]) {
    if (ENGLISH.test(String(m))) return `messaggio non in italiano: ${JSON.stringify(m)}`;
  }
  // docs/ARCHITECTURE.md ("Errors"): every error answer carries a stable code of shared/errors.ts.
  if (!isErrorCode((res.body as { code?: unknown }).code)) return `${res.status} senza codice d'errore: ${text.slice(0, 200)}`;
  return null;
}
