import type { Request } from "express";
import { allContracts } from "@shared/contracts";
import { routedPath } from "../perf/route-index";

// Which requests may change their session, read from the contracts' `session` field
// (shared/contracts/define.ts; docs/security.md, "Cache delle sessioni"): the app's session step
// asks this instead of keeping its own lists of paths. Paths are compared as the router compares
// them (without case, one trailing slash ignored); a HEAD is its GET.

const key = (method: string, path: string) => `${method === "HEAD" ? "GET" : method} ${routedPath(path)}`;

export type SessionPolicy = {
  /** Signs in or out, ends the account or its session: always through express-session. */
  changesSession(req: Request): boolean;
  /** Never starts a session for a caller without a session cookie (page views). */
  neverStartsSession(req: Request): boolean;
};

export function sessionPolicy(contracts = allContracts().map(({ contract }) => contract)): SessionPolicy {
  const changes = new Set<string>();
  const neverStarts = new Set<string>();
  for (const c of contracts) {
    if (c.session === "changes") changes.add(key(c.method, c.path));
    if (c.session === "never-starts") neverStarts.add(key(c.method, c.path));
  }
  return {
    changesSession: (req) => changes.has(key(req.method, req.path)),
    neverStartsSession: (req) => neverStarts.has(key(req.method, req.path)),
  };
}
