import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { MESSAGES } from "@shared/labels";
import type { AnyContract, OutputOf } from "@shared/contracts/define";
import { parse } from "./validate";
import { AppError } from "./errors";
import { guardOf } from "./guards";
import { readLargeBody } from "./large-body";

// Routes are registered from their contracts (shared/contracts, docs/ARCHITECTURE.md "Route
// contracts"): method and path come from the contract, and its zod schemas parse the input, so
// the path is written once for the server, the client and the security suite.

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed input a handler receives: body and query by the contract's schemas (undefined
 * when the contract declares no schema; a type-only input is parsed by the handler itself). */
type ContractInput<C extends AnyContract> = { body: Parsed<C["body"]>; query: Parsed<C["query"]>; params: Parsed<C["params"]> };

/** The last handler of a route: its answer is typed by the contract's output. */
type ContractHandler<C extends AnyContract> = (req: Request, res: Response<OutputOf<C>>, input: ContractInput<C>) => unknown;

const isSchema = (s: unknown): s is z.ZodType => typeof (s as z.ZodType | undefined)?.safeParse === "function";

/** A JSON body may be absent (no Content-Type): it reads as {}, so each field gets its message. */
function parseInput<C extends AnyContract>(contract: C, req: Request): ContractInput<C> {
  return {
    params: parseParams(contract, req) as Parsed<C["params"]>,
    body: (isSchema(contract.body) ? parse(contract.body, req.body ?? {}) : undefined) as Parsed<C["body"]>,
    query: (isSchema(contract.query) ? parse(contract.query, req.query) : undefined) as Parsed<C["query"]>,
  };
}

/** Path parameters by the contract's schema: a malformed one names an unknown resource, 404. */
function parseParams(contract: AnyContract, req: Request): unknown {
  if (!isSchema(contract.params)) return undefined;
  const r = contract.params.safeParse(req.params);
  if (!r.success) throw new AppError("not_found", r.error.issues[0]?.message ?? MESSAGES.notFound);
  return r.data;
}

const INPUT = "contractInput";

/**
 * Parses the input early, before the middlewares after it (a rate limiter that should count only
 * well-formed requests); the handler then receives this parse instead of parsing again.
 */
export function validateInput(contract: AnyContract): RequestHandler {
  return (req, res, next) => {
    res.locals[INPUT] = parseInput(contract, req);
    next();
  };
}

type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * router[method](path, guard, ...middlewares, handler) from a contract: the guard of its `access`
 * first (server/http/guards.ts), then the middlewares (rate limiters) as written, then a large
 * body's parser when the contract names a `bodyLimit`; the input (params, query, body) is parsed
 * right before the handler, so a refused caller gets 401/403 whatever they sent.
 */
export function route<C extends AnyContract>(router: Pick<Router, Method>, contract: C, ...handlers: [...RequestHandler[], ContractHandler<C>]): void {
  const middlewares = handlers.slice(0, -1) as RequestHandler[];
  const handler = handlers[handlers.length - 1] as ContractHandler<C>;
  const method = contract.method.toLowerCase() as Method;
  const guard = guardOf(contract);
  const before = [...(guard ? [guard] : []), ...middlewares, ...(contract.bodyLimit ? [readLargeBody] : [])];
  router[method](contract.path, ...before, async (req: Request, res: Response) => {
    const input = (res.locals[INPUT] as ContractInput<C> | undefined) ?? parseInput(contract, req);
    await handler(req, res as Response<OutputOf<C>>, input);
  });
}
