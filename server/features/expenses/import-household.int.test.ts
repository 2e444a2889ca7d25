import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { expenses, incomeEntries } from "../../db/schema";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import { expensesContract } from "@shared/contracts/expenses";

// docs/expenses.md: "Della famiglia" (fingerprints, columns and rules are the household's),
// "Regole imparate" (a later edit proposes the rule), "Entrate e uscite in due colonne".
// Every statement is built here, by the test.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { IMPORT_LIMIT_PER_USER: "1000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const send = (agent: Agent, body: Record<string, unknown>) => call(agent, api.import).send(body);
const b64 = (text: string | Uint8Array) => Buffer.from(text).toString("base64");
const householdExpenses = (userId: number) =>
  ctx.db
    .select()
    .from(expenses)
    .where(sql`${expenses.householdId} = (select household_id from household_members where user_id = ${userId})`)
    .orderBy(expenses.id);

describe("l'importazione è della famiglia", () => {
  it("il partner importa lo stesso estratto del conto cointestato: nulla duplicato; vede colonne e regole del titolare", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "editor");
    // A bank whose names no built-in rule recognises: the owner picks the columns once.
    const file = b64(["Quando;Cosa;Filiale;Euro", "03/11/2026;PAGAMENTO POS BOTTEGA VERDI;Roma;-30,00", "04/11/2026;Farmacia Centrale;Roma;-12,50", "05/11/2026;Bar Sport;Roma;-1,20"].join("\n"));
    const mapping = { date: 0, description: 1, amount: 3 };
    const first = await send(owner.agent, { filename: "conto.csv", contentBase64: file, commit: true, mapping });
    expect(first.body).toMatchObject({ committed: true, imported: 3 });
    const rule = await call(owner.agent, api.addRule, { body: { contains: "bottega", subcategory: "spesa_alimentare" } });
    expect(rule.status).toBe(201);

    // The partner imports the same file: the owner's columns are offered, every movement is known.
    const preview = await send(partner.agent, { filename: "conto-partner.csv", contentBase64: file, commit: false });
    expect(preview.body).toMatchObject({ mapping, mappingSource: "remembered", summary: { duplicate: 3, new: 0 } });
    const again = await send(partner.agent, { filename: "conto-partner.csv", contentBase64: file, commit: true });
    expect(again.body).toMatchObject({ committed: true, imported: 0, summary: { duplicate: 3 } });
    expect(await householdExpenses(owner.user.id)).toHaveLength(3);

    // The household's rules: the partner sees the owner's rule, and it applies to the partner's import.
    const rules = await call(partner.agent, api.listRules);
    expect(rules.body).toEqual([expect.objectContaining({ contains: "bottega", subcategory: "spesa_alimentare" })]);
    const next = b64(["Quando;Cosa;Filiale;Euro", "10/11/2026;BOTTEGA VERDI SRL;Roma;-8,00"].join("\n"));
    const suggested = await send(partner.agent, { filename: "dicembre.csv", contentBase64: next, commit: false });
    expect(suggested.body.rows[0]).toMatchObject({ subcategory: "spesa_alimentare", suggestedBy: "rule", status: "new" });
    // The partner's imported rows are shared: the owner lists them.
    expect((await send(partner.agent, { filename: "dicembre.csv", contentBase64: next, commit: true })).body).toMatchObject({ imported: 1 });
    const ownerList = await call(owner.agent, expensesContract.list, { query: { month: 11, year: 2026 } });
    expect(ownerList.body.map((e: { description: string }) => e.description)).toContain("BOTTEGA VERDI SRL");
  });

  it("chi entra in una famiglia da solo porta con sé impronte, colonne e regole: lo stesso estratto non si duplica", async () => {
    const owner = await ctx.signUpPremium();
    const newcomer = await ctx.signUpPremium();
    const file = b64(["Quando;Cosa;Filiale;Euro", "03/11/2026;PAGAMENTO POS BOTTEGA VERDI;Roma;-30,00", "04/11/2026;Farmacia Centrale;Roma;-12,50"].join("\n"));
    const mapping = { date: 0, description: 1, amount: 3 };
    expect((await send(newcomer.agent, { filename: "mio.csv", contentBase64: file, commit: true, mapping })).body).toMatchObject({ imported: 2 });
    await call(newcomer.agent, api.addRule, { body: { contains: "bottega", subcategory: "spesa_alimentare" } }).expect(201);

    await joinHousehold(ctx, owner, "editor", newcomer);
    // Their expenses came along (private); so did the fingerprints, the columns and the rule.
    const again = await send(newcomer.agent, { filename: "mio.csv", contentBase64: file, commit: true });
    expect(again.body).toMatchObject({ mappingSource: "remembered", imported: 0, summary: { duplicate: 2 } });
    expect((await call(owner.agent, api.listRules)).body).toEqual([expect.objectContaining({ contains: "bottega" })]);
    expect(await householdExpenses(owner.user.id)).toHaveLength(2);
  });

  it("un membro in sola lettura legge le regole ma non le cambia; un'altra famiglia non le vede", async () => {
    const owner = await ctx.signUpPremium();
    const viewer = await joinHousehold(ctx, owner, "viewer");
    const stranger = await ctx.signUp();
    const rule = await call(owner.agent, api.addRule, { body: { contains: "esselunga", subcategory: "spesa_alimentare" } });
    expect((await call(viewer.agent, api.listRules)).body).toEqual([expect.objectContaining({ id: rule.body.id })]);
    const refused = await call(viewer.agent, api.addRule, { body: { contains: "coop", subcategory: "spesa_alimentare" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Con il ruolo «Solo lettura» non puoi modificare i dati della famiglia");
    expect((await call(viewer.agent, api.removeRule, { params: { id: rule.body.id } })).status).toBe(403);
    expect((await call(stranger.agent, api.listRules)).body).toEqual([]);
    expect((await call(stranger.agent, api.removeRule, { params: { id: rule.body.id } })).status).toBe(404);
    expect((await call(owner.agent, api.listRules)).body).toHaveLength(1);
  });
});

describe("una correzione successiva propone la regola", () => {
  it("cambiare la categoria di una spesa importata propone «descrizione contiene BOTTEGA → Spesa alimentare»", async () => {
    const { agent } = await ctx.signUpPremium();
    const statement = (text: string, day: string) => b64(`Data;Descrizione;Importo\n${day}/11/2026;${text};-30,00\n`);
    expect((await send(agent, { filename: "a.csv", contentBase64: statement("PAGAMENTO POS BOTTEGA VERDI", "10"), commit: true })).body).toMatchObject({ imported: 1 });
    const [imported] = (await call(agent, expensesContract.list, { query: { month: 11, year: 2026 } })).body;
    expect(imported).toMatchObject({ description: "PAGAMENTO POS BOTTEGA VERDI", subcategory: "altro" });

    // An edit that leaves the category proposes nothing.
    const amountOnly = await call(agent, expensesContract.update, { params: { id: imported.id }, body: { amount: "31" } });
    expect(amountOnly.status).toBe(200);
    expect(amountOnly.body.ruleProposal).toBeUndefined();
    // The category changed through the ordinary edit: the answer carries the rule to propose.
    const edited = await call(agent, expensesContract.update, { params: { id: imported.id }, body: { subcategory: "spesa_alimentare", category: "necessita" } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ subcategory: "spesa_alimentare", ruleProposal: { contains: "BOTTEGA", subcategory: "spesa_alimentare", category: "necessita" } });

    // A typed-in expense is no bank movement: no rule proposed.
    const typed = await call(agent, expensesContract.create).send({ description: "Bottega del pane", amount: "5", category: "necessita", date: "2026-11-11" });
    const typedEdit = await call(agent, expensesContract.update, { params: { id: typed.body.id }, body: { subcategory: "spesa_alimentare" } });
    expect(typedEdit.body.ruleProposal).toBeUndefined();

    // Accepted, the rule applies to the next import; the same change again proposes nothing more.
    expect((await call(agent, api.addRule, { body: edited.body.ruleProposal })).status).toBe(201);
    const next = await send(agent, { filename: "b.csv", contentBase64: statement("BOTTEGA VERDI VIA ROMA", "12"), commit: false });
    expect(next.body.rows[0]).toMatchObject({ subcategory: "spesa_alimentare", suggestedBy: "rule" });
    await call(agent, expensesContract.update, { params: { id: imported.id }, body: { subcategory: "altro" } }).expect(200);
    const back = await call(agent, expensesContract.update, { params: { id: imported.id }, body: { subcategory: "spesa_alimentare" } });
    expect(back.body.ruleProposal).toBeUndefined();
  });
});

describe("entrate e uscite in due colonne", () => {
  const rows = [
    ["03/11/2026", "PAGAMENTO POS ESSELUNGA", "45,90", ""],
    ["04/11/2026", "STIPENDIO NOVEMBRE", "", "1.800,50"],
    ["05/11/2026", "Farmacia Centrale", "-12,50", "0,00"],
  ];

  it("un CSV con Uscite ed Entrate: le uscite diventano spese, le entrate entrate; la stessa banca la volta dopo non chiede nulla", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const csv = b64(["Data operazione;Descrizione;Uscite;Entrate", ...rows.map((r) => r.join(";"))].join("\n"));
    const preview = await send(agent, { filename: "due-colonne.csv", contentBase64: csv, commit: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ mapping: { date: 0, description: 1, debit: 2, credit: 3 }, mappingSource: "detected", summary: { new: 2, income: 1, invalid: 0 } });
    expect(preview.body.rows.map((r: { amount: string; status: string }) => [r.amount, r.status])).toEqual([
      ["-45.90", "new"],
      ["1800.50", "income"],
      ["-12.50", "new"],
    ]);
    expect((await send(agent, { filename: "due-colonne.csv", contentBase64: csv, commit: true })).body).toMatchObject({ imported: 2, importedIncome: 1 });
    expect((await householdExpenses(user.id)).map((e) => [e.description, e.amount])).toEqual([
      ["PAGAMENTO POS ESSELUNGA", "45.90"],
      ["Farmacia Centrale", "12.50"],
    ]);
    expect((await ctx.db.select().from(incomeEntries).where(eq(incomeEntries.userId, user.id))).map((e) => e.amount)).toEqual(["1800.50"]);
  });

  it("un XLSX con Dare e Avere e colonne scelte a mano; una riga con entrambi gli importi non è valida", async () => {
    const { agent } = await ctx.signUpPremium();
    const day = (d: number) => ({ value: new Date(Date.UTC(2026, 10, d)), type: Date, format: "dd/mm/yyyy" });
    const sheet: SheetData = [
      ["Banca Esempio - movimenti"],
      ["Data", "Causale", "Dare", "Avere", "Note"],
      [day(3), "Bolletta luce", 80.25, null, "x"],
      [day(4), "Bonifico ricevuto", null, 200, "y"],
      [day(5), "Rimborso e spesa", 10, 5, "z"],
    ];
    const file = b64(await writeXlsxFile(sheet).toBuffer());
    const detected = await send(agent, { filename: "movimenti.xlsx", contentBase64: file, commit: false });
    expect(detected.body).toMatchObject({ format: "xlsx", mapping: { date: 0, description: 1, debit: 2, credit: 3 } });
    expect(detected.body.rows.map((r: { amount: string | null; status: string; reason?: string }) => [r.amount, r.status, r.reason ?? null])).toEqual([
      ["-80.25", "new", null],
      ["200.00", "income", null],
      [null, "invalid", "La riga ha un importo sia nelle uscite sia nelle entrate"],
    ]);

    // The columns sent by the user are remembered as two columns.
    const mapping = { date: 0, description: 4, debit: 2, credit: 3 };
    const committed = await send(agent, { filename: "movimenti.xlsx", contentBase64: file, commit: true, mapping, exclude: [5] });
    expect(committed.body).toMatchObject({ imported: 1, importedIncome: 1 });
    expect((await send(agent, { filename: "movimenti.xlsx", contentBase64: file, commit: false })).body).toMatchObject({ mapping, mappingSource: "remembered", summary: { duplicate: 2 } });
  });

  it("colonne incoerenti: 400 in italiano", async () => {
    const { agent } = await ctx.signUp();
    const csv = b64(["Data;Descrizione;Uscite;Entrate", rows[0]!.join(";")].join("\n"));
    for (const [mapping, message] of [
      [{ date: 0, description: 1, amount: 2, debit: 2, credit: 3 }, "Indica la colonna dell'importo oppure le due colonne delle uscite e delle entrate, non entrambe"],
      [{ date: 0, description: 1, debit: 2 }, "Indica la colonna dell'importo oppure le due colonne delle uscite e delle entrate, non entrambe"],
      [{ date: 0, description: 1, debit: 2, credit: 2 }, "Data, descrizione, uscite ed entrate devono essere quattro colonne diverse"],
      [{ date: 0, description: 1, debit: 2, credit: 9 }, "Una colonna indicata non esiste nel file"],
    ] as const) {
      const res = await send(agent, { filename: "x.csv", contentBase64: csv, commit: false, mapping });
      expect(res.status, JSON.stringify(mapping)).toBe(400);
      expect(res.body.message ?? res.body.fieldErrors).toBeDefined();
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});
