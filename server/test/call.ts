import request, { type Test } from "supertest";
import type { Express } from "express";
import type { AnyContract, CallArgs } from "@shared/contracts/define";
import { urlOf } from "@shared/contracts/define";

// Tests speak contracts (docs/ARCHITECTURE.md, "Route contracts"): an integration test names the
// endpoint it calls, never its address, so a renamed path or method changes one contract and no test.

/** Anything supertest can send from: `request(app)`, `request.agent(app)`, a harness agent. */
type Sender = {
  get(url: string): Test;
  post(url: string): Test;
  put(url: string): Test;
  patch(url: string): Test;
  delete(url: string): Test;
};

/**
 * The arguments of a test call: path params typed and required exactly as the contract says;
 * the query and body optional (a test may send a malformed one on purpose, with `.send(...)`
 * or a query the schema refuses).
 */
export type TestCallArgs<C extends AnyContract> = Pick<CallArgs<C>, "params"> & {
  query?: NonNullable<CallArgs<C>["query"]> | Record<string, string | number | boolean>;
  body?: CallArgs<C>["body"];
};

type HasParams<C extends AnyContract> = undefined extends CallArgs<C>["params"] ? false : true;

/**
 * The supertest request of `contract` from `agent`: method and address from the contract
 * (`urlOf`), the body sent when given. Chain `.set(...)`, `.send(...)`, `.expect(...)` as usual.
 */
export function call<C extends AnyContract>(
  agent: Sender,
  contract: C,
  ...rest: HasParams<C> extends true ? [args: TestCallArgs<C>] : [args?: TestCallArgs<C>]
): Test {
  const args = (rest[0] ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  const url = urlOf(contract, { params: args.params, query: args.query });
  const method = contract.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const req = agent[method](url);
  return args.body === undefined ? req : req.send(args.body as object);
}

/**
 * A client of `app` that sends `cookie` and the API's X-Requested-With header on every request and
 * keeps no cookie jar: a second device, a forged or stale cookie. Give it to `call(...)`, or send a
 * raw address when the test is about the address itself.
 */
export function withCookie(app: Express, cookie: string): Sender {
  const client = request(app);
  const signed = (req: Test) => req.set("Cookie", cookie).set("X-Requested-With", "vitest");
  return {
    get: (url) => signed(client.get(url)),
    post: (url) => signed(client.post(url)),
    put: (url) => signed(client.put(url)),
    patch: (url) => signed(client.patch(url)),
    delete: (url) => signed(client.delete(url)),
  };
}
