import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";

// Accounts are not free to mint (docs/security.md): each has its own chat and AI quota. The limit
// as shipped, behind one proxy so each request can come from its own client address.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRUST_PROXY: "1", REGISTER_LIMIT_PER_IP: String(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP) } });
});
afterAll(() => ctx.close());

const countUsers = async (like: string) => {
  const r = (await ctx.db.execute(sql`select count(*)::int as n from users where email like ${like}`)) as unknown as { rows?: Array<{ n: number }> };
  return Number((r.rows ?? (r as unknown as Array<{ n: number }>))[0].n);
};

describe("registrazioni per indirizzo", () => {
  it(`40 registrazioni in parallelo dallo stesso indirizzo: ne passano ${CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP}, le altre 429 in italiano`, async () => {
    expect(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP).toBe(10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.agent().set("X-Forwarded-For", "203.0.113.50").post("/api/auth/register").send({ email: `massa${i}@esempio.it`, password: "password123" }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    expect(answers.find((r) => r.status === 429)!.body.message).toBe("Troppe registrazioni da questa connessione. Riprova tra un'ora.");
    expect(await countUsers("massa%@esempio.it")).toBe(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    // Another address still registers.
    const other = await ctx.agent().set("X-Forwarded-For", "198.51.100.50").post("/api/auth/register").send({ email: "altra@esempio.it", password: "password123" });
    expect(other.status).toBe(201);
  });

  it("le registrazioni rifiutate (dati non validi) non consumano il limite", async () => {
    const ip = "203.0.113.51";
    for (let i = 0; i < 12; i++) {
      expect((await ctx.agent().set("X-Forwarded-For", ip).post("/api/auth/register").send({ email: `non-valida-${i}`, password: "password123" })).status).toBe(400);
    }
    expect((await ctx.agent().set("X-Forwarded-For", ip).post("/api/auth/register").send({ email: "valida51@esempio.it", password: "password123" })).status).toBe(201);
  });
});
