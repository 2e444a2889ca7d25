import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { rateLimits, users } from "../db/schema";
import { call, createTestContext, type TestContext, expectedOutcome, type Role, isWrite, routeCoverage, send, signInAll, signInRole, type Agent, type RuledRoute } from "../test/harness";
import { changedTables, createDbChecksum } from "./db-checksum";
import { bodyArb, encode, pathValueArb, queryArb, type BodyInput } from "./fuzz-inputs";
import { answerProblem } from "./fuzz-checks";
import { authContract } from "@shared/contracts/auth";

// Property-based fuzz of every route (see docs/security.md): random and hostile bodies, query
// strings and path parameters, as the roles that pass the guard and as one that does not.
// FUZZ_RUNS sets the runs per route and role (default 25; the refused role gets a fifth).
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// To replay a failure: FUZZ_SEED and FUZZ_PATH from its message, with -t "<the route>".
const REPLAY = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {};

const ctx: TestContext = await createTestContext();
const coverage = routeCoverage(ctx);
let agents: Record<Role, Agent>;
let ids: Record<"free" | "premium" | "admin", number>;
let checksum: Awaited<ReturnType<typeof createDbChecksum>>;
beforeAll(async () => {
  agents = await signInAll(ctx);
  const id = async (a: Agent) => (await call(a, authContract.user)).body.id as number;
  ids = { free: await id(agents.free), premium: await id(agents.premium), admin: await id(agents.admin) };
  checksum = await createDbChecksum(ctx.db);
});

/** Each route starts from the same roles, whatever an administrator's fuzz did to them before. */
async function resetRoles() {
  const set = (id: number, v: Partial<typeof users.$inferInsert>) => ctx.db.update(users).set(v).where(eq(users.id, id));
  await set(ids.free, { isPremium: false, premiumUntil: null, isAdmin: false });
  await set(ids.premium, { isPremium: true, premiumUntil: null, isAdmin: false });
  await set(ids.admin, { isPremium: false, premiumUntil: null, isAdmin: true });
}
const statuses = new Map<number, number>();
afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const by = [...statuses.entries()].sort(([a], [b]) => a - b).map(([k, n]) => `${k}×${n}`).join(" ");
  console.log(`fuzz: ${total} richieste (${by})`);
  await ctx.close();
});

type Snapshot = Record<string, string>;
// The app runs in this process: a polluted prototype would show up here.
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).join();
type FuzzInput = { path: { value: string; raw: boolean }; query: string; body: BodyInput };

/** Who runs the handler (the roles that pass the guard) and one role that is refused, if any. */
function plan(route: RuledRoute): { role: Role; runs: number }[] {
  const roles: Role[] = ["visitor", "free", "premium", "admin"];
  const passing = roles.filter((r) => expectedOutcome(route.contract.access, r) === "allowed");
  const refused = roles.filter((r) => !passing.includes(r));
  const runners: Role[] = route.contract.access === "public" ? ["visitor", "free"] : passing.slice(0, 1);
  return [...runners.map((role) => ({ role, runs: RUNS })), ...refused.slice(0, 1).map((role) => ({ role, runs: Math.max(2, Math.round(RUNS / 5)) }))];
}

function inputArb(route: RuledRoute): fc.Arbitrary<FuzzInput> {
  const ex = route.rule.example;
  return fc.record({
    path: pathValueArb,
    query: route.method === "GET" || !ex?.body ? queryArb(ex?.query) : fc.constant(""),
    body: isWrite(route.method) ? bodyArb(ex?.body) : fc.constant(null),
  });
}

function urlOf(route: RuledRoute, input: FuzzInput): string {
  const v = input.path.raw ? input.path.value : encode(input.path.value);
  const path = route.path.replace(/[:*]\w+/g, () => v).replace(/[{}]/g, "");
  return input.query ? `${path}?${input.query}` : path;
}

function perform(agent: Agent, route: RuledRoute, url: string, body: BodyInput) {
  const req = send(agent, route.method, url);
  return body ? req.set("Content-Type", body.contentType).send(body.text) : req;
}

async function identity(agent: Agent) {
  const me = await call(agent, authContract.user);
  return me.status === 200 ? `${me.body.id}:${me.body.isPremium}:${me.body.isAdmin}` : "visitatore";
}

describe("fuzz di ogni rotta: mai 5xx, mai dettagli interni, messaggi in italiano, nulla cambia se rifiutata", () => {
  for (const route of coverage.ruled.filter((r) => r.rule.fuzz !== false)) {
    it(route.key, async () => {
      await resetRoles();
      const runners = plan(route);
      // A non-administrator's request must never change who anyone is (an administrator may
      // legitimately grant a plan); sessions of their own are checked apart.
      const watch = !route.rule.changesSession && !runners.some((r) => r.role === "admin");
      const before = watch ? await Promise.all(Object.values(agents).map(identity)) : null;
      for (const { role, runs } of runners) {
        // The failures of the previous run count towards the sign-up limit of this IP.
        await ctx.db.delete(rateLimits);
        const agent = route.rule.changesSession ? await signInRole(ctx, role) : agents[role];
        const refused = expectedOutcome(route.contract.access, role) !== "allowed";
        // Each answer's fingerprint is the next request's "before": one checksum per request.
        let last: Snapshot | null = null;
        const out = await fc.check(
          fc.asyncProperty(inputArb(route), async (input) => {
            const url = urlOf(route, input);
            const label = `${role} ${route.method} ${url.slice(0, 200)} ${input.body ? input.body.text.slice(0, 200) : ""}`;
            const before: Snapshot = last ?? (await checksum());
            last = null;
            const res = await perform(agent, route, url, input.body);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const problem = answerProblem(res, { unavailableAllowed: Boolean(route.rule.unavailableWithoutKeys) });
            if (problem) throw new Error(`${label} → ${problem}`);
            const after = await checksum();
            if (res.status >= 400) {
              const changed = changedTables(before, after);
              if (changed.length) throw new Error(`${label} → rifiutata (${res.status}) ma ha cambiato: ${changed.join(", ")}`);
            }
            last = after;
            // Limits are tested where they live; here they would only hide the handler.
            if (res.status === 429) await ctx.db.delete(rateLimits);
            if (refused && res.status < 400) throw new Error(`${label} → ${res.status} a un ruolo che la regola rifiuta`);
            if (Object.getOwnPropertyNames(Object.prototype).join() !== PROTOTYPE_KEYS) throw new Error(`${label} → Object.prototype inquinato`);
          }),
          { numRuns: runs, ...REPLAY },
        );
        // Our own report: the counterexample itself can be a 200 kB body.
        if (out.failed) throw new Error(`seed ${out.seed}, path "${out.counterexamplePath}": ${String((out.errorInstance as Error)?.message ?? out.errorInstance)}`);
      }
      if (before) expect(await Promise.all(Object.values(agents).map(identity)), `${route.key}: un ruolo è cambiato`).toEqual(before);
    }, 120_000);
  }
});
