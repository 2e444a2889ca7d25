import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request, { type Response } from "supertest";
import { MESSAGES } from "@shared/labels";
import { allContracts } from "@shared/contracts";
import { routeKey } from "@shared/contracts/define";
import { call as callEndpoint, createTestContext, type TestContext, ROLES, expectedOutcome, type Outcome, type Role, type RouteRule, type RuledRoute, fillPath, isWrite, refusalMessage, routeCoverage, send, signInAll, signInRole, type Agent } from "../test/harness";
import { listRoutes } from "../test/route-list";
import { changedTables, createDbChecksum } from "./db-checksum";
import { authContract } from "@shared/contracts/auth";

// Every endpoint of createApp() × visitor, free, premium, admin, from the app's own route list and
// each contract's `access` (the reviewed list it must match: server/security/expected-access.ts),
// with the data cases of server/test/route-rules.ts (see docs/security.md).
const ctx: TestContext = await createTestContext();
const coverage = routeCoverage(ctx);
let agents: Record<Role, Agent>;
beforeAll(async () => {
  agents = await signInAll(ctx);
});
afterAll(() => ctx.close());

/** Who each shared agent is; a call that changes it must be marked `changesSession`. */
async function identity(agent: Agent) {
  const me = await callEndpoint(agent, authContract.user);
  return me.status === 200 ? `${me.body.id}:${me.body.isPremium}:${me.body.isAdmin}` : "visitatore";
}

function assertOutcome(res: Response, expected: Outcome, route: RuledRoute, label: string) {
  const { rule, contract } = route;
  const body = JSON.stringify(res.body).slice(0, 200);
  if (expected === "allowed") {
    expect([401, 403], `${label} dovrebbe passare, ha dato ${res.status} ${body}`).not.toContain(res.status);
    // 503 is the designed answer of a service not configured here (payments in demo mode).
    const unavailable = rule.unavailableWithoutKeys && res.status === 503;
    if (!unavailable) expect(res.status, `${label}: ${body}`).toBeLessThan(500);
    return;
  }
  expect(res.status, `${label}: ${body}`).toBe(expected);
  const message = refusalMessage(expected, contract);
  // docs/ARCHITECTURE.md ("Errors"): a refusal carries its code beside the message.
  if (message) expect(res.body, label).toEqual({ code: expected === 401 ? "unauthenticated" : expect.stringMatching(/^(forbidden|premium_required)$/), message });
  else expect(res.body.message, label).toMatch(/\S/);
}

async function call(role: Role, rule: RouteRule, method: string, url: string, body: Record<string, unknown> = {}): Promise<Response> {
  // A call that signs the caller out (or changes their plan) gets a throwaway session.
  const agent = rule.changesSession ? await signInRole(ctx, role) : agents[role];
  const req = send(agent, method, url);
  return isWrite(method) ? req.send(body) : req;
}

describe("copertura delle regole", () => {
  it("ogni rotta dell'app ha un contratto (il suo accesso è la guardia applicata)", () => {
    expect(coverage.withoutContract, "rotte senza contratto: dichiarale in shared/contracts").toEqual([]);
  });
  it("ogni regola nomina una rotta che esiste ancora", () => {
    expect(coverage.staleRules, "regole di rotte che non esistono più: toglile da server/test/route-rules.ts").toEqual([]);
  });
  it("ogni rotta dell'app è dichiarata in shared/contracts, e ogni contratto è registrato", () => {
    const registered = listRoutes(ctx.app).map((r) => r.key);
    const declared = allContracts().map(({ contract }) => routeKey(contract));
    expect(registered.filter((k) => !declared.includes(k)), "rotte senza contratto").toEqual([]);
    expect(declared.filter((k) => !registered.includes(k)), "contratti senza rotta").toEqual([]);
  });
  it("l'elenco delle rotte non è vuoto e include rotte montate dalle funzionalità", () => {
    const keys = coverage.ruled.map((r) => r.key);
    expect(keys).toContain("GET /api/health");
    expect(keys).toContain("PATCH /api/admin/feedback/:id");
    expect(keys.length).toBeGreaterThan(40);
  });
});

describe("matrice di autorizzazione: rotta × ruolo", () => {
  for (const route of coverage.ruled) {
    const { rule, method, path, contract } = route;
    it(`${route.key} (${contract.access})`, async () => {
      const before = await Promise.all(ROLES.map((r) => identity(agents[r])));
      const url = fillPath(path);
      for (const role of ROLES) {
        const res = await call(role, rule, method, url);
        assertOutcome(res, expectedOutcome(contract.access, role), route, `${role} ${method} ${url}`);
      }
      for (const c of rule.cases ?? []) {
        const { url: caseUrl, body } = await c.request(ctx.db);
        for (const role of ROLES) {
          const res = await call(role, rule, method, caseUrl, body);
          assertOutcome(res, c.expect[role], route, `${c.name}: ${role} ${method} ${caseUrl}`);
        }
      }
      const after = await Promise.all(ROLES.map((r) => identity(agents[r])));
      expect(after, `${route.key} ha cambiato chi è il chiamante: segna la regola con changesSession`).toEqual(before);
    });
  }
});

describe("protezione CSRF su ogni scrittura", () => {
  // Stripe cannot send the header: its signature is the guard (server/http/csrf.ts). The
  // "Vuoi uscire?" form (csrf: "exempt" too) is checked here all the same: its route refuses a
  // post without a same-site origin.
  const exempt = new Set(["POST /api/stripe/webhook"]);

  it("senza X-Requested-With, o con un corpo non JSON, ogni scrittura è rifiutata anche all'amministratore", async () => {
    const checksum = await createDbChecksum(ctx.db);
    const cookie = (await callEndpoint(agents.admin, authContract.user)).request.cookies;
    const before = await checksum();
    for (const route of coverage.ruled.filter((r) => isWrite(r.method) && !exempt.has(r.key))) {
      const url = fillPath(route.path);
      const bare = send(request(ctx.app), route.method, url).set("Cookie", cookie);
      const noHeader = await bare.send({});
      expect(noHeader.status, `${route.key} senza intestazione`).toBe(403);
      expect(noHeader.body, route.key).toEqual({ code: "forbidden", message: MESSAGES.csrf });
      const form = await send(agents.admin, route.method, url).set("Content-Type", "application/x-www-form-urlencoded").send("a=1");
      expect(form.status, `${route.key} con un form`).toBe(403);
    }
    expect(changedTables(before, await checksum())).toEqual([]);
  });
});
