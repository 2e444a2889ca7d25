import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { analyticsContract } from "@shared/contracts/analytics";

// The page-view beacon is answered before the app's shared middlewares (docs/security.md,
// "La corsia del beacon"): its success is an empty answer with only no-store, and every refusal is
// the one the shared stack gives (same status, code, Italian message and security headers).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRUST_PROXY: "1", TRACK_LIMIT_PER_IP: "3" } });
});
afterAll(() => ctx.close());

const rowsOf = async (page: string) => Number(((await ctx.db.execute(sql`select count(*)::int as n from page_views where page = ${page}`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
const from = (ip: string, query?: Record<string, string>) =>
  call(request(ctx.app), analyticsContract.track, { query }).set("X-Forwarded-For", ip).set("X-Requested-With", "vitest");
// A header that only the shared stack's security headers (helmet) set.
const SECURITY_HEADER = "x-content-type-options";

describe("la corsia del beacon", () => {
  it("una visita senza sessione: risposta vuota, no-store, nessuna intestazione di pagina; la visita è scritta", async () => {
    const res = await from("203.0.113.10").send({ page: "/corsia" });
    expect(res.status).toBe(204);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers[SECURITY_HEADER]).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await rowsOf("/corsia")).toBe(1);
  });

  it("i rifiuti sono quelli di sempre, con le intestazioni di sicurezza, e non scrivono nulla", async () => {
    const noHeader = await call(request(ctx.app), analyticsContract.track).set("X-Forwarded-For", "203.0.113.11").send({ page: "/rifiutata" });
    expect([noHeader.status, noHeader.body.code, noHeader.headers[SECURITY_HEADER]]).toEqual([403, "forbidden", "nosniff"]);

    const form = await from("203.0.113.11").type("form").send("page=/rifiutata");
    expect([form.status, form.body.code]).toEqual([403, "forbidden"]);

    const broken = await from("203.0.113.12").type("json").send('{"page": "/rifiutata"');
    expect([broken.status, broken.body.message, broken.headers[SECURITY_HEADER], broken.headers["cache-control"]]).toEqual([
      400,
      "Il corpo della richiesta non è un JSON valido",
      "nosniff",
      "no-store",
    ]);

    const primitive = await from("203.0.113.12").type("json").send('"/rifiutata"');
    expect([primitive.status, primitive.body.code]).toEqual([400, "bad_request"]);

    const badPage = await from("203.0.113.13").send({ page: "//altro-sito.example" });
    expect([badPage.status, badPage.body.code, badPage.body.message, badPage.headers[SECURITY_HEADER]]).toEqual([400, "validation", "Pagina non valida", "nosniff"]);

    const huge = await from("203.0.113.14").send({ page: "/rifiutata", referrer: "x".repeat(250_000) });
    expect([huge.status, huge.body.code, huge.headers[SECURITY_HEADER]]).toEqual([413, "payload_too_large", "nosniff"]);

    expect(await rowsOf("/rifiutata")).toBe(0);
    expect(await rowsOf("//altro-sito.example")).toBe(0);
  });

  it("il limite per indirizzo conta le visite delle due strade insieme; il 429 è in italiano, con le intestazioni di sicurezza", async () => {
    const ip = "203.0.113.20";
    expect((await from(ip).send({ page: "/limite" })).status).toBe(204);
    // With a query string (or another spelling of the path) a view takes the shared stack: the same route, the same counter.
    expect((await from(ip, { via: "stack" }).send({ page: "/limite" })).status).toBe(204);
    expect((await from(ip).send({ page: "/limite" })).status).toBe(204);
    const limited = await from(ip).send({ page: "/limite" });
    expect([limited.status, limited.body.code, limited.body.message, limited.headers[SECURITY_HEADER], limited.headers["cache-control"]]).toEqual([
      429,
      "rate_limited",
      "Troppi tentativi. Riprova tra qualche minuto.",
      "nosniff",
      "no-store",
    ]);
    expect(await rowsOf("/limite")).toBe(3);
    expect((await from("203.0.113.21").send({ page: "/limite" })).status).toBe(204);
  });

  it("non salva l'indirizzo intero del visitatore", async () => {
    expect((await from("198.51.100.77").send({ page: "/indirizzo" })).status).toBe(204);
    const rows = ((await ctx.db.execute(sql`select ip_truncated, visitor_hash from page_views where page = '/indirizzo'`)) as unknown as { rows: Array<{ ip_truncated: string; visitor_hash: string }> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].ip_truncated).not.toContain("77");
    expect(rows[0].visitor_hash).not.toContain("198.51.100.77");
  });
});
