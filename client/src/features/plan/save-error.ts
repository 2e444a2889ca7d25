import { ApiError, errorMessage } from "@/lib/api";

/** The server's per-field messages (e.g. "Il budget deve essere maggiore di 0"), else its message. */
export function saveErrorText(err: unknown): string | undefined {
  if (!err) return undefined;
  const fields = err instanceof ApiError ? [...new Set(Object.values(err.fieldErrors))] : [];
  return fields.length > 0 ? fields.join(" · ") : errorMessage(err);
}
