// The exports written a batch at a time (docs/privacy.md, "Esportazione in streaming"): the same
// bytes as the whole answer, and a failure after the first byte cuts the download without a trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { accountDataContract } from "@shared/contracts/account-data";
import { expensesContract } from "@shared/contracts/expenses";
import { activityDays } from "../../db/schema";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { urlOf } from "@shared/contracts/define";
import { authContract } from "@shared/contracts/auth";

let ctx: TestContext;
let failing: TestContext;
// The statements that read a batch after the first (keyset: "id" > …, or (date, id) > (…)) fail while armed.
let armed = false;
const dialect = new PgDialect();
const BATCH = { EXPORT_BATCH_ROWS: "2" };

beforeAll(async () => {
  ctx = await createTestContext({ config: BATCH });
  const db = new Proxy(ctx.database.db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== "execute") return value;
      return (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        if (armed && /"id" > \$|\) > \(/.test(text)) return Promise.reject(new Error("guasto simulato at /srv/app/segreto.ts:12"));
        return (value as (q: SQL) => unknown).call(target, query);
      };
    },
  });
  failing = await createTestContext({ database: { ...ctx.database, db }, config: BATCH });
});
afterAll(async () => {
  await failing.close();
  await ctx.close();
});

/** The body as text, and whether the answer ended (false: the connection was cut). */
const raw = (r: unknown, cb: (err: Error | null, body: { text: string; complete: boolean }) => void) => {
  const stream = r as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  let settled = false;
  const settle = (complete: boolean) => {
    if (settled) return;
    settled = true;
    cb(null, { text: Buffer.concat(chunks).toString("utf8"), complete });
  };
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => settle(true));
  stream.on("error", () => settle(false));
  stream.on("close", () => settle(false));
};

/**
 * The download as a browser gets it, over a real connection: the bytes that arrived and whether the
 * answer ended (false: the connection closed before the end of the chunked answer).
 */
async function download(c: TestContext, user: { email: string; password: string }, contract: { path: string }) {
  const server = http.createServer(c.app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const headers = { "content-type": "application/json", "x-requested-with": "vitest" };
    const login = await fetch(base + urlOf(authContract.login), { method: "POST", headers, body: JSON.stringify({ email: user.email, password: user.password }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((v) => v.split(";")[0]).join("; ");
    const res = await fetch(base + urlOf(contract), { headers: { ...headers, cookie } });
    const chunks: Uint8Array[] = [];
    let complete = true;
    try {
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
      }
    } catch {
      complete = false;
    }
    return { status: res.status, text: Buffer.concat(chunks).toString("utf8"), complete };
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

async function userWithExpenses(c: TestContext) {
  const user = await c.signUp();
  const rows = [
    ["Affitto; casa", "750", "necessita", "2026-01-05"],
    ["=CMD()", "12,30", "desideri", "2026-02-01"],
    ['Pranzo "da Gino"', "1.800,50", "desideri", "2026-02-01"],
    ["Farmacia", "9,99", "necessita", "2026-03-10"],
    ["Treno", "23", "necessita", "2025-12-31"],
  ];
  for (const [description, amount, category, date] of rows) {
    const r = await call(user.agent, expensesContract.create).send({ description, amount, category, date });
    expect(r.status).toBe(201);
  }
  return user;
}

describe("esportazioni in streaming (a blocchi di EXPORT_BATCH_ROWS righe)", () => {
  it("il CSV di tutte le spese, letto a blocchi di 2, è quello di sempre: BOM, intestazione, ordine per data", async () => {
    const a = await userWithExpenses(ctx);
    const res = await call(a.agent, accountDataContract.exportExpensesCsv).buffer(true).parse(raw as never);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?finanza-familiare-spese-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(res.body).toEqual({
      complete: true,
      text:
        "\uFEFFData;Descrizione;Categoria;Sottocategoria;Importo (EUR);Ricevuta\r\n" +
        "31/12/2025;Treno;Necessità;Altro;23,00;\r\n" +
        '05/01/2026;"Affitto; casa";Necessità;Altro;750,00;\r\n' +
        "01/02/2026;'=CMD();Desideri;Altro;12,30;\r\n" +
        '01/02/2026;"Pranzo ""da Gino""";Desideri;Altro;1800,50;\r\n' +
        "10/03/2026;Farmacia;Necessità;Altro;9,99;\r\n",
    });
  });

  it("il JSON dei dati, letto a blocchi di 2, è il documento di sempre in JSON compatto, tutte le righe in ordine", async () => {
    const a = await userWithExpenses(ctx);
    // A table without an id column, longer than a batch (read by offset).
    await ctx.db.insert(activityDays).values(["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05"].map((day) => ({ userId: a.user.id, day })));
    const res = await call(a.agent, accountDataContract.export).buffer(true).parse(raw as never);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?finanza-familiare-dati-\d{4}-\d{2}-\d{2}\.json"?$/);
    const { text, complete } = res.body as { text: string; complete: boolean };
    expect(complete).toBe(true);
    const doc = JSON.parse(text);
    expect(text).toBe(JSON.stringify(doc));
    expect(Object.keys(doc)).toEqual(["format", "version", "exportedAt", "data"]);
    expect(doc).toMatchObject({ format: "finanza-familiare-export", version: 1 });
    const expenses = doc.data.expenses as { id: number; description: string; amount: string }[];
    expect(expenses.map((e) => e.amount)).toEqual(["750.00", "12.30", "1800.50", "9.99", "23.00"]);
    expect(expenses.map((e) => e.id)).toEqual([...expenses.map((e) => e.id)].sort((x, y) => x - y));
    const days = (await ctx.db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, a.user.id))).map((d) => d.day);
    expect(days.length).toBeGreaterThan(5);
    expect((doc.data.activity_days as { day: string }[]).map((d) => d.day).sort()).toEqual(days.sort());
    expect(doc.data.users).toHaveLength(1);
  });

  for (const [name, contract, start] of [
    ["CSV delle spese", accountDataContract.exportExpensesCsv, "\uFEFFData;Descrizione"],
    ["JSON dei dati", accountDataContract.export, '{"format":"finanza-familiare-export"'],
  ] as const) {
    it(`${name}: un guasto dopo il primo blocco interrompe il download, senza traccia dell'errore; il server risponde ancora`, async () => {
      const a = await userWithExpenses(failing);
      armed = true;
      try {
        const res = await download(failing, a, contract);
        expect(res.status).toBe(200);
        expect(res.complete).toBe(false);
        expect(res.text.startsWith(start)).toBe(true);
        expect(res.text).not.toMatch(/guasto simulato|segreto\.ts|\bat \//);
      } finally {
        armed = false;
      }
      expect((await call(a.agent, accountDataContract.exportExpensesCsv)).status).toBe(200);
    });
  }
});
