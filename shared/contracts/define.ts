// Types only: this module is in the client's entry chunk and must not load zod there (the
// schemas of path parameters are in ./params.ts; docs/benchmarks.md, "Bundle del client").
import type { z } from "zod";

// A route contract states an endpoint once (docs/ARCHITECTURE.md, "Route contracts"): the server
// registers it (server/http/route.ts), the client calls it (client/src/lib/api.ts) and the
// security suite's rules are checked against it (server/test/route-contracts.test.ts).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who gets past the guard that route() applies (server/http/guards.ts, docs/security.md,
 * "Chi può chiamare cosa"). The vocabulary is open: a new level is one more name here and one
 * more row in the server's guard table (GUARDS), e.g. the household roles.
 */
export type Access = "public" | "user" | "premium" | "admin" | HouseholdAccess;

/**
 * The household roles (docs/household.md, "Ruoli"): "household:read" any member of the caller's
 * household, "household:write" its owner and editors (a viewer gets 403), "household:manage" its
 * owner. The records themselves are still looked up in the caller's household only (another
 * household's record is a 404).
 */
type HouseholdAccess = "household:read" | "household:write" | "household:manage";

/**
 * How a request may touch its session (docs/security.md, "Cache delle sessioni"):
 * "changes" — it signs in or out, ends the account or its session (login, logout, the sign-out
 * link): always through express-session, never the fast path; "never-starts" — a write that a
 * visitor without a session cookie sends (page views): it never starts a session.
 */
type SessionUse = "changes" | "never-starts";

/**
 * How the endpoint is reached: "fetch" (the client's typed helper, JSON), "link" (a browser
 * navigation or download: the client only builds its address), "webhook" (called by a third
 * party, never by the client).
 */
type Use = "fetch" | "link" | "webhook";

/** A type with no runtime schema: every output, and an input the handler validates itself. */
type TypeOnly<T> = { readonly typeOnly: true; readonly __type?: () => T };
export const typeOnly = <T>(): TypeOnly<T> => ({ typeOnly: true });

type InputSpec = z.ZodType | TypeOnly<unknown>;

/** The endpoints whose JSON body may exceed the app's 200 kB (their sizes are server configuration). */
export type BodyLimitName = "expenseImport" | "blogEditor" | "receiptUpload";

type Contract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends InputSpec | undefined = InputSpec | undefined,
  Q extends InputSpec | undefined = InputSpec | undefined,
  O = unknown,
  U extends Use = Use,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: M;
  /** Express pattern: "/api/courses/:id". */
  path: P;
  access: Access;
  use: U;
  /** Path parameters; a failed parse answers 404 with the schema's message (an unknown id). */
  params: R;
  /** The 403 message of a premium endpoint to a free user (access "premium"). */
  premiumMessage?: string;
  session?: SessionUse;
  /** "exempt": no forgery check on its headers (server/http/csrf.ts): a signed webhook, or a
   * form that checks its origin itself. Say why beside it. */
  csrf?: "exempt";
  /** The name of a larger JSON body limit (server/http/large-body.ts), read only after the guard. */
  bodyLimit?: BodyLimitName;
  /** JSON body of a write; a zod schema is parsed by the route helper before the handler runs. */
  body: B;
  /** Query string; a zod schema is parsed like the body. */
  query: Q;
  output: TypeOnly<O>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<HttpMethod, string, any, any, any, Use, any>;

/** Declares one endpoint; `body`, `query` default to none, `use` to "fetch". */
export function endpoint<
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  O,
  B extends InputSpec | undefined = undefined,
  Q extends InputSpec | undefined = undefined,
  const U extends Use = "fetch",
  R extends z.ZodType | undefined = undefined,
>(spec: {
  method: M;
  path: P;
  access: Access;
  use?: U;
  params?: R;
  premiumMessage?: string;
  session?: SessionUse;
  csrf?: "exempt";
  bodyLimit?: BodyLimitName;
  body?: B;
  query?: Q;
  output: TypeOnly<O>;
}): Contract<M, P, B, Q, O, U, R> {
  return { ...spec, use: (spec.use ?? "fetch") as U, body: spec.body as B, query: spec.query as Q, params: spec.params as R };
}

/** "GET /api/courses/:id": the key of the security suite's rules and of the route list. */
export const routeKey = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

// ---- Types the server and the client read from a contract ----

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a pattern: "/api/courses/:id" → { id }. */
type PathParams<P extends string> = [ParamNames<P>] extends [never] ? undefined : Record<ParamNames<P>, string | number>;

/** What a caller sends (a schema's input type). */
type Sent<S> = S extends z.ZodType ? z.input<S> : S extends TypeOnly<infer T> ? T : undefined;

type BodyOf<C extends AnyContract> = Sent<C["body"]>;
type QueryOf<C extends AnyContract> = Sent<C["query"]>;
export type OutputOf<C extends AnyContract> = C["output"] extends TypeOnly<infer O> ? O : never;

/** The arguments of a call: params when the path has some, body when declared, query optional. */
export type CallArgs<C extends AnyContract> = (PathParams<C["path"]> extends undefined ? { params?: undefined } : { params: PathParams<C["path"]> }) &
  (C["body"] extends undefined ? { body?: undefined } : { body: BodyOf<C> }) &
  (C["query"] extends undefined ? { query?: undefined } : { query?: QueryOf<C> });

/** True when a call needs no argument at all. */
export type NoArgs<C extends AnyContract> = PathParams<C["path"]> extends undefined ? (C["body"] extends undefined ? true : false) : false;

// ---- Addresses and query keys, the same on the server (prerender) and the client ----

type Loose = { params?: Record<string, string | number> | undefined; query?: unknown };

/** Query values as the address carries them: strings, with absent ones left out. */
function queryStrings(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (query && typeof query === "object") {
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") out[k] = String(v);
  }
  return out;
}

function paramStrings(params: Loose["params"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = String(v);
  return out;
}

/** The concrete path: each ":name" replaced by its encoded value (a missing one throws). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`parametro mancante: ${name} in ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** The address of a call: path with its parameters, then the query string (keys in given order). */
export function urlOf(contract: { path: string }, args: Loose = {}): string {
  const search = new URLSearchParams(queryStrings(args.query)).toString();
  const path = fillPath(contract.path, args.params);
  return search ? `${path}?${search}` : path;
}

/**
 * The react-query key of a read: [path pattern, params, query], values as strings. A key made of
 * the pattern alone is the prefix of every read of that endpoint, for invalidation.
 */
export function queryKeyOf(contract: { path: string }, args: Loose = {}): readonly [string, Record<string, string>, Record<string, string>] {
  return [contract.path, paramStrings(args.params), queryStrings(args.query)] as const;
}

/** The address a query key stands for (the query client's default fetch). */
export function urlOfKey(key: readonly unknown[]): string {
  const [path, params, query] = key as [string, Record<string, string> | undefined, unknown];
  return urlOf({ path: String(path) }, { params, query });
}
