import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { CONFIG_DEFAULTS } from "../../config";
import { analyticsContract } from "@shared/contracts/analytics";
import { blogContract } from "@shared/contracts/blog";

// One client cannot inflate the figures (docs/security.md): page-view reports are limited per
// client address (the default), and an article's view counts once per visitor and day.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRUST_PROXY: "1", TRACK_LIMIT_PER_IP: String(CONFIG_DEFAULTS.TRACK_LIMIT_PER_IP) } });
});
afterAll(() => ctx.close());

describe("limiti del tracciamento", () => {
  it(`oltre ${CONFIG_DEFAULTS.TRACK_LIMIT_PER_IP} visite al minuto dallo stesso indirizzo: 429 in italiano; un altro indirizzo no`, async () => {
    expect(CONFIG_DEFAULTS.TRACK_LIMIT_PER_IP).toBe(600);
    const from = (ip: string) => call(ctx.agent().set("X-Forwarded-For", ip), analyticsContract.track).send({ page: "/blog" });
    const statuses: number[] = [];
    for (let batch = 0; batch < 7; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => from("203.0.113.90")));
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(CONFIG_DEFAULTS.TRACK_LIMIT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(700 - CONFIG_DEFAULTS.TRACK_LIMIT_PER_IP);
    const limited = await from("203.0.113.90");
    expect([limited.status, limited.body.message]).toEqual([429, "Troppi tentativi. Riprova tra qualche minuto."]);
    expect((await from("198.51.100.90")).status).toBe(204);
  }, 120_000);

  it("un articolo conta una lettura per visitatore al giorno, non una per ogni richiesta", async () => {
    const slug = "budget-familiare-guida-completa";
    const views = async () => (await call(ctx.visitor(), blogContract.articles)).body.find((a: { slug: string }) => a.slug === slug).views as number;
    const before = await views();
    const read = (ip: string, ua = "Mozilla/5.0 prova") => call(ctx.visitor().set("X-Forwarded-For", ip).set("User-Agent", ua), blogContract.article, { params: { slug } });
    for (let i = 0; i < 20; i++) expect((await read("203.0.113.91")).status).toBe(200);
    expect(await views()).toBe(before + 1);
    await read("203.0.113.92");
    await read("203.0.113.91", "Altro browser");
    expect(await views()).toBe(before + 3);
    // The article's own answer shows the count too.
    expect((await read("203.0.113.93")).body.views).toBe(before + 4);
  });
});
