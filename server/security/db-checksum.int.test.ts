import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { feedback, rateLimits, users } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import { changedTables, createDbChecksum } from "./db-checksum";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("impronta del database usata dalla fuzz", () => {
  it("vede un inserimento, una modifica e una cancellazione; non i contatori dei limiti", async () => {
    const checksum = await createDbChecksum(ctx.db);
    const { user } = await ctx.signUp();
    let before = await checksum();

    await ctx.db.update(users).set({ firstName: "Cambiato" }).where(eq(users.id, user.id));
    let after = await checksum();
    expect(changedTables(before, after)).toEqual(["users"]);

    before = after;
    const [row] = await ctx.db.insert(feedback).values({ type: "bug", message: "prova" }).returning();
    after = await checksum();
    expect(changedTables(before, after)).toEqual(["feedback"]);

    before = after;
    await ctx.db.delete(feedback).where(eq(feedback.id, row.id));
    after = await checksum();
    expect(changedTables(before, after)).toEqual(["feedback"]);

    before = after;
    await ctx.db.insert(rateLimits).values({ key: "prova", hits: 1, resetAt: new Date() });
    await ctx.db.delete(rateLimits);
    expect(changedTables(before, await checksum())).toEqual([]);
  });
});
