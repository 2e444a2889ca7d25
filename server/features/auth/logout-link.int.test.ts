import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { authContract } from "@shared/contracts/auth";

// GET /api/logout from another site's link must not end the session (docs/security.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signedInCookie() {
  const { email, password } = await ctx.signUp();
  const res = await call(ctx.agent(), authContract.login).send({ email, password });
  return String(res.headers["set-cookie"]).split(";")[0]!;
}
const signedIn = async (cookie: string) => (await call(request(ctx.app), authContract.user).set("Cookie", cookie)).status === 200;

describe("GET /api/logout", () => {
  it("da un link di un altro sito (o senza Sec-Fetch-Site) mostra 'Vuoi uscire?' e non esce", async () => {
    const cookie = await signedInCookie();
    for (const site of ["cross-site", "same-site", undefined]) {
      const req = call(request(ctx.app), authContract.logoutPage).set("Cookie", cookie);
      const res = await (site ? req.set("Sec-Fetch-Site", site) : req);
      expect(res.status, String(site)).toBe(200);
      expect(res.text).toContain("Vuoi uscire?");
      expect(res.text).toMatch(/<form method="post" action="\/api\/logout"><button type="submit"[^>]*>Esci<\/button>/);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await signedIn(cookie), String(site)).toBe(true);
    }
  });

  it("una navigazione dallo stesso sito o digitata esce", async () => {
    for (const site of ["same-origin", "none"]) {
      const cookie = await signedInCookie();
      const res = await call(request(ctx.app), authContract.logoutPage).set("Cookie", cookie).set("Sec-Fetch-Site", site);
      expect([res.status, res.headers.location]).toEqual([302, "/"]);
      expect(await signedIn(cookie), site).toBe(false);
    }
  });

  it("il pulsante del modulo esce solo se inviato da questo sito", async () => {
    const cookie = await signedInCookie();
    const forged = await call(request(ctx.app), authContract.logoutForm).set("Cookie", cookie).set("Sec-Fetch-Site", "cross-site").type("form").send("");
    expect(forged.status).toBe(403);
    const oldBrowser = await call(request(ctx.app), authContract.logoutForm).set("Cookie", cookie).set("Origin", "https://sito-malevolo.example").type("form").send("");
    expect(oldBrowser.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);

    const ok = await call(request(ctx.app), authContract.logoutForm).set("Cookie", cookie).set("Sec-Fetch-Site", "same-origin").type("form").send("");
    expect([ok.status, ok.headers.location]).toEqual([303, "/"]);
    expect(await signedIn(cookie)).toBe(false);
  });
});
