import type { Test } from "supertest";
import { MESSAGES } from "@shared/labels";
import type { TestContext } from "./context";
import { listRoutes, type RouteEntry } from "./route-list";
import { ROLES, ROUTE_RULES, type Role, type RouteRule } from "./route-rules";

export type Agent = ReturnType<TestContext["visitor"]>;
export type RuledRoute = RouteEntry & { rule: RouteRule };

/** The routes of the app that have a rule, and the two lists that must stay empty. */
export function routeCoverage(ctx: TestContext) {
  const routes = listRoutes(ctx.app);
  const live = new Set(routes.map((r) => r.key));
  return {
    ruled: routes.filter((r) => ROUTE_RULES[r.key]).map((r): RuledRoute => ({ ...r, rule: ROUTE_RULES[r.key] })),
    withoutRule: routes.filter((r) => !ROUTE_RULES[r.key]).map((r) => r.key),
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

/** The Italian message a refusal carries, by status and access level. */
export function refusalMessage(status: 401 | 403, rule: RouteRule): string | null {
  if (status === 401) return MESSAGES.unauthenticated;
  if (rule.access === "admin") return MESSAGES.adminOnly;
  return null; // a premium refusal carries the feature's own message
}
