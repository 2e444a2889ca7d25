import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderFacts } from "@shared/facts";
import { COURSE_CONTENT } from "../features/courses/content";
import { ALL_ARTICLES } from "../features/blog/content";
import { TOPICS } from "../features/chat/builtin/assistant";
import { emptyContext } from "../features/chat/builtin/types";
import { extractSlots } from "../features/chat/nlu/slots";

// The content review of 2026-11-28 (issue 42; docs/facts.md, review log): what a reader sees
// after the corrections, rendered from the registry as the API serves it.

const lesson = (slug: string) => {
  const l = COURSE_CONTENT.flatMap((c) => c.lessons).find((x) => x.slug === slug);
  if (!l) throw new Error(slug);
  return renderFacts([l.content, ...l.questions.flatMap((q) => [q.question, ...q.options, q.explanation])].join("\n"));
};
const lessons = COURSE_CONTENT.flatMap((c) => c.lessons).map((l) => ({ label: `lezione ${l.slug}`, text: lesson(l.slug) }));
const articles = ALL_ARTICLES.map((a) => ({ label: `articolo ${a.slug}`, text: renderFacts([a.title, a.excerpt, a.metaDescription, a.content].join("\n")) }));
const answers = TOPICS.map((t) => {
  const q = t.suggestions[0] ?? t.label;
  return { label: `assistente ${t.id}`, text: t.answer({ ctx: emptyContext(), question: q, amountCents: null, slots: extractSlots(q) }) };
});
const code = [
  "client/src/features/calculators/components/saving-methods.ts",
  "client/src/features/calculators/components/budget-split.tsx",
  "client/src/features/calculators/components/pac-info.tsx",
  "client/src/features/calculators/components/mortgage-ltv-note.tsx",
  "client/src/features/calculators/pages/pac-simulator-page.tsx",
  "shared/finance/purchase-costs.ts",
  "shared/schemas/calculators.ts",
].map((f) => ({ label: f, text: fs.readFileSync(path.join(import.meta.dirname, "../..", f), "utf8") }));
const everywhere = [...lessons, ...articles, ...answers, ...code];

const without = (re: RegExp) => everywhere.filter((s) => re.test(s.text)).map((s) => s.label);

describe("revisione dei contenuti 2026-11-28", () => {
  it("Centrale dei Rischi: le sofferenze si segnalano da 250 €, non di qualsiasi importo (corso 4 come corso 1)", () => {
    const text = lesson("dfv-sovraindebitamento");
    expect(text).toContain("da 250 € in su");
    expect(text).toContain("30.000 €");
    expect(without(/sofferenze di qualsiasi importo/i)).toEqual([]);
  });

  it("l'Arbitro Assicurativo è operativo dal 15 gennaio 2026: nessun «quando sarà operativo», e i testi dicono come funziona", () => {
    expect(without(/quando sarà operativ|sarà operativo|non è ancora operativ/i)).toEqual([]);
    // Anywhere in the app's source, not only in the texts above (tests excluded: they name the old phrase).
    const stale: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.") && /quando sarà operativ/i.test(fs.readFileSync(full, "utf8"))) stale.push(full);
      }
    };
    for (const dir of ["server", "client/src", "shared"]) walk(path.join(import.meta.dirname, "../..", dir));
    expect(stale).toEqual([]);
    const complaints = lesson("dfv-reclami-abf-acf-ivass");
    expect(complaints).toContain("15 gennaio 2026");
    expect(complaints).toMatch(/Arbitro Assicurativo[^.]*online/);
    expect(complaints).toMatch(/20 €, restituiti se ti dà ragione/);
    expect(complaints).toContain("180 giorni");
    expect(lesson("cf-protezione-assicurazioni")).toContain("Arbitro Assicurativo");
  });

  it("ABF: contributo, limite di 12 mesi dal reclamo; carte: 13 mesi per contestare e rimborso entro la giornata operativa successiva", () => {
    const complaints = lesson("dfv-reclami-abf-acf-ivass");
    expect(complaints).toContain("12 mesi dal reclamo");
    expect(complaints).toMatch(/contributo di 20 €/);
    expect(complaints).toContain("entro 60 giorni dalle controdeduzioni");
    const scams = lesson("dfv-truffe-phishing");
    expect(scams).toContain("13 mesi");
    expect(scams).toContain("giornata operativa successiva");
  });

  it("compra ora, paga dopo: regole del credito ai consumatori dal 20 novembre 2026, recesso in 14 giorni", () => {
    const text = lesson("dfv-bnpl-tan-taeg");
    expect(text).toContain("20 novembre 2026");
    expect(text).toContain("14 giorni");
  });

  it("una sola stima per cosa: perizia, notaio, regola delle 48 ore, riscaldamento", () => {
    // The registry's estimate appears; the old variants appear nowhere.
    expect(without(/300 € e 800 €|300 a 800 euro|intorno ai 3\.000 €|circa 3\.000 euro/)).toEqual([]);
    expect(without(/sopra i 30 euro|sopra i 30 €/)).toEqual([]);
    expect(without(/5-7%|6-7%/)).toEqual([]);
    expect(lesson("cf-spese-agevolazioni-prima-casa")).toContain("tra 250 € e 600 €");
    expect(lesson("cf-spese-agevolazioni-prima-casa")).toContain("tra 1.500 € e 3.500 € per la compravendita, più tra 1.000 € e 2.500 €");
    const saving = articles.find((a) => a.label.endsWith("risparmiare-200-euro-al-mese"))!.text;
    expect(saving).toContain("sopra i 50 €");
    expect(saving).toContain("7%-10%");
  });

  it("l'importo minimo dell'Assegno Unico è uno solo: 58,30 €", () => {
    expect(without(/58,50|58,5 €|circa 57\b|da circa 57/)).toEqual([]);
    expect(articles.find((a) => a.label.endsWith("isee-bonus-famiglie-assegno-unico"))!.text).toContain("58,30 €");
  });

  it("ISEE 2026: le nuove maggiorazioni per i figli nell'esempio dell'articolo", () => {
    const text = articles.find((a) => a.label.endsWith("isee-bonus-famiglie-assegno-unico"))!.text;
    expect(text).toContain("0,10 con due figli, 0,25 con tre, 0,40 con quattro e 0,55 con cinque o più");
    expect(text).toContain("11.719 €");
    expect(text).not.toMatch(/tre o più figli/);
  });

  it("Fondo prima casa: riservato alle categorie prioritarie, con limiti e garanzie più alti per le famiglie numerose", () => {
    const text = lesson("cf-spese-agevolazioni-prima-casa");
    expect(text).toMatch(/riservato alle categorie prioritarie/);
    expect(text).toContain("45.000 €");
    expect(text).toContain("50.000 €");
    expect(text).toContain("85%");
    expect(text).toContain("90%");
  });

  it("altre correzioni: interessi a 30 anni, inflazione 2025, 60/25/15, niente garanzie di valore, detrazione delle polizze, TFR e anticipazioni", () => {
    expect(lesson("cf-ammortamento-francese")).toContain("98.650 €");
    expect(without(/98\.600/)).toEqual([]);
    expect(lesson("ri-inflazione-potere-acquisto")).toMatch(/1,5% nel 2025/);
    expect(lesson("ri-inflazione-potere-acquisto")).toContain("117 €");
    expect(without(/60\/30\/10/)).toEqual([]);
    expect(without(/non perdono valore con l'inflazione/)).toEqual([]);
    expect(without(/polizze vita e infortuni/i)).toEqual([]);
    const pension = lesson("cf-previdenza-complementare");
    expect(pension).toContain("17%");
    expect(pension).toMatch(/tassazione separata/);
    expect(pension).toMatch(/ritenuta del 23%/);
    expect(pension).toContain("0,30 punti");
  });

  it("Fondo prima casa anche nella nota del mutuo e nell'assistente: riservato alle categorie prioritarie", () => {
    expect(code.find((c) => c.label.endsWith("mortgage-ltv-note.tsx"))!.text).toMatch(/riservato alle categorie prioritarie/);
    expect(answers.find((a) => a.label === "assistente mutuo")!.text).toMatch(/riservato alle categorie prioritarie/);
  });

  it("parole: «mutuo rischioso», «Salvataggio…»", () => {
    expect(without(/mutuo rischiosa|Salvando\.\.\./)).toEqual([]);
  });

  it("conto cointestato: quota uguale per ciascuno, sommata ai suoi altri depositi nella stessa banca", () => {
    expect(lesson("ri-conti-deposito")).toMatch(/diviso in parti uguali[^.;]*stessa banca/);
  });
});
