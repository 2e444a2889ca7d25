import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { adminAudit } from "../../db/schema";
import { ADMIN_OPS_MESSAGES } from "@shared/schemas/admin-ops";
import { adminContract } from "@shared/contracts/admin";

// The audit log grows for ever: it is read a page at a time by a cursor, newest first, with the id
// breaking ties between entries of the same instant (docs/operations.md, "Registro").
const clock = fixedClock("2026-11-20T10:00:00Z");
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  admin = await ctx.signInAdmin();
});
afterAll(() => ctx.close());

/** n entries, several at the same instant (the tie-breaker matters), named by targetId. */
async function addEntries(prefix: string, n: number, at: (i: number) => Date) {
  await ctx.db.insert(adminAudit).values(
    Array.from({ length: n }, (_, i) => ({ occurredAt: at(i), actorRef: "rif", action: "settings.update", targetType: "settings", targetId: `${prefix}${i}` })),
  );
}

type Page = { items: Array<{ id: number; at: string; targetId: string | null }>; nextCursor: string | null };
const page = async (query: Record<string, string>) => {
  const res = await call(admin.agent, adminContract.audit, { query });
  expect(res.status).toBe(200);
  return res.body as Page;
};

describe("registro a pagine con un cursore", () => {
  it("le pagine coprono ogni voce una volta, dalla più recente, anche se se ne aggiungono tra una pagina e l'altra", async () => {
    const base = new Date("2026-11-01T08:00:00Z").getTime();
    // 11 entries over 4 instants: three of them share each instant.
    await addEntries("vecchia-", 11, (i) => new Date(base + Math.floor(i / 3) * 60_000));
    const seen: Page["items"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: Page = await page(cursor ? { limit: "4", cursor } : { limit: "4" });
      expect(p.items.length).toBeLessThanOrEqual(4);
      seen.push(...p.items);
      cursor = p.nextCursor;
      // New entries written while the admin reads: newer than every page, never in the pages after.
      if (pages++ === 0) await addEntries("nuova-", 3, () => new Date("2026-11-25T08:00:00Z"));
    } while (cursor);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const old = seen.filter((e) => e.targetId?.startsWith("vecchia-"));
    expect(old).toHaveLength(11);
    expect(seen.some((e) => e.targetId?.startsWith("nuova-"))).toBe(false);
    // Newest first, the larger id first within one instant.
    const order = [...seen].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    expect(seen.map((e) => e.id)).toEqual(order.map((e) => e.id));
    // A new read from the top sees the new entries first.
    expect((await page({ limit: "3" })).items.map((e) => e.targetId?.slice(0, 6))).toEqual(["nuova-", "nuova-", "nuova-"]);
  });

  it("un cursore o un limite non validi: 400 in italiano", async () => {
    for (const cursor of ["abc", "1.2.3", "-1.5", "9".repeat(40)]) {
      const res = await call(admin.agent, adminContract.audit, { query: { cursor } });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, "validation", ADMIN_OPS_MESSAGES.cursorInvalid]);
    }
    for (const limit of ["0", "101", "due"]) {
      const res = await call(admin.agent, adminContract.audit, { query: { limit } });
      expect([res.status, res.body.message]).toEqual([400, ADMIN_OPS_MESSAGES.limitInvalid]);
    }
  });
});
