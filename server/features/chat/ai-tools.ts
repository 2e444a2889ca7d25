// The assistant's tools offered to a language model as function calls (docs/chat.md, "Function
// calls"). Each function is one of the built-in assistant's tools (builtin/tools.ts: the shared
// finance functions with the pages' guards) or the household's own figures (builtin/own-figures.ts),
// run on the server with the context read for the person asking, never with figures the model
// brings of its own for someone else. The arguments are validated with the zod schema each function
// declares once; its JSON Schema (what the provider sees) is built from it. A call the server cannot
// run (unknown name, arguments that are not JSON or not valid) gets an Italian error as its result,
// so the model can answer without it; nothing throws out of here.
import { z } from "zod";
import { toCents } from "@shared/money";
import { runTool, type ToolCall, type ToolName } from "./builtin/tools";
import { ownFiguresReply } from "./builtin/own-figures";
import type { ChatContext } from "./builtin/types";

const euros = (max: number) => z.number().positive().max(max);
const years = z.number().int().min(1).max(100).describe("durata in anni");
const percent = z.number().min(0).max(100);

type Definition = { description: string; args: z.ZodObject; run: (args: Record<string, unknown>, ctx: ChatContext) => { testo: string; link: string | null } };

/** A computation tool: the arguments become the built-in tool's slots (amounts in cents). */
function computation(tool: ToolName, description: string, args: z.ZodObject, slots: (a: Record<string, number>) => Omit<ToolCall, "tool">): Definition {
  return {
    description,
    args,
    run: (a, ctx) => {
      const r = runTool({ tool, ...slots(a as Record<string, number>) }, { split: ctx.split });
      return { testo: r.response, link: r.links[0]?.href ?? null };
    },
  };
}

const cents = (euro: number | undefined) => (euro === undefined ? null : toCents(euro));

/** The household's own figures a signed-in user may ask about, each as the question the built-in assistant answers. */
const OWN_QUESTIONS = {
  spese_del_mese: "Quanto ho speso questo mese?",
  budget_rimasto: "Quanto mi resta del budget?",
  obiettivi: "A che punto è il mio obiettivo?",
  fondo_emergenza: "Quanto dovrei avere nel mio fondo di emergenza?",
  riepilogo_730: "Quanto recupero dal mio 730?",
  piano_debiti: "In quanto tempo finisco di pagare i miei debiti?",
} as const;

const DEFINITIONS: Record<string, Definition> = {
  rata_mutuo: computation(
    "rata_mutuo",
    "Rata mensile di un mutuo a tasso fisso (ammortamento alla francese), con il calcolo dell'app.",
    z.object({ importo_euro: euros(100_000_000).describe("importo del mutuo in euro"), anni: years, tasso_percento: percent.describe("tasso annuo in percento") }),
    (a) => ({ amountCents: cents(a.importo_euro), years: a.anni ?? null, ratePercent: a.tasso_percento ?? null }),
  ),
  mutuo_massimo: computation(
    "mutuo_massimo",
    "Il mutuo massimo che una rata mensile ripaga in tanti anni a un tasso.",
    z.object({ rata_euro: euros(1_000_000).describe("rata mensile in euro"), anni: years, tasso_percento: percent.describe("tasso annuo in percento") }),
    (a) => ({ amountCents: cents(a.rata_euro), years: a.anni ?? null, ratePercent: a.tasso_percento ?? null }),
  ),
  pac: computation(
    "pac",
    "Piano di accumulo (PAC): capitale finale con un rendimento ipotetico, i costi di un ETF tipico e il bollo.",
    z.object({ importo_mensile_euro: euros(1_000_000).describe("versamento mensile in euro"), anni: years, rendimento_percento: percent.describe("rendimento annuo ipotetico in percento") }),
    (a) => ({ amountCents: cents(a.importo_mensile_euro), years: a.anni ?? null, ratePercent: a.rendimento_percento ?? null }),
  ),
  budget_50_30_20: computation(
    "budget_50_30_20",
    "Divisione del reddito netto mensile in necessità, desideri e risparmio (50/30/20, o la ripartizione scelta dalla famiglia).",
    z.object({ reddito_mensile_euro: euros(100_000_000).describe("reddito netto mensile in euro") }),
    (a) => ({ amountCents: cents(a.reddito_mensile_euro), years: null, ratePercent: null }),
  ),
  costi_fondo: computation(
    "costi_fondo",
    "Costo annuo in euro di un fondo o ETF (TER e imposta di bollo) su un capitale.",
    z.object({ capitale_euro: euros(100_000_000).describe("capitale investito in euro"), ter_percento: percent.describe("TER del fondo in percento"), anni: years.optional() }),
    (a) => ({ amountCents: cents(a.capitale_euro), years: a.anni ?? null, ratePercent: a.ter_percento ?? null }),
  ),
  detrazione_sanitaria: computation(
    "detrazione_sanitaria",
    "Quanto fa recuperare con il 730 una spesa sanitaria pagata in modo tracciabile (19 % oltre la franchigia).",
    z.object({ importo_euro: euros(100_000_000).describe("importo della spesa sanitaria in euro") }),
    (a) => ({ amountCents: cents(a.importo_euro), years: null, ratePercent: null }),
  ),
  assegno_unico: computation(
    "assegno_unico",
    "Stima mensile dell'Assegno Unico per un ISEE e un numero di figli minorenni, famiglia monoreddito.",
    z.object({ isee_euro: z.number().min(0).max(100_000_000).describe("ISEE in euro"), figli: z.number().int().min(1).max(20).describe("numero di figli") }),
    (a) => ({ amountCents: cents(a.isee_euro), years: null, ratePercent: null, children: a.figli ?? null }),
  ),
  dati_famiglia: {
    description: "Le cifre dell'utente che scrive, lette dall'app (nessuna per un visitatore): spese del mese, budget rimasto, obiettivi, fondo di emergenza, riepilogo 730, piano dei debiti.",
    args: z.object({ argomento: z.enum(Object.keys(OWN_QUESTIONS) as [keyof typeof OWN_QUESTIONS, ...(keyof typeof OWN_QUESTIONS)[]]) }),
    run: (a, ctx) => {
      const r = ownFiguresReply(OWN_QUESTIONS[a.argomento as keyof typeof OWN_QUESTIONS], ctx);
      return r ? { testo: r.response, link: r.links[0]?.href ?? null } : { testo: "Questo dato non è disponibile in questo momento.", link: null };
    },
  },
};

/** The functions as the OpenAI `tools` parameter, their parameters' JSON Schema built from the zod schemas. */
export const AI_TOOLS = Object.entries(DEFINITIONS).map(([name, d]) => ({
  type: "function" as const,
  function: { name, description: d.description, parameters: z.toJSONSchema(d.args) as Record<string, unknown> },
}));

/** The result of a call, as the JSON text sent back to the model. */
export function executeToolCall(name: string, rawArguments: string, ctx: ChatContext): string {
  const def = Object.hasOwn(DEFINITIONS, name) ? DEFINITIONS[name] : undefined;
  if (!def) return JSON.stringify({ ok: false, errore: `Strumento sconosciuto: usa solo ${Object.keys(DEFINITIONS).join(", ")}.` });
  let json: unknown;
  try {
    json = JSON.parse(rawArguments || "{}");
  } catch {
    return JSON.stringify({ ok: false, errore: "Argomenti non validi: non sono JSON." });
  }
  const args = def.args.safeParse(json);
  if (!args.success) return JSON.stringify({ ok: false, errore: `Argomenti non validi: ${args.error.issues.map((i) => i.path.join(".") || "argomenti").join(", ")}.` });
  try {
    return JSON.stringify({ ok: true, ...def.run(args.data, ctx) });
  } catch (err) {
    console.warn("[chat] strumento non riuscito:", name, (err as Error)?.message);
    return JSON.stringify({ ok: false, errore: "Il calcolo non è riuscito." });
  }
}
