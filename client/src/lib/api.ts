// The one way the client talks to the API: cookies, the X-Requested-With header the server
// requires on writes, JSON bodies, and errors whose message is "STATUS: body" (spec part 1 §8).

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's JSON {message}, when there is one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.message === "string" ? parsed.message : null;
    } catch {
      return null;
    }
  }

  /** Per-field messages of a 400 validation answer. */
  get fieldErrors(): Record<string, string> {
    try {
      return JSON.parse(this.body)?.fieldErrors ?? {};
    } catch {
      return {};
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest<T = unknown>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: {
      "X-Requested-With": "fetch",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? res.json() : res.text()) as Promise<T>;
}

export const apiGet = <T>(url: string) => apiRequest<T>("GET", url);

/** The message to show a user for an error: the server's Italian message, else the raw "STATUS: body". */
export function errorMessage(err: unknown, fallback = "Si è verificato un errore"): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

