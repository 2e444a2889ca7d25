// The built-in Italian assistant: works with no AI key and whenever the AI fails (docs/chat.md).
// 1. A short follow-up ("e se fossero 2.000?", "e in 30 anni?") re-answers the previous topic with
//    the new figure (the conversation state is kept server-side, in the stored answer's meta).
// 2. The trained intent classifier (nlu/) picks the topic; the topic answers from ./topics with the
//    figures of the question, else of the household.
// 3. A question no intent covers well is searched in the lessons, articles and glossary.
// 4. Otherwise the assistant says it does not know and offers the three nearest topics; an
//    off-topic question gets a polite refusal.
import { knownFeatures, rankIntents, unknownWords, type IntentScore } from "../nlu/intent-classifier";
import { parseItalianNumber } from "@shared/numbers";
import { contentTerms, searchContent, stemsOf, subjectWords, type ContentSource, type SearchHit } from "../nlu/retrieval";
import { extractSlots, type Slots } from "../nlu/slots";
import { BUTTONS } from "./figures";
import { normalize } from "./normalize";
import { appTopics } from "./topics/app";
import { careTopics } from "./topics/care";
import { COURSE_CONTENT } from "../../courses/courses.public";
import { debtHomeTopics } from "./topics/debt-home";
import { householdTopics } from "./topics/household";
import { incomeTopics } from "./topics/income";
import { investingTopics } from "./topics/investing";
import { amountRole, savingTopics } from "./topics/saving";
import { appPageLink, featureAnswer, findFeature, type AppFeature } from "../app-features";
import { childrenIn, chooseTool, incomeIn, isAffordabilityPlan, isPlanningQuestion, missingSlots, placeBare, runTool, TOOL_TOPIC, type ToolCall, type ToolName } from "./tools";
import { ownFiguresReply } from "./own-figures";
import type { BuiltinReply, ChatContext, ChatLink, ConversationState, Topic } from "./types";

export const TOPICS: Topic[] = [...investingTopics, ...debtHomeTopics, ...savingTopics, ...householdTopics, ...incomeTopics, ...careTopics, ...appTopics];
const byId = new Map(TOPICS.map((t) => [t.id, t]));

/** The classifier's probability from which its topic is answered (chosen on the cross-validation, docs/chat.md). */
export const INTENT_THRESHOLD = 0.45;
/** A topic below the threshold still answers when it leads the next one this many times over, from LEAD_MIN (docs/chat.md, "A clear lead, greetings and the income in follow-ups"). */
const LEAD_MIN = 0.3;
const LEAD_RATIO = 1.2;
/** The same, for a question with words the classifier never saw: below it, the content is searched. */
const INTENT_THRESHOLD_UNKNOWN_WORDS = 0.85;
/** From this probability a possible distress question gets the care answer, whatever scores first. */
const DISTRESS_THRESHOLD = 0.3;
/** Distress so clear that even a question with every figure of a computation gets the first steps first. */
const CLEAR_DISTRESS = 0.8;
/** From this probability an off-topic question is refused without searching the content. */
const CLEARLY_OFF_TOPIC = 0.9;
/** From this probability of the off-topic class (and no passage found) the question is refused. */
const OFF_TOPIC_THRESHOLD = 0.6;
/** A passage answers when it matches most of the question's words and scores at least this (BM25). */
const PASSAGE_MIN_SCORE = 8;

/** A typical question per topic, offered when the assistant does not know (the three nearest topics). */
const TOPIC_QUESTIONS: Record<string, string> = {
  risparmio: "Come posso risparmiare 200€ al mese?",
  budget: "Qual è il budget migliore per me?",
  fondo_emergenza: "Quanto deve essere il fondo di emergenza?",
  spese: "Come tengo traccia delle spese?",
  pac: "Come funziona un PAC per investire?",
  etf: "Cosa sono gli ETF?",
  inflazione: "Come mi proteggo dall'inflazione?",
  pensione: "Come funziona il fondo pensione?",
  tasse_investimenti: "Come vengono tassati gli investimenti?",
  debiti: "Come posso gestire i miei debiti?",
  mutuo: "Meglio mutuo a tasso fisso o variabile?",
  premium: "Quanto costa Premium?",
  uso_app: "Come si usa l'app?",
  corsi: "Quali corsi ci sono?",
  bollette: "Come risparmiare sulle bollette?",
  isee_bonus: "Come si calcola l'ISEE?",
  detrazioni: "Cosa posso detrarre nel 730?",
  conto_corrente: "Quanto costa un conto corrente?",
  credito_consumo: "Cosa sono TAN e TAEG?",
  assicurazioni: "Quali assicurazioni servono a una famiglia?",
  truffe: "Come riconosco una truffa?",
  tfr: "Conviene lasciare il TFR in azienda?",
  affitto_acquisto: "Meglio affitto o comprare casa?",
  titoli_stato: "Conviene un conto deposito o un BTP?",
  risparmio_figli: "Come risparmiare per i figli?",
  difficolta: "Non riesco a pagare le rate, cosa posso fare?",
  perdita_reddito: "Cosa succede se perdo il lavoro?",
  coniuge_senza_reddito: "Mia moglie non lavora: come la proteggo?",
};
const NOT_OFFERED = new Set(["saluto", "fuori_tema"]);

export type AnswerOptions = {
  /** The previous answer's topic and figures, for follow-ups. */
  state?: ConversationState | null;
  /** The page a lesson or article opens at (lessons need their database ids); null → the list of courses / the blog. */
  linkFor?: (source: ContentSource) => string | null;
};

const FOLLOW_UP_START = /^(e|ed|ma|invece|allora|se|con|mentre|pero|anche|mettiamo|metti|mettendo|facciamo|fai|poniamo|diciamo|supponiamo|ipotizz\w*|alzando\w*|abbassando\w*|portando\w*|no aspetta|aspetta|scusa|no|rifa\w*|rifamm\w*|ricalcol\w*|rical\w*|rifai|riprova|prova|proviamo|cambia\w*|nel caso)\b/;
/** What people put before a follow-up ("ok, e se…", "va bene, allora…", "si ma…"): skipped before FOLLOW_UP_START. */
const FOLLOW_UP_FILLER = /^((ok(ay|ei)?|va bene|perfetto|grazie|ah|ho capito|capito|si|bene|ottimo|d accordo)\b[ ,.!]*)+/;
/** A follow-up that names the slot it changes: "il tasso…", "25 anni", "la rata…", "al mese", "l'importo…", "sono 1.500 in totale". */
const SLOT_WORDS = /\b(tass[oi]|rendimento|rende|ann[io]|rata|importo|mutuo|al mese|mensil\w*|erano|era|fossero|fosse|invece|entra(no|te)?|stipendi\w*|guadagn\w*|prend\w*|reddit\w*|in totale|in tutto|fattur\w*|scontrin\w*|come cambi\w*|divisione|ripartizione)\b/;

/** The words of a message, a figure ("2.600", "1.800,50 €") counting as one. */
const wordCount = (message: string) => normalize(message.replace(/\d[\d.,]*/g, "0")).split(" ").filter(Boolean).length;

/** "e se fossero 2.000?": a short message with a new figure and no clear topic of its own. */
function isFollowUp(message: string, slots: Slots, top: IntentScore, state: ConversationState): boolean {
  const hasFigure = slots.amountCents !== null || slots.bareAmountCents !== null || slots.years !== null || slots.ratePercent !== null;
  if (!hasFigure) return false;
  const text = normalize(message);
  const words = wordCount(message);
  const short = words <= 8 || (words <= 14 && SLOT_WORDS.test(text));
  const otherTopic = top.intent !== state.topic && top.probability >= 0.8;
  return short && FOLLOW_UP_START.test(text.replace(FOLLOW_UP_FILLER, "")) && !otherTopic;
}

/** The tool's slots this message changes (docs/chat.md, "Follow-ups for every tool"); the others are kept. */
function followUpCall(message: string, slots: Slots, state: ConversationState & { tool: ToolName }): ToolCall {
  // "e con 3 figli?" names the Assegno Unico's children, not an amount (docs/chat.md, "Tools").
  const kids = state.tool === "assegno_unico" ? childrenIn(message) : null;
  const income = incomeIn(message);
  // "e se lo faccio a 20 anni?": after a loan or a PAC, "a 20 anni" is its duration, not an age.
  const years = slots.years ?? (USES_YEARS.has(state.tool) ? slots.age : null);
  // A figure with no unit goes to the slot whose range fits: "e se fosse 3,5?" after a mortgage is its
  // rate, never a loan of 3,50 € (docs/chat.md, "Follow-ups name their slot").
  const bare = kids === null && (income === null || state.tool === "budget_50_30_20") ? (slots.bareAmountCents ?? income) : null;
  const placed = slots.amountCents === null && bare !== null && bare === slots.bareAmountCents ? placeBare(state.tool, bare, { years, ratePercent: slots.ratePercent }) : { amountCents: bare };
  const newAmount = slots.amountCents ?? placed.amountCents ?? null;
  const pendingRate = state.ratePercent === null && state.tool !== "budget_50_30_20" && state.tool !== "detrazione_sanitaria" ? bareRate(message) : null;
  return {
    tool: state.tool,
    amountCents: newAmount ?? state.amountCents,
    years: years ?? placed.years ?? state.years,
    ratePercent: slots.ratePercent ?? placed.ratePercent ?? pendingRate ?? state.ratePercent,
    children: kids ?? state.children ?? null,
    incomeCents: state.tool === "mutuo_massimo" || state.tool === "rata_mutuo" ? (income ?? state.incomeCents ?? null) : null,
  };
}

const USES_YEARS = new Set<ToolName>(["rata_mutuo", "mutuo_massimo", "pac", "costi_fondo"]);

/** "al 3" or a lone "3" answering a question that asked for the rate. */
function bareRate(message: string): number | null {
  const m = /(?:^|\bal\s+|\btasso\s+)(\d{1,2}(?:,\d{1,3})?)\s*$/.exec(normalize(message.replace(/(\d),(\d)/g, "$1qq$2")).replace("qq", ","));
  if (!m) return null;
  const read = parseItalianNumber(m[1]!, "percent");
  return read.ok ? read.value : null;
}

/**
 * A message that changes the last computation: a short follow-up with a new figure ("e in 25 anni?",
 * "e se invece prendessi 1900?"), the children of the Assegno Unico, or, when the last answer asked
 * for missing figures, any short message that gives one ("150.000 euro, 25 anni al 3%").
 */
function isToolFollowUp(message: string, slots: Slots, top: IntentScore, state: ConversationState & { tool: ToolName }): boolean {
  const text = normalize(message);
  const withAge = { ...slots, years: slots.years ?? (USES_YEARS.has(state.tool) ? slots.age : null) };
  if (isFollowUp(message, withAge, top, state)) return true;
  const otherTopicNow = top.intent !== state.topic && top.probability >= 0.8;
  const named = withAge.years !== null || withAge.ratePercent !== null || withAge.amountCents !== null || withAge.bareAmountCents !== null;
  // "proviamo con 30 anni", "tasso 3,8 allora": a short message naming the slot it changes (docs/chat.md, "Follow-ups name their slot").
  if (named && wordCount(message) <= 8 && SLOT_WORDS.test(text) && !otherTopicNow) return true;
  if (state.tool === "assegno_unico" && childrenIn(message) !== null && (FOLLOW_UP_START.test(text) || state.children === null)) return true;
  const pending = missingSlots({ ...state, tool: state.tool }).length > 0;
  const hasFigure = withAge.amountCents !== null || withAge.bareAmountCents !== null || withAge.years !== null || withAge.ratePercent !== null;
  const otherTopic = top.intent !== state.topic && top.probability >= 0.8;
  return pending && hasFigure && wordCount(message) <= 14 && !otherTopic;
}

/** Schoolwork and code: what a family may ask a chat, but not a money assistant's work. */
const SCHOOLWORK = /\b(tema|temi|compit\w*|versione di (latino|greco)|riassunt\w*|tesina|relazione di scuola|ricerca per (la )?scuola|poesi\w*|esercizi\w* di (matematica|fisica|inglese|italiano)|tradu\w*|codice (in|per|sorgente|python|javascript)|programm(a|are|ino) in|script|python|javascript|html|sql|excel con le formule|macro)\b/;
const WRITE_FOR_ME = /\b(scriv\w*|fa(mmi|i|re|te)|aiut\w*|risolv\w*|svolg\w*|prepar\w*|correggi\w*|corregger\w*|tradu\w*|crea\w*|generi|genera\w*)\b/;

/** "mi aiuti a scrivere il tema di mio figlio?", "scrivimi uno script in python": a task, not a question on money. */
function isTaskRequest(message: string): boolean {
  const text = normalize(message);
  return SCHOOLWORK.test(text) && WRITE_FOR_ME.test(text) && !/\b(soldi|spes[ae]|budget|risparm\w*|euro|mutuo|bilancio familiare)\b/.test(text.replace(/\btema\b/, ""));
}

const defaultLink = (s: ContentSource) => (s.kind === "article" ? `/blog/${s.slug}` : s.kind === "lesson" ? "/courses" : null);

/** Lesson titles by slug, for the links a topic puts under its answer. */
const LESSON_TITLES = new Map(COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => [l.slug, l.title] as const)));

/** At most this many lesson links under a topic's answer. */
const TOPIC_LINKS_MAX = 3;

/**
 * The topic's lessons as links ("Lezione: …"), each opening the lesson (docs/chat.md): the lessons
 * whose passages match the question best first, then the topic's own order, at most three.
 */
function topicLinks(topic: Topic, message: string, linkFor: (s: ContentSource) => string | null): ChatLink[] {
  const slugs = topic.lessonSlugs ?? [];
  if (slugs.length === 0) {
    if (NOT_OFFERED.has(topic.id) || topic.id === "uso_app" || topic.id === "premium") return [];
    // A question in its own words may match no passage closely enough ("un tizio su telegram promette il
    // 10% al mese"): the topic's own words find the lesson or article on its subject instead, so every
    // topic with content links it (docs/chat.md, "Lesson and article links").
    const found = retrievedLinks(message, linkFor);
    return found.length > 0 ? found : subjectLinks(topic.id, linkFor);
  }
  const rank = new Map<string, number>();
  for (const [i, hit] of searchContent(message, 30).entries()) if (hit.source.kind === "lesson" && !rank.has(hit.source.slug)) rank.set(hit.source.slug, i);
  const ordered = [...slugs].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || slugs.indexOf(a) - slugs.indexOf(b));
  return ordered.slice(0, TOPIC_LINKS_MAX).flatMap((slug) => {
    const title = LESSON_TITLES.get(slug);
    const href = title ? linkFor({ kind: "lesson", slug, title }) : null;
    return title && href ? [{ label: `Lezione: ${title}`, href }] : [];
  });
}

/**
 * The words that find each topic's own lesson or article, checked by hand against the content: a topic
 * with none here has no lesson or article on its subject (the 730, current accounts, taxes on
 * investments), so it links none rather than a neighbour's.
 */
const TOPIC_CONTENT: Record<string, string> = {
  risparmio: "risparmiare ogni mese",
  budget: "budget familiare 50/30/20",
  fondo_emergenza: "fondo di emergenza",
  spese: "tenere traccia delle spese",
  pac: "piano di accumulo PAC",
  etf: "ETF indice",
  inflazione: "inflazione potere d'acquisto",
  pensione: "fondo pensione previdenza complementare",
  debiti: "debiti piano di rientro",
  mutuo: "mutuo tasso fisso variabile",
  bollette: "bollette luce gas",
  isee_bonus: "ISEE assegno unico bonus",
  credito_consumo: "TAN TAEG prestito",
  assicurazioni: "assicurazioni famiglia",
  truffe: "truffe phishing",
  tfr: "TFR fondo pensione azienda",
  affitto_acquisto: "agevolazioni prima casa",
  titoli_stato: "titoli di stato BTP",
  risparmio_figli: "figli futuro",
  difficolta: "rate non pagate stipendio",
  perdita_reddito: "perdita del lavoro NASpI",
  coniuge_senza_reddito: "coniuge che non lavora",
};

/** Each topic's search, done once: the lessons and articles do not change while the server runs. */
const subjectHits = new Map<string, SearchHit[]>();

/** The topic's own lesson and article (every word of its TOPIC_CONTENT matched), lessons first. */
function subjectLinks(topicId: string, linkFor: (s: ContentSource) => string | null): ChatLink[] {
  const query = TOPIC_CONTENT[topicId];
  if (!query) return [];
  let hits = subjectHits.get(topicId);
  if (!hits) subjectHits.set(topicId, (hits = searchContent(query, 10).filter((h) => h.matchedTerms >= contentTerms(query))));
  return (["lesson", "article"] as const).flatMap((kind) => {
    const hit = hits.find((h) => h.source.kind === kind);
    const href = hit ? linkFor(hit.source) : null;
    return hit && href ? [{ label: `${kind === "lesson" ? "Lezione" : "Articolo"}: ${hit.source.title}`, href }] : [];
  });
}

/**
 * A topic with no lessons of its own links the lesson or article the search finds for the question
 * (docs/chat.md, "Lesson and article links"): the best lesson hit and the best article hit that match
 * most of the question's words (the same bar as a passage answer), lessons first, at most two.
 */
function retrievedLinks(message: string, linkFor: (s: ContentSource) => string | null): ChatLink[] {
  const links: ChatLink[] = [];
  const seen = new Set<string>();
  for (const kind of ["lesson", "article"] as const) {
    const hit = searchContent(message, 10).find((h) => h.source.kind === kind);
    if (!goodHit(message, hit) || seen.has(hit.source.slug)) continue;
    const href = linkFor(hit.source);
    if (!href) continue;
    seen.add(hit.source.slug);
    links.push({ label: `${kind === "lesson" ? "Lezione" : "Articolo"}: ${hit.source.title}`, href });
  }
  return links;
}

function answerTopic(topic: Topic, message: string, ctx: ChatContext, slots: Slots, linkFor: (s: ContentSource) => string | null = defaultLink, amountIsIncome = false): BuiltinReply {
  const input = { ctx, question: message, amountCents: slots.amountCents, slots, amountIsIncome };
  // The app's page that does what the topic explains first, then its lessons (docs/chat.md, "The app's page under a topic").
  const page = topic.page?.(input) ?? null;
  const response = topic.answer(input);
  // A bare figure read as the income ("prendo 1.800") is the figure a follow-up changes.
  const isIncome = amountIsIncome || amountRole(message) === "income";
  const figure = slots.amountCents ?? (isIncome ? slots.bareAmountCents : null);
  return {
    topic: topic.id,
    response,
    suggestions: topic.suggestions,
    actionButtons: topic.actions,
    links: [...(page ? [page] : []), ...topicLinks(topic, message, linkFor)].slice(0, TOPIC_LINKS_MAX + 1),
    state: NOT_OFFERED.has(topic.id)
      ? null
      : {
          topic: topic.id,
          amountCents: figure,
          years: slots.years,
          ratePercent: slots.ratePercent,
          ...(ASKS_BACK.test(response) ? { asked: true } : {}),
          ...(figure !== null && isIncome ? { amountIsIncome: true } : {}),
        },
  };
}

/** A topic's answer that asks for a missing figure ("dimmi il reddito…"): the next short message with a figure completes it. */
const ASKS_BACK = /\b(mi manca|dimmi|scrivimel[oa])\b/;

/** A tool's answer (docs/chat.md, "Tools"): its figures and the prefilled page first, then the topic's lessons. */
/** The page where a tool's figures are entered by hand: linked when the tool asks for a missing figure. */
const TOOL_PAGE: Record<ToolName, string | null> = {
  rata_mutuo: "/mortgage-calculator",
  mutuo_massimo: "/mortgage-calculator",
  pac: "/pac-simulator",
  budget_50_30_20: "/budget-calculator",
  costi_fondo: "/pac-simulator",
  detrazione_sanitaria: "/tax",
  assegno_unico: "/benefits",
  bollo_titoli: null,
};

function toolReply(call: ToolCall, message: string, linkFor: (s: ContentSource) => string | null, ctx: ChatContext): BuiltinReply {
  const topic = byId.get(TOOL_TOPIC[call.tool])!;
  const result = runTool(call, { split: ctx.split });
  // Asked back ("mi manca l'ISEE…"): the page that computes it from the figures typed there is one tap away.
  const page = !result.ok && result.links.length === 0 && TOOL_PAGE[call.tool] ? [appPageLink(TOOL_PAGE[call.tool]!)] : [];
  const links = [...result.links, ...page, ...topicLinks(topic, message, linkFor)];
  return {
    topic: topic.id,
    response: result.response,
    suggestions: topic.suggestions,
    actionButtons: topic.actions,
    links: links.slice(0, TOPIC_LINKS_MAX + 1),
    state: { topic: topic.id, amountCents: call.amountCents, years: call.years, ratePercent: call.ratePercent, tool: call.tool, children: call.children ?? null, incomeCents: call.incomeCents ?? null },
  };
}

/** A "come faccio a…" question about the app: the feature's page, from the catalogue (docs/chat.md, "The app's features"). */
function featureReply(feature: AppFeature): BuiltinReply {
  const app = byId.get("uso_app")!;
  const { response, links } = featureAnswer(feature);
  return { topic: "uso_app", response, suggestions: app.suggestions, actionButtons: [], links, state: null };
}

function passageReply(hit: SearchHit, ranked: IntentScore[], linkFor: (s: ContentSource) => string | null): BuiltinReply {
  const href = linkFor(hit.source);
  const where = hit.source.kind === "lesson" ? `la lezione «${hit.source.title}»` : hit.source.kind === "article" ? `l'articolo «${hit.source.title}»` : `il glossario, alla voce «${hit.source.title}»`;
  const response = [`Ecco cosa dice ${where}:`, hit.text, href ? "Apri il link qui sotto per leggere tutto." : ""].filter(Boolean).join("\n\n");
  return {
    topic: "contenuti",
    response,
    suggestions: nearest(ranked).map((t) => TOPIC_QUESTIONS[t.id]!),
    actionButtons: [BUTTONS.courses],
    links: href ? [{ label: hit.source.kind === "lesson" ? `Lezione: ${hit.source.title}` : `Articolo: ${hit.source.title}`, href }] : [],
    state: null,
  };
}

/** The three topics the classifier finds nearest, never greetings or off-topic. */
const nearest = (ranked: IntentScore[]) =>
  ranked
    .filter((r) => !NOT_OFFERED.has(r.intent))
    .slice(0, 3)
    .map((r) => byId.get(r.intent)!);

function dontKnow(ranked: IntentScore[]): BuiltinReply {
  const three = nearest(ranked);
  return {
    topic: "sconosciuto",
    response: [
      "Non lo so: non ho trovato una risposta affidabile a questa domanda, né nelle lezioni e negli articoli dell'app, e preferisco non risponderti a un'altra domanda.",
      `Gli argomenti più vicini di cui so parlare sono: ${three.map((t) => t.label).join(", ")}. Puoi scegliere una delle domande qui sotto, riformulare, oppure chiedere di parlare con un nostro consulente.`,
    ].join("\n\n"),
    suggestions: three.map((t) => TOPIC_QUESTIONS[t.id]!),
    actionButtons: [{ ...BUTTONS.human, variant: "default" }],
    links: [],
    state: null,
  };
}

/** A hit good enough to answer with: most of the question's words found, and a real score. */
function goodHit(message: string, hit: SearchHit | undefined): hit is SearchHit {
  if (!hit) return false;
  const needed = Math.max(1, Math.ceil(contentTerms(message) * 0.6));
  return hit.matchedTerms >= needed && hit.score >= PASSAGE_MIN_SCORE;
}

/** The fallback's bar: at least this share of the question's subject words, with a score from RELAXED_MIN_SCORE (BM25). */
const RELAXED_SHARE = 0.4;
const RELAXED_MIN_SCORE = 30;
function relaxedHit(message: string, hit: SearchHit | undefined): hit is SearchHit {
  if (!hit) return false;
  return hit.matchedTerms >= Math.max(2, Math.ceil(contentTerms(message) * RELAXED_SHARE)) && hit.score >= RELAXED_MIN_SCORE;
}

/**
 * A greeting before a question ("ciao, il conto a zero spese esiste?"): the question is classified
 * without it, when the classifier finds a topic in what follows (docs/chat.md, "A clear lead,
 * greetings and the income in follow-ups").
 */
const GREETING_START = /^((ciao|salve|buongiorno|buonasera|buona sera|hey|ehi|ehila|ei|oh|pronto|ciao a tutti)\b[ ,!.]*)+/;
const QUESTION_AFTER_GREETING_WORDS = 4;

function rankQuestion(message: string): IntentScore[] {
  const ranked = rankIntents(message);
  const text = normalize(message);
  const rest = text.replace(GREETING_START, "");
  if (rest === text || wordCount(rest) < QUESTION_AFTER_GREETING_WORDS) return ranked;
  const question = rankIntents(rest);
  return question[0]!.probability >= LEAD_MIN ? question : ranked;
}

/**
 * Whether the classifier's first topic answers by itself: from INTENT_THRESHOLD (INTENT_THRESHOLD_UNKNOWN_WORDS
 * with a word it never saw), or from LEAD_MIN when it leads the next topic LEAD_RATIO times over and every
 * word is known (docs/chat.md, "A clear lead, greetings and the income in follow-ups").
 */
export function isConfident(ranked: IntentScore[], unknownWords: boolean): boolean {
  const top = ranked[0]!.probability;
  const second = ranked[1]?.probability ?? 0;
  if (top >= (unknownWords ? INTENT_THRESHOLD_UNKNOWN_WORDS : INTENT_THRESHOLD)) return true;
  return !unknownWords && top >= LEAD_MIN && top >= LEAD_RATIO * second;
}

export function answerBuiltin(message: string, ctx: ChatContext, opts: AnswerOptions = {}): BuiltinReply {
  const slots = extractSlots(message);
  const ranked = rankQuestion(message);
  const top = ranked[0]!;
  const state = opts.state ?? null;
  const linkFor = opts.linkFor ?? defaultLink;

  // A follow-up of a computation ("e in 25 anni?", "e al 4 %?", "e con 300 € al mese?") changes
  // the slots it names and calls the same tool again (docs/chat.md, "Tools").
  const toolState = state?.tool ? (state as ConversationState & { tool: ToolName }) : null;
  if (toolState && isToolFollowUp(message, slots, top, toolState)) return toolReply(followUpCall(message, slots, toolState), message, linkFor, ctx);
  const answersAsk = state?.asked === true && (slots.amountCents !== null || slots.bareAmountCents !== null) && wordCount(message) <= 10 && !(top.intent !== state.topic && top.probability >= 0.8);
  if (state && byId.has(state.topic) && (answersAsk || isFollowUp(message, slots, top, state))) {
    const merged: Slots = {
      ...slots,
      amountCents: slots.amountCents ?? slots.bareAmountCents ?? state.amountCents,
      years: slots.years ?? state.years,
      ratePercent: slots.ratePercent ?? state.ratePercent,
    };
    return answerTopic(byId.get(state.topic)!, message, ctx, merged, linkFor, state.amountIsIncome === true);
  }
  // A school essay, homework or a program asked for: refused kindly, never written (docs/chat.md, "Honest refusals").
  if (isTaskRequest(message)) return answerTopic(byId.get("fuori_tema")!, message, ctx, slots);
  // Care first (docs/chat.md): a question that may come from a household in difficulty gets the
  // first steps and the public help even when another topic scores a little higher.
  const distress = ranked.find((r) => r.intent === "difficolta")!;
  // A computation with every figure given ("riesco a pagare 650 € al mese, in 20 anni al 3,2%: quanto
  // mi prestano?") is a plan, not distress: the tool answers (docs/chat.md, "Follow-ups name their slot").
  const complete = chooseTool(message, slots);
  if (complete && missingSlots(complete).length === 0 && (distress.probability < CLEAR_DISTRESS || isAffordabilityPlan(complete, message))) return toolReply(complete, message, linkFor, ctx);
  // "Come faccio a scaricare i miei dati?": the page that does it, from the app's catalogue; a page
  // asked for by its own words ("come vi mando una segnalazione?") is answered unless the distress is
  // clear ("i totali non tornano" is no household in difficulty).
  const feature = findFeature(message);
  if (feature && distress.probability < CLEAR_DISTRESS) return featureReply(feature);
  // A computation lacking figures, asked with no word of hardship, asks for them before any care answer.
  if (complete && distress.probability < CLEAR_DISTRESS && isPlanningQuestion(message)) return toolReply(complete, message, linkFor, ctx);
  if (distress.probability >= DISTRESS_THRESHOLD) return answerTopic(byId.get("difficolta")!, message, ctx, slots, linkFor);
  if (feature) return featureReply(feature);
  // "Quanto ho speso questo mese?": the household's own figures (docs/chat.md, "Tools").
  const own = ownFiguresReply(message, ctx);
  if (own) return own;
  // A computation the question asks for, with its figures: the tool answers (docs/chat.md, "Tools").
  const call = chooseTool(message, slots);
  if (call) return toolReply(call, message, linkFor, ctx);
  // A word the classifier never saw ("euribor") means the question is about something else than
  // its intents: the app's own content is searched first, and the intent must be near certain.
  const unknownList = unknownWords(subjectWords(message));
  const unknown = unknownList.length > 0;
  const confident = isConfident(ranked, unknown);
  if (confident && (top.intent !== "fuori_tema" || top.probability >= CLEARLY_OFF_TOPIC)) return answerTopic(byId.get(top.intent)!, message, ctx, slots, linkFor);

  // Not a topic the classifier is sure of (or looks off-topic): the app's own content may still answer.
  // With a word the classifier never saw, the passage must contain it ("euribor" in the glossary): a
  // passage that matched only the question's common words ("quanto vale … oggi") answers another question.
  const [hit] = searchContent(message, 1);
  const unknownStems = stemsOf(unknownList);
  if (goodHit(message, hit) && (!unknown || hit.matched.some((t) => unknownStems.includes(t)))) return passageReply(hit, ranked, linkFor);
  // Clearly off-topic, or nothing in the question is a word the assistant has ever seen: not a question about money.
  const offTopic = top.intent === "fuori_tema" && top.probability >= OFF_TOPIC_THRESHOLD;
  if (offTopic || knownFeatures(message) === 0) return answerTopic(byId.get("fuori_tema")!, message, ctx, slots);
  // Before "non lo so", a passage on the question's subject that matches fewer of its words but
  // scores well still answers ("tenere i conti di casa", "la surroga ha senso?": docs/chat.md, "Search fallback").
  if (relaxedHit(message, hit) && (!unknown || hit.matched.some((t) => unknownStems.includes(t)))) return passageReply(hit, ranked, linkFor);
  return dontKnow(ranked);
}
