// The assistant's tools (docs/chat.md, "Tools"): the shared finance functions with the pages' limits.
import { describe, expect, it } from "vitest";
import { monthlyPaymentCents, maxLoanCents } from "@shared/finance/mortgage";
import { splitBudget } from "@shared/finance/budget";
import { trySimulatePacWithCosts, PAC_DEFAULT_TER_PERCENT } from "@shared/finance/pac";
import { FORM_RANGE_MESSAGES } from "@shared/finance/limits";
import { extractSlots } from "../nlu/slots";
import { chooseTool, runTool, type ToolCall } from "./tools";
import { formatCents } from "@shared/money";

const plain = (s: string) => s.replace(/\u00a0/g, " ");
const run = (c: ToolCall) => {
  const r = runTool(c);
  return { ...r, response: plain(r.response) };
};
const euro = (cents: number) => plain(formatCents(cents));

describe("rata del mutuo", () => {
  it("120.000 € in 20 anni al 3,5 % → 695,95 €, link al calcolatore compilato", () => {
    const r = run({ tool: "rata_mutuo", amountCents: 120_000_00, years: 20, ratePercent: 3.5 });
    expect(r.ok).toBe(true);
    expect(r.response).toContain("695,95 € al mese");
    expect(r.links[0]!.href).toBe("/mortgage-calculator?importo=120000&anni=20&tasso=3,5");
  });
  it("è la funzione della pagina (monthlyPaymentCents), non una copia", () => {
    for (const [loan, years, rate] of [[150_000_00, 25, 3], [87_500_00, 17, 4.25], [300_000_00, 30, 1.1]] as const) {
      expect(run({ tool: "rata_mutuo", amountCents: loan, years, ratePercent: rate }).response).toContain(`${euro(monthlyPaymentCents(loan, rate, years * 12))} al mese`);
    }
  });
  it("gli stessi limiti della pagina: durata, tasso, importo", () => {
    expect(run({ tool: "rata_mutuo", amountCents: 120_000_00, years: 40, ratePercent: 3 }).response).toBe(FORM_RANGE_MESSAGES.termMax);
    expect(run({ tool: "rata_mutuo", amountCents: 120_000_00, years: 20, ratePercent: 15 }).response).toBe(FORM_RANGE_MESSAGES.rateMax);
    expect(run({ tool: "rata_mutuo", amountCents: 5_000_000_00, years: 20, ratePercent: 3 }).ok).toBe(false);
  });
  it("una cifra che manca viene chiesta, non inventata", () => {
    const r = run({ tool: "rata_mutuo", amountCents: 150_000_00, years: null, ratePercent: null });
    expect(r.ok).toBe(false);
    expect(r.response).toMatch(/mi manca la durata in anni e il tasso annuo/);
  });
});

describe("gli altri strumenti", () => {
  it("mutuo massimo con una rata: maxLoanCents", () => {
    const r = run({ tool: "mutuo_massimo", amountCents: 700_00, years: 25, ratePercent: 3 });
    expect(r.response).toContain(euro(maxLoanCents(700_00, 3, 300)));
  });
  it("PAC con i costi: simulatePacWithCosts", () => {
    const r = run({ tool: "pac", amountCents: 200_00, years: 20, ratePercent: 5 });
    const ref = trySimulatePacWithCosts({ monthlyAmount: 200, years: 20, expectedReturn: 5, terPercent: PAC_DEFAULT_TER_PERCENT, stampDuty: true }).result!;
    expect(r.response).toContain(euro(ref.finalAmountCents));
    expect(r.response).toContain(euro(ref.costsCents));
    expect(r.links[0]!.href).toBe("/pac-simulator?importo=200&anni=20&rendimento=5");
    // The PAC page's limits: 60 years is refused with its message.
    expect(run({ tool: "pac", amountCents: 200_00, years: 60, ratePercent: 5 }).response).toContain(FORM_RANGE_MESSAGES.pacYearsMax);
  });
  it("50/30/20: splitBudget", () => {
    const s = splitBudget("1800");
    expect(run({ tool: "budget_50_30_20", amountCents: 1_800_00, years: null, ratePercent: null }).response).toContain(`necessità ${euro(Number(s.necessities) * 100)}`);
  });
  it("costi di un fondo in euro: TER e bollo; TER oltre il limite della pagina rifiutato", () => {
    expect(run({ tool: "costi_fondo", amountCents: 10_000_00, years: null, ratePercent: 0.5 }).response).toContain("50,00 € l'anno; il bollo dello 0,20% aggiunge 20,00 €: in tutto 70,00 €");
    expect(run({ tool: "costi_fondo", amountCents: 10_000_00, years: null, ratePercent: 8 }).response).toBe(FORM_RANGE_MESSAGES.pacTerMax);
  });
});

describe("quale strumento chiede la domanda", () => {
  it.each([
    ["Quanto sarebbe la rata di un mutuo da 120.000 € in 20 anni al 3,5 %?", "rata_mutuo"],
    ["Che rata avrei con un mutuo di 150.000 € a 25 anni al 3 %?", "rata_mutuo"],
    ["Con una rata di 700 € in 25 anni al 3 %, quanto mutuo posso chiedere al massimo?", "mutuo_massimo"],
    ["pac da 200 euro al mese per 20 anni al 5%, quanto ottengo?", "pac"],
    ["quanto costa in euro un etf con ter 0,5% su 10.000 €?", "costi_fondo"],
  ])("%s → %s", (q, tool) => {
    expect(chooseTool(q, extractSlots(q))?.tool).toBe(tool);
  });
  it.each(["Meglio mutuo a tasso fisso o variabile?", "Come funziona un PAC per investire?", "Guadagno 1.800 € al mese, come imposto il budget?"])("%s → nessuno strumento", (q) => {
    expect(chooseTool(q, extractSlots(q))).toBeNull();
  });
});
