import { describe, expect, it } from "vitest";
import { DEDUCTION_TYPE_LABELS, DEDUCTION_TYPES, deductionSchema, memberLabel, needsCashWarning, suggestDeductionType } from "./deductions";

// docs/tax.md ("Pagamento tracciabile", "Suggerimento", "Familiari").
describe("spese detraibili: regole condivise da modulo e server", () => {
  it("il contante avvisa per le visite e le altre spese, non per medicinali e dispositivi medici", () => {
    expect(needsCashWarning({ type: "health", traceable: false })).toBe(true);
    expect(needsCashWarning({ type: "kids_sport", traceable: false })).toBe(true);
    expect(needsCashWarning({ type: "medicines", traceable: false })).toBe(false);
    expect(needsCashWarning({ type: "medical_devices", traceable: false })).toBe(false);
    expect(needsCashWarning({ type: "health", traceable: true })).toBe(false);
  });

  it("la sottocategoria e la descrizione suggeriscono il tipo: la farmacia in salute suggerisce i medicinali", () => {
    expect(suggestDeductionType("salute", "Farmacia comunale")).toBe("medicines");
    expect(suggestDeductionType("salute", "Visita oculistica")).toBe("health");
    expect(suggestDeductionType("salute", "Occhiali da vista")).toBe("medical_devices");
    expect(suggestDeductionType("altro", "Veterinario per il gatto")).toBe("veterinary");
    expect(suggestDeductionType("figli_scuola", "Piscina corso nuoto")).toBe("kids_sport");
    expect(suggestDeductionType("figli_scuola", "Mensa scolastica")).toBe("school");
    expect(suggestDeductionType("spesa_alimentare", "Supermercato")).toBeNull();
  });

  it("ogni tipo ha un'etichetta italiana; i familiari si leggono in italiano", () => {
    for (const t of DEDUCTION_TYPES) expect(DEDUCTION_TYPE_LABELS[t].length).toBeGreaterThan(3);
    expect(memberLabel("self")).toBe("Io (dichiarante)");
    expect(memberLabel("spouse")).toBe("Coniuge a carico");
    expect(memberLabel("child2")).toBe("Figlio 2");
  });

  it("tipi e familiari fuori elenco sono rifiutati con il loro messaggio", () => {
    expect(deductionSchema.safeParse({ type: "health", member: "child21", traceable: true }).success).toBe(false);
    expect(deductionSchema.safeParse({ type: "health", member: "child0", traceable: true }).success).toBe(false);
    expect(deductionSchema.safeParse({ type: "health", member: "child20", traceable: true }).success).toBe(true);
    expect(deductionSchema.safeParse(null).success).toBe(true);
    const bad = deductionSchema.safeParse({ type: "gioielli", member: "self", traceable: true });
    expect(bad.error?.issues[0]?.message).toBe("Tipo di spesa detraibile non valido");
  });
});
