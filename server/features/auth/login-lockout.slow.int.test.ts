import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";
import { authContract } from "@shared/contracts/auth";

// Throttle the guesser, not the owner (docs/security.md). Behind one proxy, as deployed, so each
// request can come from its own client address (X-Forwarded-For). The limits are the defaults.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRUST_PROXY: "1" } });
});
afterAll(() => ctx.close());

const from = (ip: string) => ctx.agent().set("X-Forwarded-For", ip);

describe("tentativi di accesso falliti", () => {
  it("chi sbaglia la password dell'amministratore viene fermato, l'amministratore entra dal suo dispositivo", async () => {
    const admin = await ctx.signInAdmin();
    const attacker = "203.0.113.10";
    for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT; i++) {
      expect((await call(from(attacker), authContract.adminLogin).send({ email: admin.email, password: `indovino${i}` })).status).toBe(401);
    }
    // The guesser is stopped, even with the right password.
    const stopped = await call(from(attacker), authContract.adminLogin).send({ email: admin.email, password: admin.password });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe("Troppi tentativi. Riprova tra qualche minuto.");
    // The owner, from an address that has not been failing, signs in on both forms.
    expect((await call(from("198.51.100.20"), authContract.adminLogin).send({ email: admin.email, password: admin.password })).status).toBe(200);
    expect((await call(from("198.51.100.20"), authContract.login).send({ email: admin.email, password: admin.password })).status).toBe(200);
  });

  it(`un indirizzo che sbaglia ${CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP} volte su account diversi viene fermato`, async () => {
    const ip = "203.0.113.11";
    for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP; i++) {
      expect((await call(from(ip), authContract.login).send({ email: `nessuno${i}@esempio.it`, password: "x" })).status).toBe(401);
    }
    const u = await ctx.signUp();
    expect((await call(from(ip), authContract.login).send({ email: u.email, password: u.password })).status).toBe(429);
    expect((await call(from("198.51.100.21"), authContract.login).send({ email: u.email, password: u.password })).status).toBe(200);
  });

  it("100 accessi corretti in parallelo entrano tutti", async () => {
    const { email, password } = await ctx.signUp();
    const answers = await Promise.all(Array.from({ length: 100 }, () => call(from("198.51.100.22"), authContract.login).send({ email, password })));
    expect(answers.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([]);
  }, 120_000);

  it("un tentativo distribuito su molti indirizzi rallenta l'account ma non lo blocca al proprietario", async () => {
    const { email, password } = await ctx.signUp();
    const guesses = CONFIG_DEFAULTS.LOGIN_ACCOUNT_SLOWDOWN_AFTER + 4;
    for (let i = 0; i < guesses; i++) {
      expect((await call(from(`192.0.2.${i + 1}`), authContract.login).send({ email, password: `indovino${i}` })).status).toBe(401);
    }
    // Each further attempt on this account waits (the delay doubles, up to the ceiling).
    const started = Date.now();
    const slowed = await call(from("192.0.2.200"), authContract.login).send({ email, password: "ancora-sbagliata" });
    expect(slowed.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(Math.min(CONFIG_DEFAULTS.LOGIN_ACCOUNT_DELAY_MAX_MS, 250 * 2 ** 4) - 50);
    // The owner still signs in from their own device.
    const owner = await call(from("198.51.100.23"), authContract.login).send({ email, password });
    expect(owner.status).toBe(200);
  }, 60_000);
});
