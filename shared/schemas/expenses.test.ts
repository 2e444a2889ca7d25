import { describe, expect, it } from "vitest";
import { createExpenseSchema, expenseDateBounds } from "./expenses";

const schema = createExpenseSchema("2026-11-22");
const base = { description: "Pane", category: "necessita", date: "2026-11-22" };
const amount = (a: unknown) => {
  const r = schema.safeParse({ ...base, amount: a });
  return r.success ? r.data.amount : r.error.issues[0]!.message;
};

describe("schema della spesa", () => {
  it("normalizza l'importo in una stringa con due decimali", () => {
    expect(amount("12")).toBe("12.00");
    expect(amount("12,5")).toBe("12.50");
    expect(amount("1.234,56")).toBe("1234.56");
    expect(amount(" 0,01 ")).toBe("0.01");
    expect(amount(7.1)).toBe("7.10");
    // A dot before exactly three digits groups thousands: "1.800" is 1800, never 1,80.
    expect(amount("1.800")).toBe("1800.00");
    expect(amount("12.500")).toBe("12500.00");
    expect(amount("12,500")).toBe("12.50");
    expect(amount("€ 1.800")).toBe("1800.00");
    expect(amount("1 800")).toBe("1800.00");
    expect(amount("1.800,00\u00a0€")).toBe("1800.00");
    expect(amount("1800.5")).toBe("1800.50");
    expect(amount("1000000")).toBe("1000000.00");
  });

  it("rifiuta importi assurdi con messaggi italiani", () => {
    expect(amount("0,00")).toBe("Importo deve essere maggiore di 0");
    expect(amount("-1")).toBe("Importo deve essere maggiore di 0");
    expect(amount("1,234.56")).toBe("Inserisci un importo valido (es. 12,50)");
    expect(amount("1,2,3")).toBe("Inserisci un importo valido (es. 12,50)");
    expect(amount("1.50.0")).toBe("Inserisci un importo valido (es. 12,50)");
    expect(amount("Infinity")).toBe("Inserisci un importo valido (es. 12,50)");
    expect(amount(0.1 + 0.2)).toBe("Sono ammessi al massimo 2 decimali");
    expect(amount("1000000,01")).toBe("L'importo massimo di una spesa è 1.000.000 €");
  });

  it("limiti della data: primo giorno del mese cinque anni prima, ultimo giorno del mese dopo", () => {
    expect(expenseDateBounds("2026-11-22")).toEqual({ min: "2021-11-01", max: "2026-12-31" });
    expect(expenseDateBounds("2026-12-31")).toEqual({ min: "2021-12-01", max: "2027-01-31" });
    expect(expenseDateBounds("2028-01-15")).toEqual({ min: "2023-01-01", max: "2028-02-29" });
  });

  it("pulisce la descrizione dai caratteri di controllo", () => {
    const r = schema.parse({ ...base, amount: "1", description: "  Cena\n\tfuori  " });
    expect(r.description).toBe("Cena fuori");
  });
});
