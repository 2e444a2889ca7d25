// The financial-literacy check (docs/literacy.md): our own questions on the three dimensions of
// the OECD/INFE method that Banca d'Italia uses for its IACOFI survey — knowledge 0-7, behaviour
// 0-9, attitude 1-5, total 1-21. The wording is ours; only the dimensions and scales are shared,
// so the published averages can be shown next to a user's score.

export type LiteracyDimension = "knowledge" | "behaviour" | "attitude";

export type LiteracyItem = {
  /** Stable key of the answer (stored with each check): never rename once shipped. */
  id: string;
  dimension: LiteracyDimension;
  text: string;
  /** The options shown, each with the points it is worth on its dimension. */
  options: ReadonlyArray<{ label: string; points: number }>;
  /**
   * Knowledge: what the question tests, and the lessons (by slug) that teach it. Behaviour: the
   * habit a 0-point answer lacks, and the lessons that help build it (docs/literacy.md).
   */
  concept?: string;
  lessonSlugs?: readonly string[];
};

const DONT_KNOW = { label: "Non lo so", points: 0 };
const right = (label: string) => ({ label, points: 1 });
const wrong = (label: string) => ({ label, points: 0 });
const yes = (points: number) => [
  { label: "Sì", points },
  { label: "No", points: 1 - points },
];
const LIKERT = [
  { label: "Molto d'accordo", points: 1 },
  { label: "D'accordo", points: 2 },
  { label: "Né d'accordo né in disaccordo", points: 3 },
  { label: "In disaccordo", points: 4 },
  { label: "Per niente d'accordo", points: 5 },
];

export const LITERACY_ITEMS: readonly LiteracyItem[] = [
  // Knowledge: one point per right answer (0-7).
  {
    id: "k-divisione",
    dimension: "knowledge",
    text: "Quattro cugini vincono insieme 2.000 euro e li dividono in parti uguali. Quanto spetta a ciascuno?",
    options: [wrong("200 euro"), right("500 euro"), wrong("800 euro"), DONT_KNOW],
    concept: "Dividere una somma",
    lessonSlugs: ["budget-familiare-basi"],
  },
  {
    id: "k-interessi-prestito",
    dimension: "knowledge",
    text: "Un collega ti chiede in prestito 40 euro e un mese dopo te ne restituisce esattamente 40. Quanto ti ha pagato di interessi?",
    options: [right("Niente"), wrong("4 euro"), wrong("40 euro"), DONT_KNOW],
    concept: "Interessi su un prestito",
    lessonSlugs: ["debiti-e-prestiti"],
  },
  {
    id: "k-interesse-semplice",
    dimension: "knowledge",
    text: "Depositi 500 euro su un conto senza costi che paga il 2% di interesse all'anno. Non versi né prelevi nulla. Quanto c'è sul conto dopo un anno?",
    options: [wrong("502 euro"), right("510 euro"), wrong("600 euro"), DONT_KNOW],
    concept: "Interesse semplice",
    lessonSlugs: ["ri-risparmio-interesse-composto"],
  },
  {
    id: "k-interesse-composto",
    dimension: "knowledge",
    text: "Sullo stesso conto lasci maturare gli interessi anno dopo anno. Dopo cinque anni, quanto ci sarà?",
    options: [right("Più di 550 euro"), wrong("Esattamente 550 euro"), wrong("Meno di 550 euro"), DONT_KNOW],
    concept: "Interesse composto",
    lessonSlugs: ["ri-risparmio-interesse-composto"],
  },
  {
    id: "k-rischio-rendimento",
    dimension: "knowledge",
    text: "Un investimento che promette di rendere molto più della media, di solito…",
    options: [wrong("è sicuro quanto un conto deposito"), right("comporta anche un rischio più alto di perdere"), wrong("non ha costi"), DONT_KNOW],
    concept: "Rischio e rendimento",
    lessonSlugs: ["ri-diversificazione-profilo-rischio", "ri-conti-deposito"],
  },
  {
    id: "k-inflazione",
    dimension: "knowledge",
    text: "Il tuo conto rende l'1% all'anno e i prezzi salgono del 3% all'anno. Tra un anno, con quei soldi potrai comprare…",
    options: [wrong("più cose di oggi"), wrong("le stesse cose di oggi"), right("meno cose di oggi"), DONT_KNOW],
    concept: "Inflazione e potere d'acquisto",
    lessonSlugs: ["ri-inflazione-potere-acquisto"],
  },
  {
    id: "k-diversificazione",
    dimension: "knowledge",
    text: "Mettere i risparmi nelle azioni di molte società diverse, invece che di una sola, in genere…",
    options: [right("riduce il rischio di perdere molto"), wrong("aumenta il rischio"), wrong("garantisce un guadagno"), DONT_KNOW],
    concept: "Diversificazione",
    lessonSlugs: ["ri-diversificazione-profilo-rischio"],
  },
  // Behaviour: one point per prudent habit (0-9).
  { id: "b-budget", dimension: "behaviour", text: "In famiglia tenete un budget, cioè un piano di come usare le entrate del mese?", options: yes(1) },
  {
    id: "b-risparmio",
    dimension: "behaviour",
    text: "Negli ultimi 12 mesi hai messo da parte soldi in modo attivo (su un conto, un deposito, un investimento)?",
    options: yes(1),
    concept: "Una riserva per quando lo stipendio si ferma",
    lessonSlugs: ["fondo-di-emergenza", "sr-piano-fondo-emergenza"],
  },
  { id: "b-confronto", dimension: "behaviour", text: "L'ultima volta che hai scelto un conto, un'assicurazione o un prestito, hai confrontato più offerte?", options: yes(1) },
  { id: "b-scadenze", dimension: "behaviour", text: "Paghi bollette, affitto e rate sempre entro la scadenza?", options: yes(1) },
  { id: "b-obiettivi", dimension: "behaviour", text: "Hai obiettivi economici di lungo periodo (casa, pensione, studi dei figli) e fai qualcosa per raggiungerli?", options: yes(1) },
  {
    id: "b-fine-mese",
    dimension: "behaviour",
    text: "Negli ultimi 12 mesi hai dovuto chiedere un prestito o usare il fido per arrivare a fine mese?",
    options: yes(0),
    concept: "Rate e debiti quando il reddito non basta",
    lessonSlugs: ["debiti-e-prestiti", "sr-mutuo-debiti"],
  },
  { id: "b-acquisti", dimension: "behaviour", text: "Prima di un acquisto importante valuti con calma se puoi permettertelo?", options: yes(1) },
  { id: "b-controllo", dimension: "behaviour", text: "Controlli con regolarità saldo ed estratto conto?", options: yes(1) },
  { id: "b-fonti", dimension: "behaviour", text: "Prima di scegliere un prodotto finanziario ti informi anche da fonti che non lo vendono?", options: yes(1) },
  // Attitude: the mean of three statements, 5 when the long term comes first (1-5).
  { id: "a-spendere-oggi", dimension: "attitude", text: "«Preferisco spendere oggi piuttosto che mettere da parte per il futuro.»", options: LIKERT },
  { id: "a-soldi-da-spendere", dimension: "attitude", text: "«I soldi ci sono per essere spesi.»", options: LIKERT },
  { id: "a-domani", dimension: "attitude", text: "«Penso all'oggi: al domani ci penserò quando arriva.»", options: LIKERT },
];

export const LITERACY_SCALE = {
  knowledge: { min: 0, max: 7, label: "Conoscenze" },
  behaviour: { min: 0, max: 9, label: "Comportamenti" },
  attitude: { min: 1, max: 5, label: "Atteggiamenti" },
  total: { min: 1, max: 21, label: "Punteggio complessivo" },
} as const;

export type LiteracyAnswers = Record<string, number>;
export type LiteracyScores = { knowledge: number; behaviour: number; attitude: number; total: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Sub-scores of a full set of answers (already validated: one option index per item). */
export function scoreLiteracy(answers: LiteracyAnswers): LiteracyScores {
  const sum = (d: LiteracyDimension) =>
    LITERACY_ITEMS.filter((i) => i.dimension === d).reduce((s, i) => s + (i.options[answers[i.id]]?.points ?? 0), 0);
  const attitudeItems = LITERACY_ITEMS.filter((i) => i.dimension === "attitude").length;
  const knowledge = sum("knowledge");
  const behaviour = sum("behaviour");
  const attitude = round1(sum("attitude") / attitudeItems);
  return { knowledge, behaviour, attitude, total: round1(knowledge + behaviour + attitude) };
}

/**
 * What to study next: the knowledge items answered wrong (or "Non lo so") and the habits answered
 * the imprudent way that name lessons, in the questionnaire's order (docs/literacy.md).
 */
export const missedItems = (answers: LiteracyAnswers) =>
  LITERACY_ITEMS.filter((i) => (i.dimension === "knowledge" || i.lessonSlugs) && (i.options[answers[i.id]]?.points ?? 0) === 0);

/**
 * The household area: a family where one income comes in (the onboarding's "un solo reddito") is
 * pointed to the two courses on that risk, after the missed items (docs/literacy.md).
 */
export const SINGLE_INCOME_STUDY: ReadonlyArray<{ concept: string; lessonSlugs: readonly string[] }> = [
  { concept: "Se l'unico reddito si ferma", lessonSlugs: ["sr-piano-fondo-emergenza", "sr-naspi-dis-coll"] },
  { concept: "Proteggere chi non ha un reddito", lessonSlugs: ["pr-fondo-casalinghe-infortuni", "pr-fondo-pensione-coniuge"] },
];
