import type { Test } from "supertest";
import { MESSAGES } from "@shared/labels";
import type { TestContext } from "./context";
import { listRoutes, type RouteEntry } from "./route-list";
import { allContracts } from "@shared/contracts";
import { routeKey, type AnyContract } from "@shared/contracts/define";
import { ROLES, ROUTE_RULES, type Role, type RouteRule } from "./route-rules";

export type Agent = ReturnType<TestContext["visitor"]>;
/** A route of the app with its contract (whose `access` the guard applies) and its rule. */
export type RuledRoute = RouteEntry & { contract: AnyContract; rule: RouteRule };

/**
 * The routes of the app with their contract, and the lists that must stay empty: routes without
 * a contract, and rules (server/test/route-rules.ts) whose route no longer exists.
 */
export function routeCoverage(ctx: TestContext) {
  const routes = listRoutes(ctx.app);
  const live = new Set(routes.map((r) => r.key));
  const contracts = new Map(allContracts().map(({ contract }) => [routeKey(contract), contract]));
  return {
    ruled: routes.filter((r) => contracts.has(r.key)).map((r): RuledRoute => ({ ...r, contract: contracts.get(r.key)!, rule: ROUTE_RULES[r.key] ?? {} })),
    withoutContract: routes.filter((r) => !contracts.has(r.key)).map((r) => r.key),
    staleRules: Object.keys(ROUTE_RULES).filter((k) => !live.has(k)),
  };
}

/** A signed-in agent (or a visitor) for each role. */
export async function signInRole(ctx: TestContext, role: Role): Promise<Agent> {
  if (role === "visitor") return ctx.visitor();
  if (role === "free") return (await ctx.signUp()).agent;
  if (role === "premium") return (await ctx.signUpPremium()).agent;
  return (await ctx.signInAdmin()).agent;
}

export async function signInAll(ctx: TestContext): Promise<Record<Role, Agent>> {
  const out = {} as Record<Role, Agent>;
  for (const role of ROLES) out[role] = await signInRole(ctx, role);
  return out;
}

/** A concrete URL for a pattern: every path parameter becomes `value`, optional groups kept. */
export function fillPath(pattern: string, value = "1"): string {
  return pattern
    .replace(/[:*]\w+/g, () => encodeURIComponent(value))
    .replace(/[{}]/g, "");
}

export function send(agent: Agent, method: string, url: string): Test {
  const m = method === "ALL" ? "get" : method.toLowerCase();
  return (agent as unknown as Record<string, (u: string) => Test>)[m](url);
}

export const isWrite = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

/** The Italian message a refusal carries, by status and the contract's access level. */
export function refusalMessage(status: 401 | 403, contract: AnyContract): string | null {
  if (status === 401) return MESSAGES.unauthenticated;
  if (contract.access === "admin") return MESSAGES.adminOnly;
  if (contract.access === "premium") return contract.premiumMessage ?? MESSAGES.premiumRequired;
  return null; // a refusal that depends on data (a premium lesson) carries the feature's message
}
