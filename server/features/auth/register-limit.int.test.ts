import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";
import { authContract } from "@shared/contracts/auth";

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
        call(ctx.agent().set("X-Forwarded-For", "203.0.113.50"), authContract.register).send({ email: `massa${i}@esempio.it`, password: "password123" }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    expect(answers.find((r) => r.status === 429)!.body.message).toBe("Troppe registrazioni da questa connessione. Riprova tra un'ora.");
    expect(await countUsers("massa%@esempio.it")).toBe(CONFIG_DEFAULTS.REGISTER_LIMIT_PER_IP);
    // Another address still registers.
    const other = await call(ctx.agent().set("X-Forwarded-For", "198.51.100.50"), authContract.register).send({ email: "altra@esempio.it", password: "password123" });
    expect(other.status).toBe(201);
  });

  it("le registrazioni rifiutate (dati non validi) non consumano il limite", async () => {
    const ip = "203.0.113.51";
    for (let i = 0; i < 12; i++) {
      expect((await call(ctx.agent().set("X-Forwarded-For", ip), authContract.register).send({ email: `non-valida-${i}`, password: "password123" })).status).toBe(400);
    }
    expect((await call(ctx.agent().set("X-Forwarded-For", ip), authContract.register).send({ email: "valida51@esempio.it", password: "password123" })).status).toBe(201);
  });
});

// Issue 37, finding 14 (docs/security.md, "Seconda sonda"): registration says "Esiste già un
// account con questa email" (it signs the person in, so it cannot answer like the reset does):
// an accepted risk, bounded by the limits on failed registrations, which are configuration.
describe("scoprire chi ha un account registrandosi", () => {
  it("i tentativi falliti per indirizzo di rete e per email hanno un limite configurabile, poi 429 in italiano senza dire se l'account esiste", async () => {
    const limited = await createTestContext({ config: { TRUST_PROXY: "1", REGISTER_FAILURES_PER_IP: "3", REGISTER_FAILURES_PER_EMAIL: "2" } });
    try {
      // One at a time: a failure limiter counts a request while it runs (express-rate-limit).
      const taken = [];
      for (let i = 0; i < 4; i++) taken.push(await limited.signUp());
      const probe = (email: string, ip: string) => call(limited.agent().set("X-Forwarded-For", ip), authContract.register).send({ email, password: "password123" });
      // One client probing taken addresses: the first three say so, then 429 for taken and free addresses alike.
      for (const u of taken.slice(0, 3)) {
        const res = await probe(u.email, "203.0.113.60");
        expect(res.status).toBe(409);
        expect(res.body.message).toBe("Esiste già un account con questa email");
      }
      for (const email of [taken[3]!.email, "libera60@esempio.it"]) {
        const res = await probe(email, "203.0.113.60");
        expect(res.status).toBe(429);
        expect(res.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
      }
      // One address probed from many clients: two failures, then 429.
      const target = taken[3]!.email;
      expect((await probe(target, "198.51.100.61")).status).toBe(409);
      expect((await probe(target, "198.51.100.62")).status).toBe(409);
      expect((await probe(target, "198.51.100.63")).status).toBe(429);
      expect(await countUsersIn(limited, "libera60@esempio.it")).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

async function countUsersIn(c: TestContext, email: string): Promise<number> {
  const r = (await c.db.execute(sql`select count(*)::int as n from users where email = ${email}`)) as unknown as { rows: Array<{ n: number }> };
  return Number(r.rows[0]!.n);
}
