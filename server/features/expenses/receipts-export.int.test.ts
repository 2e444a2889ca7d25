import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { expenses } from "../../db/schema";
import { receiptsContract } from "@shared/contracts/receipts";
import { expensesContract } from "@shared/contracts/expenses";
import { accountDataContract } from "@shared/contracts/account-data";

// docs/expenses.md, "Ricevute nel CSV"; docs/privacy.md, "Esportazione in streaming": the CSV row
// of an expense with a receipt carries the link that downloads it, in the streamed export and in
// the month's; the personal-data export carries the files, read a few at a time.
const clock = fixedClock("2026-11-15T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { PUBLIC_URL: "https://finanza.esempio.it", EXPORT_BATCH_ROWS: "2", EXPORT_RECEIPT_BATCH_ROWS: "1" } });
});
afterAll(() => ctx.close());

const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% ricevuta ${n}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`, "latin1");

/** A body as text, whatever its type (a CSV download, a JSON attachment). */
const text = (r: unknown, cb: (err: Error | null, body: string) => void) => {
  const stream = r as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => cb(null, Buffer.concat(chunks).toString("utf8")));
};

describe("ricevute nelle esportazioni", () => {
  it("la riga CSV di una spesa con ricevuta porta il link che la scarica; le altre la lasciano vuota", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const rows = await ctx.db
      .insert(expenses)
      .values([
        { userId: user.id, description: "Visita dermatologica", amount: "90.00", category: "necessita", subcategory: "salute", date: "2026-03-10", deduction: { type: "health", member: "self", traceable: true } },
        { userId: user.id, description: "Farmacia", amount: "12.40", category: "necessita", subcategory: "salute", date: "2026-11-02", deduction: { type: "health", member: "self", traceable: true } },
        { userId: user.id, description: "Pane", amount: "2.50", category: "necessita", subcategory: "spesa_alimentare", date: "2026-11-03" },
      ])
      .returning({ id: expenses.id });
    const receipts = [];
    for (const [i, r] of rows.slice(0, 2).entries()) {
      const up = await call(agent, receiptsContract.upload, { params: { id: r.id }, body: { data: pdf(i).toString("base64") } });
      expect(up.status).toBe(201);
      receipts.push(up.body.id as string);
    }
    const link = (id: string) => `https://finanza.esempio.it/api/user/receipts/${id}`;

    // The streamed export of the whole history (batches of 2 rows).
    const all = await call(agent, accountDataContract.exportExpensesCsv).buffer(true).parse(text);
    expect(all.status).toBe(200);
    expect(all.body.split("\r\n")).toEqual([
      "\uFEFFData;Descrizione;Categoria;Sottocategoria;Importo (EUR);Ricevuta",
      `10/03/2026;Visita dermatologica;Necessità;Salute;90,00;${link(receipts[0]!)}`,
      `02/11/2026;Farmacia;Necessità;Salute;12,40;${link(receipts[1]!)}`,
      "03/11/2026;Pane;Necessità;Spesa alimentare;2,50;",
      "",
    ]);
    // The link is the receipt's own download (for its owner signed in).
    const file = await call(agent, receiptsContract.get, { params: { id: receipts[1]! } }).buffer(true).parse(text);
    expect(file.status).toBe(200);
    expect(file.body).toContain("% ricevuta 1");

    // The month's export carries the same column.
    const month = await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } }).buffer(true).parse(text);
    expect(month.body.split("\r\n").slice(1, 3)).toEqual([`02/11/2026;Farmacia;Necessità;Salute;12,40;${link(receipts[1]!)}`, "03/11/2026;Pane;Necessità;Spesa alimentare;2,50;"]);

    // The personal-data export holds both files (read one per query), as base64.
    const data = await call(agent, accountDataContract.export).buffer(true).parse(text);
    const exported = JSON.parse(data.body).data.expense_receipts as Array<{ id: string; data: string }>;
    expect(exported.map((r) => [r.id, Buffer.from(r.data, "base64").toString("latin1")]).sort()).toEqual(
      [
        [receipts[0], pdf(0).toString("latin1")],
        [receipts[1], pdf(1).toString("latin1")],
      ].sort(),
    );
  });
});
