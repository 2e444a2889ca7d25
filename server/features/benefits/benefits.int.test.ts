import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { benefitsContract as api } from "@shared/contracts/benefits";
import { factValue } from "@shared/facts";
import { eurosToCents } from "@shared/finance/cents";
import { centsToString } from "@shared/money";
import type { IseeFormInput } from "@shared/schemas/benefits";

// The benefits calculators over HTTP (docs/benefits.md, "Gli endpoint"): visitors included, Italian
// numbers in, "1234.50" amounts out, an Italian 400 for bad input.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const family: IseeFormInput = {
  members: [
    { relation: "applicant", age: 40, employmentIncome: "30.000" },
    { relation: "spouse", age: 38 },
    { relation: "child", age: 5 },
    { relation: "child", age: 8 },
  ],
  properties: [{ cadastralValue: "120.000", mortgageResidual: "50.000,00", mainHome: true }],
  deposits: "15.000",
  securities: "5.000",
  governmentBonds: "10.000",
};

describe("POST /api/tools/isee", () => {
  it("a visitor estimates an ISEE typed the Italian way, with every step and the family-benefits ISEE", async () => {
    const res = await call(ctx.visitor(), api.isee, { body: family });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isr: "27000.00", isp: "21666.67", ise: "31333.33", scale: 2.46, isee: "12737.13", familyBenefits: { scale: 2.56, isee: "11328.13" } });
    expect(res.body.steps.length).toBeGreaterThan(8);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each([
    ["a negative amount", { ...family, deposits: "-5" }, /importi/],
    ["more than 20 members", { ...family, members: Array.from({ length: 21 }, (_, i) => ({ relation: i ? "child" : "applicant", age: 3 })) }, /20 componenti/],
    ["no applicant", { ...family, members: [{ relation: "child", age: 3 }] }, /richiedente/],
  ])("refuses %s with an Italian 400", async (_name, body, message) => {
    const res = await call(ctx.visitor(), api.isee).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(res.body.message).toMatch(message);
  });
});

describe("POST /api/tools/assegno-unico", () => {
  it("ISEE 15.000 € and two children aged 5 and 8, single income: twice the registry's full amount per child", async () => {
    const res = await call(ctx.visitor(), api.assegnoUnico, { body: { isee: "15.000", children: [{ age: 5 }, { age: 8 }], bothParentsWork: false } });
    expect(res.status).toBe(200);
    expect(res.body.monthlyTotal).toBe(centsToString(2 * eurosToCents(factValue("assegno-unico-importo-max"))));
    expect(res.body.notes.join(" ")).toMatch(/monoreddito/);
    expect(res.body.measures.map((m: { name: string }) => m.name)).toEqual(["Bonus sociale luce e gas", "Bonus asilo nido"]);
  });

  it.each([
    ["an age of 22", { isee: 1000, children: [{ age: 22 }], bothParentsWork: false }],
    ["a negative age", { isee: 1000, children: [{ age: -1 }], bothParentsWork: false }],
    ["a negative ISEE", { isee: "-1", children: [{ age: 3 }], bothParentsWork: false }],
  ])("refuses %s with an Italian 400", async (_name, body) => {
    const res = await call(ctx.visitor(), api.assegnoUnico).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/età|ISEE/);
  });
});

describe("POST /api/tools/tfr-vs-fund", () => {
  it("compares the TFR in the company and in a fund, net, with the assumptions (same table as tfr.test.ts)", async () => {
    const res = await call(ctx.visitor(), api.tfrVsFund, { body: { grossSalary: "30.000", years: 30, fundReturn: "4", inflation: "2" } });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ gross: "90865.43", net: "76561.73" });
    expect(res.body.fund).toMatchObject({ gross: "119520.49", net: "112045.54" });
    expect(res.body.assumptions.length).toBeGreaterThan(3);
  });

  it("refuses a negative salary with an Italian 400", async () => {
    const res = await call(ctx.visitor(), api.tfrVsFund).send({ grossSalary: "-100", years: 10, fundReturn: 3, inflation: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/retribuzione/);
  });
});
