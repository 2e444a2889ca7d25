import {
  queryKeyOf,
  urlOf,
  urlOfKey,
  type AnyContract,
  type CallArgs,
  type HttpMethod,
  type NoArgs,
  type OutputOf,
} from "@shared/contracts/define";
import { codeOfStatus, isErrorCode, type ErrorCode } from "@shared/errors";

// The one way the client talks to the API: cookies, the X-Requested-With header the server
// requires on writes, JSON bodies, and errors whose message is "STATUS: body" and whose `code` is
// the server's stable error code (docs/client.md, "Data fetching"): client code branches on the
// code, never on the status number (a lint rule, eslint.config.js).
// Every call names its endpoint by contract (shared/contracts, docs/ARCHITECTURE.md "Route
// contracts"): no API path is written anywhere else in the client.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  private get parsed(): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** The server's error code (shared/errors.ts); from the status when the answer carries none (a proxy's page). */
  get code(): ErrorCode {
    const code = this.parsed?.code;
    return isErrorCode(code) ? code : codeOfStatus(this.status);
  }

  /** The server's JSON {message}, when there is one. */
  get serverMessage(): string | null {
    const message = this.parsed?.message;
    return typeof message === "string" ? message : null;
  }

  /** Per-field messages of a 400 validation answer. */
  get fieldErrors(): Record<string, string> {
    const fieldErrors = this.parsed?.fieldErrors;
    return fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as Record<string, string>) : {};
  }
}

/** Whether an error is the server's answer with one of these codes. */
export function hasErrorCode(err: unknown, ...codes: ErrorCode[]): err is ApiError {
  return err instanceof ApiError && codes.includes(err.code);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
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

/** The arguments of a call: optional when the endpoint has no path parameter and no body. */
type ArgsOf<C extends AnyContract> = NoArgs<C> extends true ? [args?: CallArgs<C>] : [args: CallArgs<C>];

/** Calls an endpoint: its address from the contract and `params`/`query`, `body` as JSON; typed answer. */
export function call<C extends AnyContract & { use: "fetch" }>(contract: C, ...[args]: ArgsOf<C>): Promise<OutputOf<C>> {
  return apiRequest<OutputOf<C>>(contract.method, urlOf(contract, args), args?.body);
}

/** GET of the address a query key stands for (the query client's default fetch). */
export const getByKey = (key: readonly unknown[]) => apiRequest("GET", urlOfKey(key));

/** The address of a link endpoint (a browser navigation or a download). */
export function href<C extends AnyContract & { use: "link" }>(contract: C, ...[args]: ArgsOf<C>): string {
  return urlOf(contract, args);
}

/** A read the client fetches (queries are GETs of "fetch" endpoints). */
type Read = AnyContract & { method: "GET"; use: "fetch" };

/** The query key of a read (the same one the server's prerender seeds). */
export function queryKey<C extends Read>(contract: C, ...[args]: ArgsOf<C>) {
  return queryKeyOf(contract, args);
}

/** The prefix of every cached read of an endpoint, whatever its parameters: for invalidation. */
export const keyPrefix = (contract: Read) => [contract.path] as const;

/** queryKey and queryFn of a read, for useQuery: the data is typed by the contract. */
export function apiQuery<C extends Read>(contract: C, ...[args]: ArgsOf<C>) {
  return { queryKey: queryKeyOf(contract, args), queryFn: (): Promise<OutputOf<C>> => call(contract, ...([args] as ArgsOf<C>)) };
}

/** Like apiQuery, but a signed-out caller (401) reads null instead of failing. */
export function apiQueryOrNull<C extends Read>(contract: C, ...[args]: ArgsOf<C>) {
  return {
    queryKey: queryKeyOf(contract, args),
    queryFn: (): Promise<OutputOf<C> | null> =>
      call(contract, ...([args] as ArgsOf<C>)).catch((err) => {
        if (isUnauthorized(err)) return null;
        throw err;
      }),
  };
}

/** The message to show a user for an error: the server's Italian message, else the raw "STATUS: body". */
export function errorMessage(err: unknown, fallback = "Si è verificato un errore"): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

const isUnauthorized = (err: unknown) => hasErrorCode(err, "unauthenticated");
