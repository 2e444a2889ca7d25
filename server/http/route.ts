import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import type { AnyContract, OutputOf } from "@shared/contracts/define";
import { parse } from "./validate";

// Routes are registered from their contracts (shared/contracts, docs/ARCHITECTURE.md "Route
// contracts"): method and path come from the contract, and its zod schemas parse the input, so
// the path is written once for the server, the client and the security suite.

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed input a handler receives: body and query by the contract's schemas (undefined
 * when the contract declares no schema; a type-only input is parsed by the handler itself). */
type ContractInput<C extends AnyContract> = { body: Parsed<C["body"]>; query: Parsed<C["query"]> };

/** The last handler of a route: its answer is typed by the contract's output. */
type ContractHandler<C extends AnyContract> = (req: Request, res: Response<OutputOf<C>>, input: ContractInput<C>) => unknown;

const isSchema = (s: unknown): s is z.ZodType => typeof (s as z.ZodType | undefined)?.safeParse === "function";

/** A JSON body may be absent (no Content-Type): it reads as {}, so each field gets its message. */
function parseInput<C extends AnyContract>(contract: C, req: Request): ContractInput<C> {
  return {
    body: (isSchema(contract.body) ? parse(contract.body, req.body ?? {}) : undefined) as Parsed<C["body"]>,
    query: (isSchema(contract.query) ? parse(contract.query, req.query) : undefined) as Parsed<C["query"]>,
  };
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
 * router[method](path, ...middlewares, handler) from a contract. The middlewares (guards, rate
 * limiters) run first, as written; the input is parsed right before the handler, so a refused
 * caller gets 401/403 whatever they sent.
 */
export function route<C extends AnyContract>(router: Pick<Router, Method>, contract: C, ...handlers: [...RequestHandler[], ContractHandler<C>]): void {
  const middlewares = handlers.slice(0, -1) as RequestHandler[];
  const handler = handlers[handlers.length - 1] as ContractHandler<C>;
  const method = contract.method.toLowerCase() as Method;
  router[method](contract.path, ...middlewares, async (req: Request, res: Response) => {
    const input = (res.locals[INPUT] as ContractInput<C> | undefined) ?? parseInput(contract, req);
    await handler(req, res as Response<OutputOf<C>>, input);
  });
}
