import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { expenses, incomeEntries } from "../../db/schema";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import { incomeContract } from "@shared/contracts/income";
import { expensesContract } from "@shared/contracts/expenses";

// docs/expenses.md: "Fogli di calcolo (XLSX)", "Colonne ricordate per banca", "Regole imparate",
// "Entrate dall'estratto conto". Every statement is built here, by the test.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  // Small limits set for the test, so the refusals need only small files.
  ctx = await createTestContext({ clock, config: { IMPORT_MAX_ROWS: "50", IMPORT_XLSX_MAX_UNPACKED_BYTES: "1048576", IMPORT_LIMIT_PER_USER: "1000", IMPORT_RULES_MAX: "2" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const send = (agent: Agent, body: Record<string, unknown>) => call(agent, api.import).send(body);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const xlsx = async (rows: SheetData) => b64(await writeXlsxFile(rows).toBuffer());
const day = (d: number) => ({ value: new Date(Date.UTC(2026, 10, d)), type: Date, format: "dd/mm/yyyy" });
const expensesOf = (userId: number) => ctx.db.select().from(expenses).where(eq(expenses.userId, userId)).orderBy(expenses.id);

/** The same movements, as a CSV and as a Fineco-like spreadsheet with three lines above its header. */
const MOVEMENTS: Array<[number, string, number]> = [
  [3, "PAGAMENTO POS ESSELUNGA VIALE MONZA", -45.9],
  [4, "Farmacia Città Alta", -12.5],
  [5, "Affitto novembre", -1234.56],
  [6, "Caffè Sant'Andrea", -1.2],
];

describe("estratti conto in XLSX", () => {
  it("un XLSX con tre righe sopra l'intestazione si importa come il CSV", async () => {
    const viaCsv = await ctx.signUpPremium();
    const viaXlsx = await ctx.signUpPremium();
    const csv = ["Data operazione;Descrizione;Importo", ...MOVEMENTS.map(([d, text, amount]) => `${String(d).padStart(2, "0")}/11/2026;${text};${String(amount).replace(".", ",")}`)].join("\n");
    const sheet: SheetData = [
      ["FinecoBank S.p.A. - Movimenti del conto"],
      ["Conto corrente n. 000012345", null, "Intestatario", "Mario Rossi"],
      ["Periodo: dal 01/11/2026 al 22/11/2026"],
      ["Data operazione", "Descrizione", "Importo"],
      ...MOVEMENTS.map(([d, text, amount]): SheetData[number] => [day(d), text, amount]),
    ];

    const fromCsv = await send(viaCsv.agent, { filename: "estratto.csv", contentBase64: b64(Buffer.from(csv)), commit: false });
    const fromXlsx = await send(viaXlsx.agent, { filename: "movimenti.xlsx", contentBase64: await xlsx(sheet), commit: false });
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.body).toMatchObject({ format: "xlsx", headers: ["Data operazione", "Descrizione", "Importo"], mapping: { date: 0, description: 1, amount: 2 }, mappingSource: "detected" });
    expect(fromCsv.body.format).toBe("csv");
    // Row numbers are the spreadsheet's: the header is line 4, the first movement line 5.
    expect(fromXlsx.body.rows.map((r: { row: number }) => r.row)).toEqual([5, 6, 7, 8]);
    const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ row: _r, ...rest }) => rest);
    expect(strip(fromXlsx.body.rows)).toEqual(strip(fromCsv.body.rows));
    expect(fromXlsx.body.rows[2]).toMatchObject({ date: "2026-11-05", amount: "-1234.56", subcategory: "casa_affitto", status: "new" });

    const saved = await send(viaXlsx.agent, { filename: "movimenti.xlsx", contentBase64: await xlsx(sheet), commit: true });
    expect(saved.body).toMatchObject({ committed: true, imported: 4 });
    expect((await expensesOf(viaXlsx.user.id)).map((e) => [e.date, e.description, e.amount])).toEqual(MOVEMENTS.map(([d, text, amount]) => [`2026-11-0${d}`, text, (-amount).toFixed(2)]));
    // The same spreadsheet again adds nothing.
    const again = await send(viaXlsx.agent, { filename: "movimenti.xlsx", contentBase64: await xlsx(sheet), commit: true });
    expect(again.body).toMatchObject({ imported: 0, summary: { duplicate: 4 } });
  });

  it("la seconda importazione dalla stessa banca non chiede le colonne", async () => {
    const { agent } = await ctx.signUp();
    // Names no rule recognises: the first time the user picks the columns.
    const header = ["Quando", "Cosa", "Filiale", "Euro"];
    const first = await send(agent, { filename: "banca.xlsx", contentBase64: await xlsx([header, [day(2), "Pane", "Roma", -2]]), commit: false });
    expect(first.body).toMatchObject({ format: "xlsx", mapping: null, mappingSource: null, rows: [] });
    const mapping = { date: 0, description: 1, amount: 3 };
    expect((await send(agent, { filename: "banca.xlsx", contentBase64: await xlsx([header, [day(2), "Pane", "Roma", -2]]), commit: true, mapping })).body).toMatchObject({ imported: 1 });

    // Next month's statement from the same bank: no mapping sent, the saved one is offered and used.
    const next = await xlsx([header, [day(9), "Latte", "Roma", -1.5]]);
    const preview = await send(agent, { filename: "banca-dicembre.xlsx", contentBase64: next, commit: false });
    expect(preview.body).toMatchObject({ mapping, mappingSource: "remembered", rows: [expect.objectContaining({ description: "Latte", amount: "-1.50", status: "new" })] });
    expect((await send(agent, { filename: "banca-dicembre.xlsx", contentBase64: next, commit: true })).body).toMatchObject({ imported: 1, mappingSource: "remembered" });
  });

  it("il formato XLS è rifiutato con un messaggio che dice di salvarlo come XLSX o CSV", async () => {
    const { agent, user } = await ctx.signUp();
    // The Compound File header every Excel 97-2003 file starts with, then anything.
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 1)]);
    const res = await send(agent, { filename: "estratto.xlsx", contentBase64: b64(xls), commit: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation", message: "Il formato XLS (Excel 97-2003) non è supportato: apri il file con Excel o LibreOffice e salvalo come XLSX o CSV, poi riprova" });
    expect(await expensesOf(user.id)).toHaveLength(0);
  });

  it("un foglio oltre i limiti è rifiutato prima di leggerlo: decompresso, righe, colonne", async () => {
    const { agent, user } = await ctx.signUp();
    const base = await writeXlsxFile([["Data", "Descrizione", "Importo"], [day(2), "Pane", -2]]).toBuffer();
    const { unzipSync } = await import("fflate");
    const parts = unzipSync(new Uint8Array(base));
    const withSheet = (xml: string) => b64(zipSync({ ...parts, "xl/worksheets/sheet1.xml": strToU8(xml) }));
    const sheetXml = strToU8(Buffer.from(parts["xl/worksheets/sheet1.xml"]!).toString("utf8"));
    const text = Buffer.from(sheetXml).toString("utf8");

    // A zip bomb: 20 MB of blanks inside the sheet, a few kB once compressed.
    const bomb = withSheet(text.replace("<sheetData>", `<sheetData>${" ".repeat(20_000_000)}`));
    expect(Buffer.from(bomb, "base64").length).toBeLessThan(100_000);
    const unpacked = await send(agent, { filename: "bomba.xlsx", contentBase64: bomb, commit: false });
    expect(unpacked.status).toBe(400);
    expect(unpacked.body.message).toBe("Il foglio di calcolo è troppo grande una volta decompresso: al massimo 1 MB");

    // One cell at row 1.048.576 or column XFD: a few bytes that would fill a whole grid.
    const farRow = await send(agent, { filename: "righe.xlsx", contentBase64: withSheet(text.replace("</sheetData>", '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>')), commit: false });
    expect(farRow.body).toMatchObject({ code: "validation", message: "Il file ha troppe righe: al massimo 50 movimenti per importazione" });
    const farColumn = await send(agent, { filename: "colonne.xlsx", contentBase64: withSheet(text.replace("</sheetData>", '<row r="3"><c r="XFD3" t="inlineStr"><is><t>x</t></is></c></row></sheetData>')), commit: false });
    expect(farColumn.body).toMatchObject({ code: "validation", message: "Una riga del file ha troppe colonne: al massimo 200" });

    // More movements than IMPORT_MAX_ROWS, as for a CSV.
    const many: SheetData = [["Data", "Descrizione", "Importo"], ...Array.from({ length: 51 }, (_, i): SheetData[number] => [day(1 + (i % 20)), `Spesa ${i}`, -1])];
    expect((await send(agent, { filename: "tante.xlsx", contentBase64: await xlsx(many), commit: false })).body.message).toBe("Il file ha troppe righe: al massimo 50 movimenti per importazione");

    // An archive that is no spreadsheet.
    const notSheet = await send(agent, { filename: "x.xlsx", contentBase64: b64(zipSync({ "a.txt": strToU8("ciao") })), commit: false });
    expect(notSheet.body).toMatchObject({ code: "validation", message: expect.stringContaining("Il foglio di calcolo non si legge") });
    expect(await expensesOf(user.id)).toHaveLength(0);
    // The server still answers.
    expect((await send(agent, { filename: "ok.xlsx", contentBase64: b64(base), commit: false })).status).toBe(200);
  });
});

describe("regole imparate dalle correzioni", () => {
  it("una categoria corretta diventa una regola usata la volta dopo", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const statement = (text: string) => b64(Buffer.from(`Data;Descrizione;Importo\n10/11/2026;${text};-30,00\n`));
    const first = await send(agent, { filename: "a.csv", contentBase64: statement("PAGAMENTO POS BOTTEGA VERDI"), commit: false });
    expect(first.body.rows[0]).toMatchObject({ row: 2, subcategory: "altro", suggestedBy: "keywords", keyword: "BOTTEGA" });

    // The user corrects the category in the preview, imports, and accepts the proposed rule.
    const saved = await send(agent, { filename: "a.csv", contentBase64: statement("PAGAMENTO POS BOTTEGA VERDI"), commit: true, categories: [{ row: 2, subcategory: "spesa_alimentare" }] });
    expect(saved.body).toMatchObject({ imported: 1, rows: [expect.objectContaining({ subcategory: "spesa_alimentare", category: "necessita", suggestedBy: "user" })] });
    expect((await expensesOf(user.id))[0]).toMatchObject({ subcategory: "spesa_alimentare", category: "necessita" });
    const rule = await call(agent, api.addRule, { body: { contains: first.body.rows[0].keyword, subcategory: "spesa_alimentare" } });
    expect(rule.status).toBe(201);
    expect(rule.body).toMatchObject({ contains: "bottega", subcategory: "spesa_alimentare", category: "necessita" });

    // Next statement: the rule chooses before the built-in keywords.
    const next = await send(agent, { filename: "b.csv", contentBase64: statement("POS BOTTEGA VERDI CENTRO"), commit: false });
    expect(next.body.rows[0]).toMatchObject({ subcategory: "spesa_alimentare", category: "necessita", suggestedBy: "rule" });
    expect((await call(agent, api.listRules)).body).toEqual([rule.body]);

    // Another user neither sees nor deletes it; its owner does.
    const other = await ctx.signUp();
    expect((await call(other.agent, api.listRules)).body).toEqual([]);
    expect((await call(other.agent, api.removeRule, { params: { id: rule.body.id } })).body).toMatchObject({ code: "not_found", message: "Regola non trovata" });
    expect((await call(agent, api.removeRule, { params: { id: rule.body.id } })).status).toBe(204);
    const after = await send(agent, { filename: "c.csv", contentBase64: statement("POS BOTTEGA VERDI SUD"), commit: false });
    expect(after.body.rows[0]).toMatchObject({ subcategory: "altro", suggestedBy: "keywords" });
  });

  it("al massimo IMPORT_RULES_MAX regole: la stessa parola cambia la sua categoria, una in più è rifiutata", async () => {
    const { agent } = await ctx.signUp();
    expect((await call(agent, api.addRule, { body: { contains: "Conad", subcategory: "svago" } })).status).toBe(201);
    expect((await call(agent, api.addRule, { body: { contains: "Lidl", subcategory: "spesa_alimentare" } })).status).toBe(201);
    // The same word (folded: "CONAD" is "conad") replaces its category and is no third rule.
    const again = await call(agent, api.addRule, { body: { contains: "CONAD", subcategory: "spesa_alimentare" } });
    expect(again.body).toMatchObject({ contains: "conad", subcategory: "spesa_alimentare", category: "necessita" });
    const third = await call(agent, api.addRule, { body: { contains: "Coop", subcategory: "spesa_alimentare" } });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: "limit_reached", message: "Puoi avere al massimo 2 regole di importazione: eliminane una per aggiungerne un'altra" });
    expect((await call(agent, api.listRules)).body.map((r: { contains: string }) => r.contains)).toEqual(["conad", "lidl"]);
  });

  it("regole non valide: 400 in italiano e nulla salvato", async () => {
    const { agent } = await ctx.signUp();
    for (const [body, message] of [
      [{ contains: "x", subcategory: "svago" }, "Scrivi la parola da cercare nella descrizione (da 2 a 60 caratteri)"],
      [{ contains: "CONAD", subcategory: "gioielli" }, "Scegli una categoria dall'elenco"],
      [{ contains: "CONAD", subcategory: "svago", category: "lusso" }, "Scegli una delle tre voci del 50/30/20"],
    ] as const) {
      const res = await call(agent, api.addRule).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await call(agent, api.listRules)).body).toEqual([]);
    // A category outside the list in the import's corrections is refused too.
    const bad = await send(agent, { filename: "a.csv", contentBase64: b64(Buffer.from("Data;Descrizione;Importo\n10/11/2026;X;-1\n")), commit: false, categories: [{ row: 2, subcategory: "gioielli" }] });
    expect(bad.status).toBe(400);
  });
});

describe("entrate dall'estratto conto", () => {
  it("le righe in accredito diventano entrate (stipendio, Assegno Unico, altro), una volta sola", async () => {
    const { agent, user } = await ctx.signUp();
    const statement = b64(
      Buffer.from(
        [
          "Data;Descrizione;Importo",
          "01/11/2026;ACCREDITO EMOLUMENTI OTTOBRE;1.850,40",
          "02/11/2026;Conad City;-23,10",
          "05/11/2026;INPS ASSEGNO UNICO 11/2026;175,50",
          "07/11/2026;Bonifico da Luca rimborso cena;20,00",
        ].join("\n"),
      ),
    );
    const preview = await send(agent, { filename: "conto.csv", contentBase64: statement, commit: false });
    expect(preview.body.rows.map((r: { status: string; incomeKind: string | null }) => [r.status, r.incomeKind])).toEqual([
      ["income", "salary"],
      ["new", null],
      ["income", "assegno_unico"],
      ["income", "other"],
    ]);
    expect(preview.body.message).toContain("3 entrate da registrare.");

    const saved = await send(agent, { filename: "conto.csv", contentBase64: statement, commit: true });
    expect(saved.body).toMatchObject({ imported: 1, importedIncome: 3 });
    expect(saved.body.message).toContain("Registrate 3 entrate.");
    const listed = await call(agent, incomeContract.list, { query: { month: 11, year: 2026 } });
    expect(listed.body.map((e: { kind: string; amount: string; date: string; note: string }) => [e.kind, e.amount, e.date, e.note])).toEqual([
      ["salary", "1850.40", "2026-11-01", "ACCREDITO EMOLUMENTI OTTOBRE"],
      ["assegno_unico", "175.50", "2026-11-05", "INPS ASSEGNO UNICO 11/2026"],
      ["other", "20.00", "2026-11-07", "Bonifico da Luca rimborso cena"],
    ]);
    // The month's balance counts them.
    expect((await call(agent, incomeContract.monthBalance, { query: { month: 11, year: 2026 } })).body).toMatchObject({ income: "2045.90", spending: "23.10" });

    // The same statement again: every line is a duplicate, nothing is recorded twice.
    const again = await send(agent, { filename: "conto.csv", contentBase64: statement, commit: true });
    expect(again.body).toMatchObject({ imported: 0, importedIncome: 0, summary: { duplicate: 4, income: 0 } });
    expect(await ctx.db.select().from(incomeEntries).where(eq(incomeEntries.userId, user.id))).toHaveLength(3);
  });
});

describe("limite gratuito della famiglia", () => {
  it("l'import di un membro conta le spese di tutta la famiglia, anche private (docs/household.md, \"Limite gratuito\")", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "editor");
    for (let i = 1; i <= 8; i++) {
      const res = await call(owner.agent, expensesContract.create).send({ description: `Spesa ${i}`, amount: "5,00", category: "desideri", date: "2026-11-10", ...(i > 6 ? { visibility: "private" } : {}) });
      expect(res.status).toBe(201);
    }
    const lines = ["Data;Descrizione;Importo", ...[11, 12, 13, 14, 15].map((d) => `${d}/11/2026;Pane ${d};-2,00`)];
    const body = { filename: "conto.csv", contentBase64: b64(Buffer.from(lines.join("\n"))), commit: false };
    const preview = await send(partner.agent, body);
    expect(preview.body.summary).toMatchObject({ new: 2, over_limit: 3 });
    const saved = await send(partner.agent, { ...body, commit: true });
    expect(saved.body).toMatchObject({ imported: 2, leftOutByLimit: 3 });
    expect(await ctx.db.select().from(expenses).where(eq(expenses.householdId, (await ctx.db.select().from(expenses).where(eq(expenses.userId, owner.user.id)))[0]!.householdId))).toHaveLength(10);
  });
});
