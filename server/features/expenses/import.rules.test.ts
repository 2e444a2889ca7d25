import { describe, expect, it } from "vitest";
import iconv from "iconv-lite";
import { decodeStatement, detectSeparator, readStatement } from "./import.csv";
import { createSuggester, detectMapping, fingerprintsOf, guessIncomeKind, readDate, readRecord, ruleKeyword, suggestSubcategory } from "./import.rules";

const bounds = { min: "2021-11-01", max: "2026-12-31", today: "2026-11-22" };
const mapping = { date: 0, description: 1, amount: 2 };

/** Far above these small files: the limits' own test sets its own. */
const LIMITS = { maxRows: 1000, maxLineChars: 10_000, maxColumns: 200 };

describe("lettura del file", () => {
  it("Windows-1252 riconosciuto dai byte, UTF-8 valido resta UTF-8, BOM rispettato", () => {
    expect(decodeStatement(iconv.encode("Caffè Perù", "windows-1252"))).toEqual({ text: "Caffè Perù", encoding: "windows-1252" });
    expect(decodeStatement(Buffer.from("Caffè Perù", "utf8"))).toEqual({ text: "Caffè Perù", encoding: "utf-8" });
    expect(decodeStatement(Buffer.from("\ufeffCaffè", "utf8"))).toEqual({ text: "Caffè", encoding: "utf-8" });
    expect(decodeStatement(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode("Città", "utf-16le")]))).toEqual({ text: "Città", encoding: "utf-16le" });
  });

  it("separatore: quello più presente nell'intestazione", () => {
    expect(detectSeparator("Data;Descrizione;Importo\n1,2,3")).toBe(";");
    expect(detectSeparator("Date,Description,Amount")).toBe(",");
    expect(detectSeparator("Data\tDescrizione\tImporto")).toBe("\t");
  });

  it("righe sopra la tabella saltate; il numero di riga è quello del file", () => {
    const s = readStatement(Buffer.from("Estratto conto n. 123\n\nData;Descrizione;Importo\n01/11/2026;Pane;-1,00\n\n02/11/2026;Latte;-2,00\n"), LIMITS);
    expect(s && "headers" in s ? s.headers : s).toEqual(["Data", "Descrizione", "Importo"]);
    expect(s && "records" in s ? s.records : s).toEqual([
      { row: 4, cells: ["01/11/2026", "Pane", "-1,00"] },
      { row: 6, cells: ["02/11/2026", "Latte", "-2,00"] },
    ]);
    expect(readStatement(Buffer.from('Data;Descrizione;Importo\n01/11/2026;"Pane;-1,00\n'), LIMITS)).toBeNull();
  });

  it("limiti (docs/expenses.md, \"Limiti dell'importazione\"): righe, lunghezza di una riga, colonne; al limite si legge ancora", () => {
    const lim = { maxRows: 2, maxLineChars: 30, maxColumns: 4 };
    const head = "Data;Descrizione;Importo\n";
    const row = "01/11/2026;Pane;-1,00\n";
    expect(readStatement(Buffer.from(head + row.repeat(2)), lim)).toMatchObject({ records: [{ row: 2 }, { row: 3 }] });
    expect(readStatement(Buffer.from(head + row.repeat(3)), lim)).toEqual({ refused: "rows" });
    // Many lines that are no table at all stop at the cap too.
    expect(readStatement(Buffer.from("a\n".repeat(100)), lim)).toEqual({ refused: "rows" });
    // 30 characters (without "\r\n") pass; 31 do not, nor a quoted record of 31 across lines.
    expect(readStatement(Buffer.from("Data;Descrizione;Importo\r\n" + `01/11/2026;${"x".repeat(13)};-1,00\r\n`), lim)).toMatchObject({ records: [{ row: 2 }] });
    expect(readStatement(Buffer.from("Data;Descrizione;Importo\r\n" + `01/11/2026;${"x".repeat(14)};-1,00\r\n`), lim)).toEqual({ refused: "line" });
    expect(readStatement(Buffer.from(head + `01/11/2026;"${"x\n".repeat(8)}";-1,00\n`), lim)).toEqual({ refused: "line" });
    // 4 columns pass; 5 do not, nor 5 in a quoted record across lines.
    expect(readStatement(Buffer.from(head + "01/11/2026;Pane;-1,00;x\n"), lim)).toMatchObject({ records: [{ cells: ["01/11/2026", "Pane", "-1,00", "x"] }] });
    expect(readStatement(Buffer.from(head + "01/11/2026;Pane;-1,00;x;y\n"), lim)).toEqual({ refused: "columns" });
    expect(readStatement(Buffer.from(head + '01/11/2026;"a\nb";c;d;e\n'), lim)).toEqual({ refused: "columns" });
  });
});

describe("regole", () => {
  it("date gg/mm/aaaa e varianti; giorni impossibili rifiutati", () => {
    expect(readDate("03/11/2026")).toBe("2026-11-03");
    expect(readDate("3.11.26")).toBe("2026-11-03");
    expect(readDate("03-11-2026 12:30")).toBe("2026-11-03");
    expect(readDate("2026-11-03")).toBe("2026-11-03");
    expect(readDate("31/02/2026")).toBeNull();
    expect(readDate("11/2026")).toBeNull();
  });

  it("colonne riconosciute dai nomi italiani e inglesi; la data contabile prima della valuta", () => {
    expect(detectMapping(["Data valuta", "Data contabile", "Importo", "Descrizione operazione"])).toEqual({ date: 1, description: 3, amount: 2 });
    expect(detectMapping(["Booking date", "Amount", "Details"])).toEqual({ date: 0, description: 2, amount: 1 });
    expect(detectMapping(["Quando", "Cosa", "Quanto"])).toBeNull();
  });

  it("categoria suggerita da parole intere, accenti ignorati", () => {
    expect(suggestSubcategory("PAGAMENTO POS ESSELUNGA MILANO")).toBe("spesa_alimentare");
    expect(suggestSubcategory("Addebito SDD ENEL ENERGIA")).toBe("bollette");
    expect(suggestSubcategory("Caffè al bar")).toBe("ristoranti");
    expect(suggestSubcategory("Barbiere Gino")).toBe("altro");
    expect(suggestSubcategory("Università Statale tasse")).toBe("istruzione");
  });

  it("una riga: uscita, entrata, importi e date non validi", () => {
    expect(readRecord(2, ["03/11/2026", "Conad", "-1.234,56"], mapping, bounds)).toMatchObject({ status: "new", date: "2026-11-03", amount: "-1234.56", subcategory: "spesa_alimentare", category: "necessita", cents: -123456 });
    expect(readRecord(2, ["03/11/2026", "Stipendio", "1.800,00"], mapping, bounds)).toMatchObject({ status: "income", amount: "1800.00", incomeKind: "salary", subcategory: null });
    expect(readRecord(2, ["30/11/2026", "Stipendio", "1.800,00"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "Un'entrata non può avere una data futura" });
    expect(readRecord(2, ["03/11/2026", "x", "-1,234"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "Importo con più di 2 decimali" });
    expect(readRecord(2, ["03/11/2026", "x", "0,00"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "Importo pari a zero" });
    expect(readRecord(2, ["03/11/2020", "x", "-1"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "Data fuori dall'intervallo ammesso (dal 01/11/2021 al 31/12/2026)" });
    expect(readRecord(2, ["03/11/2026", "", "-1"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "Descrizione mancante" });
    expect(readRecord(2, ["03/11/2026", "x"], mapping, bounds)).toMatchObject({ status: "invalid", reason: "La riga ha meno colonne dell'intestazione" });
    expect(readRecord(2, ["03/11/2026", "x".repeat(300), "-1"], mapping, bounds).description).toHaveLength(120);
  });

  it("entrate: stipendio, Assegno Unico o altro dalla descrizione", () => {
    expect(guessIncomeKind("ACCREDITO EMOLUMENTI NOVEMBRE")).toBe("salary");
    expect(guessIncomeKind("Bonifico a vostro favore STIPENDIO OTTOBRE ACME SPA")).toBe("salary");
    expect(guessIncomeKind("INPS ASSEGNO UNICO 11/2026")).toBe("assegno_unico");
    expect(guessIncomeKind("Bonifico da Mario Rossi rimborso cena")).toBe("other");
  });

  it("regole imparate prima delle parole chiave; la parola proposta salta come si è pagato", () => {
    expect(ruleKeyword("PAGAMENTO POS ESSELUNGA VIALE MONZA 12")).toBe("ESSELUNGA");
    expect(ruleKeyword("Addebito SDD 123 Palestra Virgin")).toBe("Palestra");
    expect(ruleKeyword("POS 12 34")).toBeNull();
    const suggest = createSuggester([
      { contains: "esselunga", subcategory: "svago", category: "desideri" },
      { contains: "esselunga viale monza", subcategory: "regali", category: "desideri" },
    ]);
    expect(suggest("PAGAMENTO POS ESSELUNGA VIALE MONZA 12")).toEqual({ subcategory: "regali", category: "desideri", suggestedBy: "rule" });
    expect(suggest("PAGAMENTO POS ESSELUNGA VIA ROMA")).toEqual({ subcategory: "svago", category: "desideri", suggestedBy: "rule" });
    expect(suggest("ESSELUNGHISSIMA")).toEqual({ subcategory: "altro", category: "necessita", suggestedBy: "keywords" });
    expect(suggest("Conad City")).toEqual({ subcategory: "spesa_alimentare", category: "necessita", suggestedBy: "keywords" });
  });

  it("impronte: movimenti identici nello stesso file restano distinti, lo stesso file dà le stesse impronte", () => {
    const rows = [
      { date: "2026-11-03", amount: "-1.20", description: "Caffè" },
      { date: "2026-11-03", amount: "-1.20", description: "CAFFE" },
      { date: "2026-11-04", amount: "-1.20", description: "Caffè" },
    ];
    const a = fingerprintsOf(rows);
    expect(new Set(a).size).toBe(3);
    expect(fingerprintsOf(rows)).toEqual(a);
  });
});
