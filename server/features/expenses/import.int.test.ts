import { afterAll, beforeAll, describe, expect, it } from "vitest";
import iconv from "iconv-lite";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { expenses, householdCategoryTotals } from "../../db/schema";
import { expenseImportContract } from "@shared/contracts/expense-import";
import { expensesContract } from "@shared/contracts/expenses";

// docs/expenses.md ("Import da CSV della banca").
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  // Limits set for the test: a 1.5 MB file passes, the decoded file stops at 2 MB, the body at 3 MB.
  ctx = await createTestContext({ clock, config: { IMPORT_BODY_LIMIT_BYTES: "3000000", IMPORT_FILE_MAX_BYTES: "2000000", IMPORT_MAX_ROWS: "100000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const b64 = (bytes: Buffer) => bytes.toString("base64");
const send = (agent: Agent, body: Record<string, unknown>) => call(agent, expenseImportContract.import).send(body);
const rowsOf = (userId: number) => ctx.db.select().from(expenses).where(eq(expenses.userId, userId)).orderBy(expenses.id);

// Descriptions with the accents and signs Windows-1252 has and UTF-8 writes differently.
const SHOPS = ["Caffè Sant'Andrea", "Farmacia Città Alta", "Università di Perù", "Pizzeria Là — asporto", "Esselunga Viale Monza", "Benzina Q8 Forlì", "Libreria Più Libri", "Netflix abbonamento €"];

/** A 200-row statement as an Italian bank writes it: ";", dd/mm/yyyy, "-1.234,56", Windows-1252. */
function statement200() {
  const lines = ["Data contabile;Data valuta;Descrizione operazione;Importo"];
  const expected: Array<{ date: string; description: string; amount: string; income: boolean }> = [];
  for (let i = 0; i < 200; i++) {
    const income = i % 25 === 0; // 8 salaries and refunds: recorded as income
    // Income is never dated after today (22 November): those days stop at the 20th.
    const day = 1 + (i % (income ? 20 : 28));
    const month = 9 + (i % 3); // September to November 2026
    const cents = income ? 150_000 + i : 1_000 + i * 617; // up to 1.237,83 €: thousands grouping
    const euros = Math.floor(cents / 100);
    const grouped = euros.toLocaleString("it-IT", { useGrouping: "always" } as Intl.NumberFormatOptions);
    const amount = `${income ? "" : "-"}${grouped},${String(cents % 100).padStart(2, "0")}`;
    const description = income ? `Stipendio ${i}` : `${SHOPS[i % SHOPS.length]} n. ${i}`;
    const dd = String(day).padStart(2, "0");
    const mm = String(month).padStart(2, "0");
    lines.push(`${dd}/${mm}/2026;${dd}/${mm}/2026;${description};${amount}`);
    expected.push({ date: `2026-${mm}-${dd}`, description, amount: `${income ? "" : "-"}${euros}.${String(cents % 100).padStart(2, "0")}`, income });
  }
  return { bytes: iconv.encode(lines.join("\r\n") + "\r\n", "windows-1252"), expected };
}

describe("import CSV della banca", () => {
  it("200 righe Windows-1252 con ';', gg/mm/aaaa e -1.234,56: anteprima corretta, la seconda importazione non aggiunge nulla", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const { bytes, expected } = statement200();
    expect(bytes.includes(Buffer.from("è", "utf8"))).toBe(false); // really Windows-1252

    const preview = await send(agent, { filename: "estratto.csv", contentBase64: b64(bytes), commit: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ encoding: "windows-1252", separator: ";", mapping: { date: 0, description: 2, amount: 3 }, mappingSource: "detected", committed: false, imported: 0 });
    expect(preview.body.rows).toHaveLength(200);
    preview.body.rows.forEach((r: Record<string, unknown>, i: number) => {
      const e = expected[i]!;
      expect(r).toMatchObject({ row: i + 2, date: e.date, amount: e.amount, description: e.description, status: e.income ? "income" : "new" });
    });
    expect(preview.body.rows[0]).toMatchObject({ status: "income" });
    // The accents survive the decoding, and the suggestion reads them.
    expect(preview.body.rows.find((r: { description: string }) => r.description.startsWith("Caffè Sant'Andrea"))).toMatchObject({ subcategory: "ristoranti", category: "desideri" });
    expect(preview.body.rows.find((r: { description: string }) => r.description.startsWith("Farmacia Città"))).toMatchObject({ subcategory: "salute", category: "necessita" });
    expect(preview.body.rows.find((r: { description: string }) => r.description.startsWith("Benzina Q8 Forlì"))).toMatchObject({ subcategory: "trasporti" });
    expect(preview.body.summary).toEqual({ total: 200, new: 192, income: 8, duplicate: 0, invalid: 0, excluded: 0, over_limit: 0 });
    expect(await rowsOf(user.id)).toHaveLength(0); // a preview saves nothing

    const first = await send(agent, { filename: "estratto.csv", contentBase64: b64(bytes), commit: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ committed: true, imported: 192, importedIncome: 8, leftOutByLimit: 0 });
    expect(first.body.message).toContain("Importate 192 spese. Registrate 8 entrate.");
    const saved = await rowsOf(user.id);
    expect(saved).toHaveLength(192);
    const spent = expected.filter((e) => !e.income);
    expect(saved.map((s) => ({ date: s.date, description: s.description, amount: s.amount }))).toEqual(spent.map((e) => ({ date: e.date, description: e.description, amount: e.amount.slice(1) })));
    // The last (and largest) one is written "-1.237,83" in the file.
    expect(saved.at(-1)!.amount === "1237.83").toBe(true);

    const second = await send(agent, { filename: "estratto.csv", contentBase64: b64(bytes), commit: true });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ committed: true, imported: 0 });
    expect(second.body).toMatchObject({ importedIncome: 0 });
    expect(second.body.summary).toMatchObject({ new: 0, duplicate: 200, income: 0 });
    expect(second.body.message).toContain("200 movimenti già importati, saltati.");
    expect(await rowsOf(user.id)).toHaveLength(192);
  });

  // On PostgreSQL (the integration suite's run): the import and the single adds keep the same
  // per-category-and-month totals rows (docs/expenses.md, "Totali per categoria e mese"). An import
  // that wrote its rows one statement at a time took those rows in the file's order, here the
  // months backwards, while a group of adds takes them in key order: the two could lock each
  // other. Now the import is one statement and takes them in key order too.
  it("import e spese aggiunte a mano nello stesso momento, stessi mesi: tutto salvato, totali giusti", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const months = Array.from({ length: 12 }, (_, i) => 12 - i); // December to January
    const categories = ["necessita", "desideri", "risparmi"] as const;
    let addedCount = 0;
    for (let round = 0; round < 4; round++) {
      const lines = ["Data;Descrizione;Importo"];
      for (const m of months) for (let k = 1; k <= 4; k++) lines.push(`0${k}/${String(m).padStart(2, "0")}/2026;Spesa ${round}-${m}-${k};-${k},00`);
      let importing = true;
      const imported = Promise.resolve(send(agent, { filename: `conto-${round}.csv`, contentBase64: b64(Buffer.from(lines.join("\n"))), commit: true })).finally(() => (importing = false));
      // Waves of adds, every month and category from January up, for as long as the import runs.
      const statuses: number[] = [];
      for (let wave = 0; wave === 0 || (importing && wave < 20); wave++) {
        const added = await Promise.all(
          [...months].reverse().flatMap((m) =>
            categories.map((category) =>
              call(agent, expensesContract.create).send({ description: `A mano ${round}-${wave}-${m}-${category}`, amount: "2,50", category, date: `2026-${String(m).padStart(2, "0")}-05` }),
            ),
          ),
        );
        statuses.push(...added.map((r) => r.status));
      }
      const done = await imported;
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ committed: true, imported: 48 });
      expect(statuses).toEqual(statuses.map(() => 201));
      addedCount += statuses.length;
    }
    const saved = await rowsOf(user.id);
    expect(saved).toHaveLength(4 * 48 + addedCount);
    // The totals the alert rules read (kept by the triggers) equal a count of the expenses saved.
    const counted = new Map<string, number>();
    for (const e of saved) {
      const key = `${e.category} ${e.date.slice(0, 7)}-01`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    const household = sql`(select m.household_id from household_members m where m.user_id = ${user.id})`;
    const totals = await ctx.db.select().from(householdCategoryTotals).where(sql`${householdCategoryTotals.householdId} = ${household}`);
    expect(new Map(totals.map((t) => [`${t.category} ${t.month}`, Number(t.count)]))).toEqual(counted);
  });

  it("una riga malformata blocca il salvataggio finché non è esclusa", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const csv = ["Data;Descrizione;Importo", "03/11/2026;Conad;-12,50", "31/02/2026;Data impossibile;-5,00", "04/11/2026;Bar Sport;-2,20", "05/11/2026;Importo strano;-1,2,3"].join("\n");
    const body = { filename: "conto.csv", contentBase64: b64(Buffer.from(csv, "utf8")), commit: true };

    const refused = await send(agent, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("2 righe non sono valide: correggile nel file o escludile, poi riprova. Nessuna spesa è stata salvata.");
    expect(refused.body.rows.filter((r: { status: string }) => r.status === "invalid")).toEqual([
      expect.objectContaining({ row: 3, reason: "Data non valida (serve gg/mm/aaaa)" }),
      expect.objectContaining({ row: 5, reason: "Importo non valido (es. -1.234,56)" }),
    ]);
    expect(await rowsOf(user.id)).toHaveLength(0);

    // Excluding one is not enough.
    expect((await send(agent, { ...body, exclude: [3] })).status).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);

    const ok = await send(agent, { ...body, exclude: [3, 5] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ imported: 2, summary: { excluded: 2, new: 2 } });
    expect((await rowsOf(user.id)).map((r) => [r.description, r.amount, r.subcategory, r.category])).toEqual([
      ["Conad", "12.50", "spesa_alimentare", "necessita"],
      ["Bar Sport", "2.20", "ristoranti", "desideri"],
    ]);
  });

  it("utente gratuito: si ferma al limite del mese e dice quante righe restano fuori", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, expensesContract.create).send({ description: "Già inserita", amount: "5", category: "necessita", date: "2026-11-01" }).expect(201);
    const lines = ["Data;Descrizione;Importo"];
    for (let i = 1; i <= 14; i++) lines.push(`${String(i).padStart(2, "0")}/11/2026;Spesa ${i};-${i},00`);
    lines.push("02/10/2026;Ottobre;-3,00");
    const body = { filename: "novembre.csv", contentBase64: b64(Buffer.from(lines.join("\n"))), commit: true };
    const res = await send(agent, body);
    expect(res.status).toBe(200);
    // 9 November places left, plus October's one.
    expect(res.body).toMatchObject({ imported: 10, leftOutByLimit: 5 });
    expect(res.body.message).toContain("5 righe lasciate fuori: limite di 10 spese al mese del piano gratuito.");
    expect(res.body.rows.filter((r: { status: string }) => r.status === "over_limit").map((r: { row: number }) => r.row)).toEqual([11, 12, 13, 14, 15]);
    expect(await rowsOf(user.id)).toHaveLength(11);
    expect((await call(agent, expensesContract.count, { query: { month: 11, year: 2026 } })).body).toEqual({ count: 10 });
  });

  it("intestazione sconosciuta: chiede le colonne, poi le ricorda per i file con la stessa intestazione", async () => {
    const { agent, user } = await ctx.signUpPremium();
    const csv = (rows: string[]) => b64(Buffer.from(["Quando,Cosa,Dove,Quanto", ...rows].join("\n")));
    const first = await send(agent, { filename: "a.csv", contentBase64: csv(['01/11/2026,Pane,Roma,"-2,00"']), commit: false });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ separator: ",", mapping: null, headers: ["Quando", "Cosa", "Dove", "Quanto"], rows: [] });
    expect((await send(agent, { filename: "a.csv", contentBase64: csv(['01/11/2026,Pane,Roma,"-2,00"']), commit: true })).status).toBe(400);

    const mapping = { date: 0, description: 1, amount: 3 };
    const saved = await send(agent, { filename: "a.csv", contentBase64: csv(['01/11/2026,Pane,Roma,"-2,00"']), commit: true, mapping });
    expect(saved.body).toMatchObject({ imported: 1, mappingSource: "request" });

    const next = await send(agent, { filename: "b.csv", contentBase64: csv(['02/11/2026,Latte,Roma,"-1.001,50"']), commit: false });
    expect(next.body).toMatchObject({ mapping, mappingSource: "remembered", rows: [expect.objectContaining({ date: "2026-11-02", amount: "-1001.50", description: "Latte" })] });

    // Another user has nothing remembered.
    const other = await ctx.signUpPremium();
    expect((await send(other.agent, { filename: "b.csv", contentBase64: csv(["02/11/2026,Latte,Roma,-1"]), commit: false })).body.mapping).toBeNull();
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("UTF-8 con intestazione inglese e separatore ','", async () => {
    const { agent } = await ctx.signUpPremium();
    const csv = '\ufeffDate,Description,Amount\n2026-11-03,"Ristorante ""Da Nino"", Milano","-45,90"\n';
    const res = await send(agent, { filename: "bank.csv", contentBase64: b64(Buffer.from(csv, "utf8")), commit: false });
    expect(res.body).toMatchObject({ encoding: "utf-8", separator: ",", rows: [expect.objectContaining({ date: "2026-11-03", description: 'Ristorante "Da Nino", Milano', amount: "-45.90", subcategory: "ristoranti" })] });
  });

  it("solo questa rotta accetta un corpo oltre 200 kB, fino al limite configurato; oltre: 413 in italiano", async () => {
    const { agent } = await ctx.signUpPremium();
    const big = (bytes: number) => {
      const line = "03/11/2026;Spesa al supermercato Conad con una descrizione lunga;-12,50\n";
      return Buffer.from("Data;Descrizione;Importo\n" + line.repeat(Math.ceil(bytes / line.length)));
    };
    const ok = await send(agent, { filename: "grande.csv", contentBase64: b64(big(1_500_000)), commit: false });
    expect(ok.status).toBe(200);
    expect(ok.body.summary.total).toBeGreaterThan(20_000);

    const tooBigFile = await send(agent, { filename: "grande.csv", contentBase64: b64(big(2_100_000)), commit: false });
    expect(tooBigFile.status).toBe(413);
    expect(tooBigFile.body.message).toBe("Il file supera la dimensione massima di 1,9 MB");

    const tooBigBody = await send(agent, { filename: "grande.csv", contentBase64: b64(big(2_400_000)), commit: false });
    expect(tooBigBody.status).toBe(413);
    // Over the body's limit too the answer names the file's (docs/expenses.md).
    expect(tooBigBody.body.message).toBe("Il file supera la dimensione massima di 1,9 MB");

    // Any other route keeps the 200 kB limit.
    const other = await call(agent, expensesContract.create).send({ description: "x".repeat(300_000), amount: "1", category: "necessita", date: "2026-11-01" });
    expect(other.status).toBe(413);
  });

  it("visitatore: 401; corpo non valido: 400 in italiano", async () => {
    const csv = b64(Buffer.from("Data;Descrizione;Importo\n03/11/2026;Conad;-1\n"));
    expect((await call(ctx.visitor(), expenseImportContract.import).send({ filename: "a.csv", contentBase64: csv, commit: false })).status).toBe(401);
    const { agent } = await ctx.signUp();
    const noCommit = await send(agent, { filename: "a.csv", contentBase64: csv });
    expect(noCommit.status).toBe(400);
    expect(noCommit.body.message).toBe("Indica se vuoi l'anteprima (commit: false) o l'importazione (commit: true)");
    const notCsv = await send(agent, { filename: "a.csv", contentBase64: b64(Buffer.from("solo testo")), commit: false });
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.message).toBe("Il file non sembra un CSV: serve una riga di intestazione e almeno un movimento");
    const badMapping = await send(agent, { filename: "a.csv", contentBase64: csv, commit: false, mapping: { date: 0, description: 1, amount: 7 } });
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.message).toBe("Una colonna indicata non esiste nel file");
  });
});
