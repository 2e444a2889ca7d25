import { describe, expect, it } from "vitest";
import { csvField, expensesCsv, receiptLinkOf } from "./expenses.csv";

describe("CSV delle spese", () => {
  it("cita i campi con separatori o virgolette e neutralizza le formule", () => {
    expect(csvField("Pane")).toBe("Pane");
    expect(csvField('Il "solito" bar')).toBe('"Il ""solito"" bar"');
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("+39 ricarica")).toBe("'+39 ricarica");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("-5 sconto")).toBe("'-5 sconto");
  });

  it("BOM, intestazione e virgola decimale", () => {
    const csv = expensesCsv([
      { description: "Pane", amount: "2.50", category: "necessita", subcategory: "spesa_alimentare", date: "2026-11-03" },
      { description: "Cinema", amount: "9.00", category: "desideri", subcategory: "altro", date: "2026-11-04" },
    ], receiptLinkOf("https://esempio.it"));
    expect(csv).toBe("\uFEFFData;Descrizione;Categoria;Sottocategoria;Importo (EUR);Ricevuta\r\n03/11/2026;Pane;Necessità;Spesa alimentare;2,50;\r\n04/11/2026;Cinema;Desideri;Altro;9,00;\r\n");
  });

  it("la ricevuta della spesa è il suo link, in fondo alla riga (docs/expenses.md, \"Ricevute nel CSV\")", () => {
    const csv = expensesCsv([{ description: "Visita", amount: "90.00", category: "necessita", subcategory: "salute", date: "2026-03-10", receiptId: "abc_DEF-123" }], receiptLinkOf("https://esempio.it"));
    expect(csv.split("\r\n")[1]).toBe("10/03/2026;Visita;Necessità;Salute;90,00;https://esempio.it/api/user/receipts/abc_DEF-123");
  });
});
