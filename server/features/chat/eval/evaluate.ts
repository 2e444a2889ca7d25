// The user-side evaluation of the chat assistant (docs/chat.md, "User-side evaluation set"): the
// questions of questions.json, written from the users' side and never trained or tuned on, are asked
// through the chat service and each answer is scored against what a right answer must contain.
import { readFileSync } from "node:fs";
import { z } from "zod";

const expectSchema = z
  .object({
    /** The topic that answers (the built-in reply's topic), or a list of acceptable ones. */
    intent: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    /** Strings the answer's text must contain (it-IT figures: "695,95"). */
    figures: z.array(z.string().min(1)).min(1).optional(),
    /** An href prefix ("/plan"), "lezione:<slug prefix>" for a lesson, or "contenuto" for any lesson or article. */
    link: z.string().min(1).optional(),
    /** A polite refusal (off-topic) or an honest "non lo so". */
    refusal: z.literal(true).optional(),
    /** The assistant asks for what the question lacks instead of inventing it. */
    askBack: z.literal(true).optional(),
  })
  .strict()
  .refine((e) => Object.keys(e).length > 0, "ogni domanda dice che cosa deve contenere la risposta giusta");

const itemSchema = z
  .object({
    id: z.string().min(1),
    /** A question, or a conversation: only the last answer is scored. */
    ask: z.union([z.string().min(1), z.array(z.string().min(1)).min(2)]),
    expect: expectSchema,
  })
  .strict();

type EvalItem = z.infer<typeof itemSchema>;

/**
 * The evaluation sets: questions.json (the first set), heldout.json (the second, held-out set; docs/chat.md,
 * "Held-out set (issue 43, second set)") third.json (docs/chat.md, "Third set (issue 43)") fourth.json (docs/chat.md, "Fourth set (issue 43)"), fifth.json (docs/chat.md, "Fifth set (issue 43)"), sixth.json (docs/chat.md, "Sixth set (issue 43)") seventh.json (docs/chat.md, "Seventh set (issue 43)") eighth.json (docs/chat.md, "Eighth set (issue 43)"), ninth.json (docs/chat.md, "Ninth set (issue 43)") and tenth.json (docs/chat.md, "Tenth set (issue 43)").
 */
export type EvalSet = "questions.json" | "heldout.json" | "third.json" | "fourth.json" | "fifth.json" | "sixth.json" | "seventh.json" | "eighth.json" | "ninth.json" | "tenth.json";

export function loadEvalItems(set: EvalSet = "questions.json"): EvalItem[] {
  const raw = JSON.parse(readFileSync(new URL(`./${set}`, import.meta.url), "utf8")) as { items: unknown };
  return z.array(itemSchema).parse(raw.items);
}

/** The questions an item asks, in order. */
export const questionsOf = (item: EvalItem): string[] => (typeof item.ask === "string" ? [item.ask] : item.ask);

/** What the runner saw of one answer: its text, its links (a lesson's slug when the link opens a lesson) and its topic. */
type EvalAnswer = { response: string; links: { href: string; lessonSlug: string | null }[]; topic: string | null };

/** Asks one question in a conversation (sessionId null to start one) and returns the answer and the conversation. */
export type AskFn = (message: string, sessionId: string | null) => Promise<{ answer: EvalAnswer; sessionId: string }>;

/** The assistant asks back: it names what it lacks or asks which reading is meant. */
const ASK_BACK = /\b(mi manca|me l[oiae] scrivi|scrivimel[oiae]|mi dici|dimmi|intendi)\b/i;
const REFUSAL_TOPICS = new Set(["fuori_tema", "sconosciuto"]);

/** Text as compared: non-breaking spaces as spaces, "5 %" as "5%". */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/(\d) %/g, "$1%");

function linkMatches(want: string, links: EvalAnswer["links"]): boolean {
  if (want === "contenuto") return links.some((l) => l.lessonSlug !== null || l.href.startsWith("/blog/"));
  if (want.startsWith("lezione:")) return links.some((l) => l.lessonSlug?.startsWith(want.slice("lezione:".length)));
  return links.some((l) => l.href.startsWith(want));
}

/** The checks an answer fails (empty: right), each in a few words for the report. */
function failedChecks(item: EvalItem, answer: EvalAnswer): string[] {
  const e = item.expect;
  const text = plain(answer.response);
  const failed: string[] = [];
  if (e.intent) {
    const allowed = typeof e.intent === "string" ? [e.intent] : e.intent;
    if (!answer.topic || !allowed.includes(answer.topic)) failed.push(`argomento ${answer.topic ?? "?"} invece di ${allowed.join("/")}`);
  }
  for (const f of e.figures ?? []) if (!text.includes(plain(f))) failed.push(`manca la cifra ${f}`);
  if (e.link && !linkMatches(e.link, answer.links)) failed.push(`manca il link ${e.link} (link: ${answer.links.map((l) => l.lessonSlug ? `lezione:${l.lessonSlug}` : l.href).join(", ") || "nessuno"})`);
  if (e.refusal && !(answer.topic && REFUSAL_TOPICS.has(answer.topic))) failed.push(`nessun rifiuto (argomento ${answer.topic ?? "?"})`);
  if (e.askBack && !ASK_BACK.test(text)) failed.push(`non chiede i dati mancanti (argomento ${answer.topic ?? "?"})`);
  return failed;
}

type EvalResult = { item: EvalItem; answer: EvalAnswer; failed: string[] };

/** Asks every item (each in a conversation of its own) and scores the last answer. */
export async function runEval(items: EvalItem[], ask: AskFn): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const item of items) {
    let sessionId: string | null = null;
    let answer: EvalAnswer | null = null;
    for (const q of questionsOf(item)) ({ answer, sessionId } = await ask(q, sessionId));
    results.push({ item, answer: answer!, failed: failedChecks(item, answer!) });
  }
  return results;
}

/** The report printed by `npm run chat:eval`: every failure, then the score. */
export function formatReport(results: EvalResult[], title = "Valutazione dal lato utente"): string {
  const wrong = results.filter((r) => r.failed.length > 0);
  const right = results.length - wrong.length;
  const lines = wrong.map((r) => `  ✗ ${r.item.id}: «${questionsOf(r.item).join(" → ")}»\n      ${r.failed.join("; ")}\n      risposta: ${plain(r.answer.response).slice(0, 160).replace(/\n+/g, " ")}…`);
  const pct = ((100 * right) / results.length).toFixed(1).replace(".", ",");
  return [`${title}: ${results.length} domande`, ...lines, `Risposte giuste: ${right}/${results.length} = ${pct} %`].join("\n");
}

export const evalScore = (results: EvalResult[]) => results.filter((r) => r.failed.length === 0).length / results.length;
