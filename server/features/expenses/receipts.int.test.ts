import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { expenseReceipts, expenses } from "../../db/schema";
import { receiptsContract as api } from "@shared/contracts/receipts";
import { expensesContract } from "@shared/contracts/expenses";
import { accountDataContract } from "@shared/contracts/account-data";
import { createReceiptsService } from "./receipts.service";

// docs/tax.md ("Ricevute"): upload, serving to the owner only, limits, type read from the bytes,
// the list, the expense's deletion, the export and the retention. Today is 15 November 2026 in Rome.
const clock = fixedClock("2026-11-15T10:00:00.000Z");
const MAX = 40_960;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { RECEIPT_MAX_BYTES: String(MAX), RECEIPT_RETENTION_YEARS: "7" } });
});
afterAll(() => ctx.close());

const png = () => sharp({ create: { width: 8, height: 6, channels: 3, background: "#ffffff" } }).png().toBuffer();
// A photo with a place in its metadata (the EXIF of a phone camera): it must not be stored.
const jpegWithExif = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#eeeeee" } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: "Via Roma 1, Milano", Artist: "Mario Rossi" } })
    .toBuffer();
const pdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
const b64 = (b: Buffer) => b.toString("base64");

const receiptRows = async (userId: number) => Number((await ctx.db.select({ n: count() }).from(expenseReceipts).where(eq(expenseReceipts.userId, userId)))[0]!.n);

/** One of the user's deductible expenses, written straight to the table (the receipt is what is tested). */
async function newExpense(userId: number): Promise<number> {
  const [row] = await ctx.db
    .insert(expenses)
    .values({ userId, description: "Visita dermatologica", amount: "90.00", category: "necessita", subcategory: "salute", date: "2026-03-10", deduction: { type: "health", member: "self", traceable: true } })
    .returning({ id: expenses.id });
  return row!.id;
}

/** A response body as bytes, whatever its type. */
const bytes = (r: unknown, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = r as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => cb(null, Buffer.concat(chunks)));
};

describe("ricevute: caricamento e lettura", () => {
  it("una foto PNG: 201 con un id da 128 bit, la lista dice che c'è, servita solo privata, no-store, nosniff, inline", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const up = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(await png()) } });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ expenseId, mimeType: "image/png" });
    expect(up.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const list = await call(agent, expensesContract.list);
    expect(list.body.find((e: { id: number }) => e.id === expenseId).receiptId).toBe(up.body.id);

    const res = await call(agent, api.get, { params: { id: up.body.id } }).buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="ricevuta-spesa-${expenseId}.png"`);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: "png", width: 8, height: 6 });
  });

  it("una foto JPEG è salvata senza i suoi metadati (luogo, autore)", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const up = await call(agent, api.upload, { params: { id: expenseId }, body: { data: `data:image/jpeg;base64,${b64(original)}` } });
    expect(up.status).toBe(201);
    const res = await call(agent, api.get, { params: { id: up.body.id } }).buffer(true).parse(bytes);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect((res.body as Buffer).includes(Buffer.from("Milano"))).toBe(false);
  });

  it("un PDF: il tipo viene dai byte, non da ciò che dice il client; scaricato come allegato, identico", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const file = pdf();
    const up = await call(agent, api.upload, { params: { id: expenseId }, body: { data: `data:image/png;base64,${b64(file)}` } });
    expect(up.status).toBe(201);
    expect(up.body.mimeType).toBe("application/pdf");
    const res = await call(agent, api.get, { params: { id: up.body.id } }).buffer(true).parse(bytes);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="ricevuta-spesa-${expenseId}.pdf"`);
    expect(Buffer.compare(res.body as Buffer, file)).toBe(0);
  });

  it("un secondo caricamento sostituisce la ricevuta con un nuovo id: il vecchio indirizzo non funziona più", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const first = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(await png()) } });
    const second = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(pdf()) } });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await call(agent, api.get, { params: { id: first.body.id } })).status).toBe(404);
    expect(await receiptRows(user.id)).toBe(1);
  });
});

describe("ricevute: rifiuti, senza tenere nulla", () => {
  it("un file che non è una foto né un PDF (HTML travestito da immagine): 400 in italiano, niente salvato", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const res = await call(agent, api.upload, { params: { id: expenseId }, body: { data: `data:image/png;base64,${b64(html)}` } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation", message: "La ricevuta deve essere una foto (JPEG, PNG o WebP) o un PDF" });
    const notBase64 = await call(agent, api.upload, { params: { id: expenseId } }).send({ data: "non è base64!" });
    expect(notBase64.status).toBe(400);
    const missing = await call(agent, api.upload, { params: { id: expenseId } }).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/ricevuta/);
    expect(await receiptRows(user.id)).toBe(0);
  });

  it("un file oltre RECEIPT_MAX_BYTES: 413 con il limite in italiano, niente salvato; anche un corpo oltre il limite", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const big = Buffer.concat([pdf(), Buffer.alloc(MAX)]);
    const res = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(big) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "payload_too_large" });
    expect(res.body.message).toBe("La ricevuta è troppo grande: al massimo 40 kB");
    const huge = await call(agent, api.upload, { params: { id: expenseId } }).send({ data: "A".repeat(MAX * 2) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/La ricevuta è troppo grande/);
    expect(await receiptRows(user.id)).toBe(0);
  });

  it("la ricevuta di un altro utente è un 404, in lettura, cancellazione e caricamento sulla sua spesa", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const expenseId = await newExpense(a.user.id);
    const up = await call(a.agent, api.upload, { params: { id: expenseId }, body: { data: b64(pdf()) } });
    expect((await call(b.agent, api.get, { params: { id: up.body.id } })).status).toBe(404);
    const del = await call(b.agent, api.remove, { params: { id: up.body.id } });
    expect(del.status).toBe(404);
    expect(del.body).toMatchObject({ code: "not_found", message: "Ricevuta non trovata" });
    const onOther = await call(b.agent, api.upload, { params: { id: expenseId }, body: { data: b64(await png()) } });
    expect(onOther.status).toBe(404);
    expect(onOther.body.message).toBe("Spesa non trovata");
    expect(await receiptRows(b.user.id)).toBe(0);
    expect((await call(a.agent, api.get, { params: { id: up.body.id } })).status).toBe(200);
    expect((await call(ctx.visitor(), api.get, { params: { id: up.body.id } })).status).toBe(401);
  });
});

describe("ricevute: cancellazione, esportazione, conservazione", () => {
  it("DELETE toglie la ricevuta (204, poi 404) e la lista non la mostra più; cancellare la spesa la porta via", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const up = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(pdf()) } });
    expect((await call(agent, api.remove, { params: { id: up.body.id } })).status).toBe(204);
    expect((await call(agent, api.get, { params: { id: up.body.id } })).status).toBe(404);
    const list = await call(agent, expensesContract.list);
    expect(list.body.find((e: { id: number }) => e.id === expenseId)).not.toHaveProperty("receiptId");

    const again = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(pdf()) } });
    expect(again.status).toBe(201);
    expect((await call(agent, expensesContract.remove, { params: { id: expenseId } })).status).toBe(204);
    expect(await receiptRows(user.id)).toBe(0);
    expect((await call(agent, api.get, { params: { id: again.body.id } })).status).toBe(404);
  });

  it("l'esportazione dei dati contiene la ricevuta in base64, identica", async () => {
    const { agent, user } = await ctx.signUp();
    const expenseId = await newExpense(user.id);
    const file = pdf();
    const up = await call(agent, api.upload, { params: { id: expenseId }, body: { data: b64(file) } });
    const res = await call(agent, accountDataContract.export).buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    const doc = JSON.parse((res.body as Buffer).toString("utf8"));
    expect(doc.data.expense_receipts).toEqual([expect.objectContaining({ id: up.body.id, expense_id: expenseId, mime_type: "application/pdf", data: b64(file) })]);
  });

  it("la conservazione: cancellate le ricevute delle spese più vecchie di RECEIPT_RETENTION_YEARS anni interi, le altre restano", async () => {
    const { agent, user } = await ctx.signUp();
    const recent = await newExpense(user.id);
    const [old] = await ctx.db
      .insert(expenses)
      .values({ userId: user.id, description: "Visita del 2018", amount: "50.00", category: "necessita", subcategory: "salute", date: "2018-12-31" })
      .returning({ id: expenses.id });
    const [kept] = await ctx.db
      .insert(expenses)
      .values({ userId: user.id, description: "Visita del 2019", amount: "50.00", category: "necessita", subcategory: "salute", date: "2019-01-01" })
      .returning({ id: expenses.id });
    for (const id of [recent, old!.id, kept!.id]) expect((await call(agent, api.upload, { params: { id }, body: { data: b64(pdf()) } })).status).toBe(201);
    // 2026 − 7 = 2019: the receipts of 2018 and earlier go.
    await createReceiptsService(ctx.deps).purge();
    const left = await ctx.db.select({ expenseId: expenseReceipts.expenseId }).from(expenseReceipts).where(eq(expenseReceipts.userId, user.id));
    expect(left.map((r) => r.expenseId).sort((x, y) => x - y)).toEqual([recent, kept!.id].sort((x, y) => x - y));
  });
});
