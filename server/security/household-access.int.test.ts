import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../test/harness";
import { householdContract as hh } from "@shared/contracts/household";
import { expensesContract as ex, recurringExpensesContract as rec } from "@shared/contracts/expenses";
import { categoryBudgetsContract as cb } from "@shared/contracts/category-budgets";
import { calculatorsContract as calc } from "@shared/contracts/calculators";
import { expenseImportContract as imp } from "@shared/contracts/expense-import";
import type { AnyContract } from "@shared/contracts/define";
import { allContracts } from "@shared/contracts";
import { fillPath, isWrite, send } from "../test/security";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// The household roles over every household endpoint and the expense writes (docs/household.md,
// "Ruoli"; docs/security.md, "Famiglia condivisa"): owner, editor, viewer of one household and a
// member of another. "pass": past the guard (no 401/403); 403: refused by role with the Italian
// message; 404: another household's record. The rows run other → viewer → editor → owner, so the
// refusals come before the writes that succeed.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
type Role = "other" | "viewer" | "editor" | "owner";
type Outcome = "pass" | 403 | 404;
type Ids = { expenseA: number; expenseB: number; invitation: number; viewerMember: number; editorMember: number; ruleA: number; ruleB: number };
type Row = { name: string; contract: AnyContract; send: (role: Role, ids: Ids) => { params?: Record<string, number>; body?: Record<string, unknown> }; expect: Record<Role, Outcome> };

const agents = {} as Record<Role, Awaited<ReturnType<TestContext["signUp"]>>["agent"]>;
const ids = {} as Ids;
const NONE = 999_999_999;
const expense = { description: "Spesa", amount: "10,00", category: "desideri", date: "2026-11-10" };
// A bill whose months start next year: creating it writes no expense.
const rule = { description: "Affitto", amount: "650,00", category: "necessita", subcategory: "casa_affitto", dayOfMonth: 5, startDate: "2027-01-01" };
const csv = Buffer.from("Data;Descrizione;Importo\n03/11/2026;Spesa Conad;-12,50\n").toString("base64");

beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

// The household is made inside the first test (the invitation mail is awaited with expect.poll).
let made: Promise<void> | undefined;
const household = () => (made ??= makeHousehold());
async function makeHousehold() {
  const owner = await ctx.signUpPremium();
  const editor = await joinHousehold(ctx, owner, "editor");
  const viewer = await joinHousehold(ctx, owner, "viewer");
  // Premium, so the category budgets' premium save refuses them by household, not by plan.
  const other = await ctx.signUpPremium();
  Object.assign(agents, { owner: owner.agent, editor: editor.agent, viewer: viewer.agent, other: other.agent });
  ids.expenseA = (await call(owner.agent, ex.create).send(expense)).body.id;
  ids.expenseB = (await call(owner.agent, ex.create).send(expense)).body.id;
  ids.invitation = (await call(owner.agent, hh.invite, { body: { email: "invitato.matrice@esempio.it", role: "viewer" } })).body.id;
  ids.ruleA = (await call(owner.agent, rec.create).send(rule)).body.id;
  ids.ruleB = (await call(owner.agent, rec.create).send(rule)).body.id;
  ids.viewerMember = viewer.memberId;
  ids.editorMember = editor.memberId;
}

let n = 0;
const ROWS: Row[] = [
  { name: "GET famiglia", contract: hh.get, send: () => ({}), expect: { other: "pass", viewer: "pass", editor: "pass", owner: "pass" } },
  { name: "invito", contract: hh.invite, send: () => ({ body: { email: `nuovo${++n}.matrice@esempio.it`, role: "viewer" } }), expect: { other: "pass", viewer: 403, editor: 403, owner: "pass" } },
  { name: "revoca invito", contract: hh.revokeInvitation, send: (_r, i) => ({ params: { id: i.invitation } }), expect: { other: 404, viewer: 403, editor: 403, owner: "pass" } },
  { name: "cambio ruolo", contract: hh.changeRole, send: (_r, i) => ({ params: { id: i.viewerMember }, body: { role: "viewer" } }), expect: { other: 404, viewer: 403, editor: 403, owner: "pass" } },
  { name: "rimozione membro", contract: hh.removeMember, send: (r, i) => ({ params: { id: r === "owner" ? NONE : i.editorMember } }), expect: { other: 404, viewer: 403, editor: 403, owner: 404 } },
  { name: "cessione", contract: hh.transfer, send: (r, i) => ({ body: { memberId: r === "owner" ? NONE : i.viewerMember } }), expect: { other: 404, viewer: 403, editor: 403, owner: 404 } },
  { name: "nuova spesa", contract: ex.create, send: () => ({ body: expense }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  { name: "modifica spesa", contract: ex.update, send: (_r, i) => ({ params: { id: i.expenseA }, body: { amount: "11,00" } }), expect: { other: 404, viewer: 403, editor: "pass", owner: "pass" } },
  { name: "eliminazione spesa", contract: ex.remove, send: (r, i) => ({ params: { id: r === "owner" ? i.expenseB : i.expenseA } }), expect: { other: 404, viewer: 403, editor: "pass", owner: "pass" } },
  { name: "annulla eliminazione", contract: ex.restore, send: (_r, i) => ({ params: { id: i.expenseA } }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  // Recurring bills, the saved budget, category budgets and split (docs/household.md, "Bollette ricorrenti, budget e ripartizione").
  { name: "nuova spesa ricorrente", contract: rec.create, send: () => ({ body: rule }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  { name: "modifica spesa ricorrente", contract: rec.update, send: (_r, i) => ({ params: { id: i.ruleA }, body: { amount: "700" } }), expect: { other: 404, viewer: 403, editor: "pass", owner: "pass" } },
  { name: "salto di un mese", contract: rec.skip, send: (_r, i) => ({ params: { id: i.ruleA }, body: { month: "2027-02" } }), expect: { other: 404, viewer: 403, editor: "pass", owner: "pass" } },
  { name: "eliminazione spesa ricorrente", contract: rec.remove, send: (r, i) => ({ params: { id: r === "owner" ? i.ruleB : i.ruleA } }), expect: { other: 404, viewer: 403, editor: "pass", owner: "pass" } },
  { name: "budget per categoria", contract: cb.save, send: () => ({ body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400,00" }] } }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  { name: "ripartizione", contract: cb.saveSplit, send: () => ({ body: { necessities: 60, wants: 25, savings: 15 } }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  { name: "budget salvato", contract: calc.saveBudget, send: () => ({ body: { monthlyIncome: 2000 } }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
  { name: "importazione", contract: imp.import, send: () => ({ body: { filename: "estratto.csv", contentBase64: csv, commit: false } }), expect: { other: "pass", viewer: 403, editor: "pass", owner: "pass" } },
];

describe("matrice dei ruoli della famiglia", () => {
  for (const row of ROWS) {
    it(`${row.name} (${row.contract.method} ${row.contract.path})`, async () => {
      await household();
      for (const role of ["other", "viewer", "editor", "owner"] as const) {
        const { params, body } = row.send(role, ids);
        const req = call(agents[role], row.contract, (params ? { params } : {}) as Parameters<typeof call>[2]);
        const res = body ? await req.send(body) : await req;
        const want = row.expect[role];
        const what = `${role}: ${res.status} ${JSON.stringify(res.body)}`;
        if (want === "pass") expect([401, 403], what).not.toContain(res.status);
        else expect(res.status, what).toBe(want);
        if (want === 403) expect([HOUSEHOLD_MESSAGES.manageOnly, HOUSEHOLD_MESSAGES.writeOnly], what).toContain(res.body.message);
        expect(res.status, what).toBeLessThan(500);
      }
    });
  }
});

// Every endpoint whose contract asks a household level, not only the rows above: a viewer is
// refused every "household:write" and "household:manage" one, an editor every "household:manage"
// one, before anything is read or changed (ids that exist nowhere, an empty body); every member
// passes "household:read" reads (docs/household.md, "Ruoli"). A write a role may make (leaving the
// household…) is not sent here: it would change who the shared agents are.
describe("ogni endpoint con un livello della famiglia", () => {
  const levels = allContracts().filter(({ contract }) => contract.access.startsWith("household:"));
  it("ce ne sono, di tutti e tre i livelli", () => {
    expect(new Set(levels.map(({ contract }) => contract.access))).toEqual(new Set(["household:read", "household:write", "household:manage"]));
  });
  const rank = { viewer: 0, editor: 1 } as const;
  const least = { "household:read": -1, "household:write": 1, "household:manage": 2 } as Record<string, number>;
  for (const { name, contract } of levels) {
    it(`${name} (${contract.access})`, async () => {
      await household();
      const url = fillPath(contract.path, String(NONE));
      for (const role of ["viewer", "editor"] as const) {
        const refused = rank[role] < least[contract.access]!;
        if (!refused && isWrite(contract.method)) continue;
        const req = send(agents[role], contract.method, url);
        const res = isWrite(contract.method) ? await req.send({}) : await req;
        const what = `${role}: ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, what).toBeLessThan(500);
        if (!refused) expect([401, 403], what).not.toContain(res.status);
        else expect(res.body, what).toEqual({ code: "forbidden", message: contract.access === "household:manage" ? HOUSEHOLD_MESSAGES.manageOnly : HOUSEHOLD_MESSAGES.writeOnly });
      }
    });
  }
});
