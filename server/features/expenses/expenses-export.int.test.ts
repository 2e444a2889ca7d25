import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { expensesContract } from "@shared/contracts/expenses";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: fixedClock("2026-11-22T10:00:00Z") });
});
afterAll(() => ctx.close());

const text = (res: { text?: string; body: unknown }) => (typeof res.body === "string" ? res.body : (res.text ?? ""));

describe("esportazione CSV di un mese (Premium)", () => {
  it("un utente Premium scarica il mese in CSV per Excel italiano", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, expensesContract.create).send({ description: "Affitto; novembre", amount: "750", category: "necessita", subcategory: "casa_affitto", date: "2026-11-01" });
    await call(agent, expensesContract.create).send({ description: "=SOMMA(A1)", amount: "1.234,56", category: "desideri", date: "2026-11-05" });
    await call(agent, expensesContract.create).send({ description: "Ottobre", amount: "1", category: "risparmi", date: "2026-10-05" });
    const res = await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks).toString("utf8")));
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="spese-2026-11.csv"');
    expect(text(res)).toBe(
      "\uFEFFData;Descrizione;Categoria;Sottocategoria;Importo (EUR);Ricevuta\r\n" +
        '01/11/2026;"Affitto; novembre";Necessità;Casa e affitto;750,00;\r\n' +
        "05/11/2026;'=SOMMA(A1);Desideri;Altro;1234,56;\r\n",
    );
  });

  it("un utente gratuito riceve 403, un visitatore 401, un mese non valido 400", async () => {
    const { agent } = await ctx.signUp();
    const res = await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("L'esportazione CSV è disponibile solo per gli utenti Premium.");
    expect((await call(ctx.visitor(), expensesContract.export)).status).toBe(401);
    const premium = await ctx.signUpPremium();
    expect((await call(premium.agent, expensesContract.export, { query: { month: 13 } })).status).toBe(400);
  });
});
