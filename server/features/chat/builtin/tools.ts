// The assistant's tools (docs/chat.md, "Tools"): typed computations called with the slots read from
// the question and the conversation. Each tool IS the shared finance function the calculator pages
// use (shared/finance/*), with the same limits (FINANCE_LIMITS): there is no second implementation.
// A figure outside the page's limits is refused with the page's own Italian message.
import { FINANCE_LIMITS, FORM_RANGE_MESSAGES } from "@shared/finance/limits";
import { parseItalianNumber } from "@shared/numbers";
import { maxLoanCents, monthlyPaymentCents } from "@shared/finance/mortgage";
import { PAC_DEFAULT_TER_PERCENT, PAC_STAMP_DUTY_PERCENT, trySimulatePacWithCosts } from "@shared/finance/pac";
import { splitBudget, toCents, type BudgetShares } from "@shared/finance/budget";
import { BUDGET_SPLIT } from "@shared/constants";
import { percentOfCents } from "@shared/finance/cents";
import { AU_LIMITS, AU_MESSAGES, computeAssegnoUnico } from "@shared/finance/assegno-unico";
import { romeParts } from "@shared/calendar";
import { healthDeductionSaving } from "../../deductions/deductions.public";
import { formatPercent } from "@shared/format";
import { factText as f, factValue } from "@shared/facts";
import { euro } from "./figures";
import type { Slots } from "../nlu/slots";
import { normalize } from "./normalize";
import type { ChatLink } from "./types";

export const TOOL_NAMES = ["rata_mutuo", "mutuo_massimo", "pac", "budget_50_30_20", "costi_fondo", "detrazione_sanitaria", "assegno_unico", "bollo_titoli"] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/**
 * One computation: the tool and its slots (amount in cents: the loan, the instalment, the monthly
 * sum, the income, the capital, the health expense or the ISEE; children: the Assegno Unico's).
 */
export type ToolCall = { tool: ToolName; amountCents: number | null; years: number | null; ratePercent: number | null; children?: number | null; incomeCents?: number | null };

export type ToolResult = { ok: true; response: string; links: ChatLink[] } | { ok: false; response: string; links: ChatLink[] };

/** The topic (intent) each tool belongs to: a follow-up is read against it. */
export const TOOL_TOPIC: Record<ToolName, string> = {
  rata_mutuo: "mutuo",
  mutuo_massimo: "mutuo",
  pac: "pac",
  budget_50_30_20: "budget",
  costi_fondo: "etf",
  detrazione_sanitaria: "detrazioni",
  assegno_unico: "isee_bonus",
  bollo_titoli: "tasse_investimenti",
};

const M = FINANCE_LIMITS.mortgage;
const P = FINANCE_LIMITS.pac;

/** "3,5" for a URL parameter: the Italian decimal the pages' parser reads (docs/calculators.md, "URL parameters"). */
const param = (n: number) => String(n).replace(".", ",");
const euros = (cents: number) => param(cents / 100);

/** The mortgage calculator prefilled (docs/calculators.md, "URL parameters": importo, anni, tasso). */
export function mortgageHref(loanCents: number, years: number, ratePercent: number): string {
  return `/mortgage-calculator?importo=${euros(loanCents)}&anni=${years}&tasso=${param(ratePercent)}`;
}
/** The PAC simulator prefilled (docs/calculators.md, "URL parameters": importo, anni, rendimento). */
export function pacHref(monthlyCents: number, years: number, ratePercent: number): string {
  return `/pac-simulator?importo=${euros(monthlyCents)}&anni=${years}&rendimento=${param(ratePercent)}`;
}
/** The budget calculator prefilled (docs/calculators.md, "URL parameters": reddito). */
export const budgetHref = (incomeCents: number) => `/budget-calculator?reddito=${euros(incomeCents)}`;

type Range = { min: number; max: number };
const within = (v: number, r: Range) => v >= r.min && v <= r.max;

function missing(call: ToolCall, names: Partial<Record<"amountCents" | "years" | "ratePercent", string>>): string | null {
  const lacking = (Object.keys(names) as (keyof typeof names)[]).filter((k) => call[k] === null).map((k) => names[k]!);
  if (lacking.length === 0) return null;
  return `Per fare il calcolo mi manca ${lacking.join(" e ")}: me lo scrivi? Per esempio "${EXAMPLES[call.tool]}".`;
}

const EXAMPLES: Record<ToolName, string> = {
  rata_mutuo: "rata di un mutuo da 120.000 € in 20 anni al 3,5 %",
  mutuo_massimo: "con una rata di 700 € in 25 anni al 3 %, quanto mutuo posso chiedere?",
  pac: "PAC da 200 € al mese per 20 anni al 5 %",
  budget_50_30_20: "guadagno 1.800 € al mese, come divido il budget?",
  costi_fondo: "quanto costa in euro un fondo con TER 1,5 % su 10.000 €?",
  detrazione_sanitaria: "quanto mi fa risparmiare una visita da 120 €?",
  assegno_unico: "assegno unico con ISEE di 15.000 € e 2 figli",
  bollo_titoli: "quanto bollo pago su 30.000 € nel conto titoli?",
};

const refuse = (response: string): ToolResult => ({ ok: false, response, links: [] });

/** The monthly instalment: monthlyPaymentCents, the mortgage page's function, within the page's limits. */
function mortgageInstalment(call: ToolCall): ToolResult {
  const ask = missing(call, { amountCents: "l'importo del mutuo", years: "la durata in anni", ratePercent: "il tasso annuo" });
  if (ask) return refuse(ask);
  const { amountCents: loan, years, ratePercent: rate } = call as { amountCents: number; years: number; ratePercent: number };
  // Never a mortgage of 3,50 €: a figure that small was not the loan (docs/chat.md, "Follow-ups name their slot").
  if (loan < MIN_LOAN_CENTS) return refuse(`${euro(loan)} non sembra l'importo di un mutuo: quanto chiedi in prestito alla banca? Per esempio "${EXAMPLES.rata_mutuo}".`);
  if (loan > M.propertyValue.max * 100) return refuse(`Il calcolatore mutuo arriva a ${euro(M.propertyValue.max * 100)}: ${FORM_RANGE_MESSAGES.propertyMax}.`);
  if (!Number.isInteger(years) || !within(years, M.loanTerm)) return refuse(years < M.loanTerm.min ? FORM_RANGE_MESSAGES.termMin : FORM_RANGE_MESSAGES.termMax);
  if (!within(rate, M.interestRate)) return refuse(rate < M.interestRate.min ? FORM_RANGE_MESSAGES.rateMin : FORM_RANGE_MESSAGES.rateMax);
  const payment = monthlyPaymentCents(loan, rate, years * 12);
  const total = payment * years * 12;
  // "ce la facciamo con 3.500 netti?": the computed instalment against the income the question gave.
  const ratio = affordability(call, payment);
  return {
    ok: true,
    response: [
      `La rata di un mutuo da ${euro(loan)} in ${years} anni al ${formatPercent(rate, 2)} (tasso fisso, rata costante) è di ${euro(payment)} al mese.`,
      ...(ratio ? [ratio] : []),
      `In tutto restituiresti circa ${euro(total)}, di cui circa ${euro(total - loan)} di interessi, senza contare spese e assicurazioni (guarda il TAEG).`,
      "Con il calcolatore mutuo vedi il piano di ammortamento anno per anno.",
    ].join("\n\n"),
    links: [{ label: "Apri il calcolatore del mutuo", href: mortgageHref(loan, years, rate) }],
  };
}

/** The largest loan an instalment repays: maxLoanCents, the same function as the mortgage page's affordability. */
function maximumLoan(call: ToolCall): ToolResult {
  const ratio = affordability(call);
  const ask = missing(call, { amountCents: "la rata mensile che puoi pagare", years: "la durata in anni", ratePercent: "il tasso annuo" });
  if (ask) return ratio ? { ok: true, response: [ratio, ask.replace("Per fare il calcolo", "Per dirti quanto mutuo ripaga quella rata")].join("\n\n"), links: [] } : refuse(ask);
  const { amountCents: payment, years, ratePercent: rate } = call as { amountCents: number; years: number; ratePercent: number };
  if (payment > M.monthlyIncome.max * 100) return refuse("La rata indicata è fuori dai limiti del calcolatore.");
  if (!Number.isInteger(years) || !within(years, M.loanTerm)) return refuse(years < M.loanTerm.min ? FORM_RANGE_MESSAGES.termMin : FORM_RANGE_MESSAGES.termMax);
  if (!within(rate, M.interestRate)) return refuse(rate < M.interestRate.min ? FORM_RANGE_MESSAGES.rateMin : FORM_RANGE_MESSAGES.rateMax);
  const loan = maxLoanCents(payment, rate, years * 12);
  return {
    ok: true,
    response: [
      ...(ratio ? [ratio] : []),
      `Con una rata di ${euro(payment)} al mese per ${years} anni al ${formatPercent(rate, 2)} puoi restituire un mutuo di circa ${euro(loan)}.`,
      `La banca guarda anche il reddito (di solito la rata resta entro ${f("mutuo-rata-reddito-prudente")} del netto) e finanzia in genere fino all'${f("mutuo-ltv-max")} del valore della casa.`,
    ].join("\n\n"),
    links: [{ label: "Apri il calcolatore del mutuo", href: mortgageHref(Math.min(loan, M.propertyValue.max * 100), years, rate) }],
  };
}

/**
 * Whether an instalment fits an income (docs/chat.md, "Affordability"): the instalment's share of the
 * net monthly income against the calculator's threshold (facts registry "mutuo-rata-reddito-max"),
 * exact in cents; null when the question gave no income.
 */
function affordability(call: ToolCall, payment: number | null = call.amountCents): string | null {
  const income = call.incomeCents ?? null;
  if (income === null || payment === null || income <= 0) return null;
  const max = factValue("mutuo-rata-reddito-max");
  const share = (payment * 100) / income;
  const ceiling = Math.floor((income * max) / 100);
  const verdict =
    share <= max
      ? `è entro la soglia prudente del ${f("mutuo-rata-reddito-max")}: la rata più alta che quel reddito regge è di circa ${euro(ceiling)}.`
      : `supera la soglia prudente del ${f("mutuo-rata-reddito-max")}: con quel reddito la rata non dovrebbe andare oltre circa ${euro(ceiling)} al mese.`;
  return `Una rata di ${euro(payment)} su un reddito netto di ${euro(income)} al mese è il ${formatPercent(share, 1)} del reddito: ${verdict}`;
}

/** The PAC with costs: simulatePacWithCosts, the PAC page's function and limits (a typical ETF's TER, the stamp duty). */
function pac(call: ToolCall): ToolResult {
  const ask = missing(call, { amountCents: "la cifra mensile", years: "la durata in anni", ratePercent: "il rendimento annuo ipotetico" });
  if (ask) return refuse(ask);
  const { amountCents: monthly, years, ratePercent: rate } = call as { amountCents: number; years: number; ratePercent: number };
  const run = trySimulatePacWithCosts({ monthlyAmount: monthly / 100, years, expectedReturn: rate, terPercent: PAC_DEFAULT_TER_PERCENT, stampDuty: true });
  if (!run.result) return refuse(`Non posso fare questo calcolo: ${run.error.message}.`);
  const r = run.result;
  return {
    ok: true,
    response: [
      `Con ${euro(monthly)} al mese per ${years} anni versi ${euro(r.totalInvestedCents)}; con un rendimento ipotetico del ${formatPercent(rate, 1)} l'anno, che nessuno può garantire, il capitale arriverebbe a circa ${euro(r.finalWithoutCostsCents)} prima delle tasse.`,
      `Con un fondo che costa lo ${formatPercent(PAC_DEFAULT_TER_PERCENT, 2)} l'anno e il bollo dello ${formatPercent(PAC_STAMP_DUTY_PERCENT, 2)}, sarebbero circa ${euro(r.finalAmountCents)}: ${euro(r.costsCents)} in meno per i costi; al netto delle tasse sul guadagno, ${euro(r.netCents)}.`,
    ].join("\n\n"),
    links: [{ label: "Apri il simulatore PAC", href: pacHref(monthly, years, rate) }],
  };
}

/**
 * The yearly stamp duty in euros on a securities deposit (docs/chat.md, "Follow-ups name their slot"):
 * the registry's rate on the value (facts "bollo-prodotti-finanziari"), percentOfCents, exact to the cent.
 */
function securitiesStampDuty(call: ToolCall): ToolResult {
  const ask = missing(call, { amountCents: "il valore dei titoli (o del conto deposito)" });
  if (ask) return refuse(`Sul deposito titoli l'imposta di bollo è lo ${f("bollo-prodotti-finanziari")} l'anno del valore. ${ask}`);
  const value = call.amountCents!;
  if (value <= 0 || value > FINANCE_LIMITS.maxCents) return refuse("Inserisci un importo valido.");
  return {
    ok: true,
    response: [
      `Su un deposito titoli di ${euro(value)} l'imposta di bollo è lo ${f("bollo-prodotti-finanziari")} l'anno del valore: ${euro(percentOfCents(value, PAC_STAMP_DUTY_PERCENT))}.`,
      `Vale anche per conti deposito e buoni fruttiferi; sul conto corrente invece il bollo è fisso, ${f("bollo-conto-corrente")} l'anno sopra una giacenza media di ${f("bollo-conto-corrente-soglia")}.`,
    ].join("\n\n"),
    links: [{ label: "Simulatore PAC", href: "/pac-simulator" }],
  };
}

/** The family's split (50/30/20 by default, docs/plan.md "La ripartizione della famiglia"): splitBudget, the budget page's function. */
function budget(call: ToolCall, { split }: ToolContext): ToolResult {
  const ask = missing(call, { amountCents: "il reddito netto mensile" });
  if (ask) return refuse(ask);
  const income = call.amountCents!;
  if (income <= 0 || income > FINANCE_LIMITS.maxCents) return refuse("Inserisci un importo valido.");
  const shares = split ?? BUDGET_SPLIT;
  const s = splitBudget(income / 100, shares);
  const name = `${shares.necessities}/${shares.wants}/${shares.savings}${split && (split.necessities !== BUDGET_SPLIT.necessities || split.wants !== BUDGET_SPLIT.wants) ? " (la ripartizione che hai scelto)" : ""}`;
  return {
    ok: true,
    response: `Con un reddito di ${euro(income)} il budget ${name} è: necessità ${euro(toCents(s.necessities))}, desideri ${euro(toCents(s.wants))}, risparmio ${euro(toCents(s.savings))}.`,
    links: [{ label: "Apri il calcolatore di budget", href: budgetHref(income) }],
  };
}

/**
 * A fund's yearly costs in euros on a capital: its TER and the stamp duty on financial products,
 * each percentOfCents (the cents helper of shared/finance) with the PAC page's TER limits.
 */
function fundCosts(call: ToolCall): ToolResult {
  const ask = missing(call, { amountCents: "il capitale investito", ratePercent: "il TER del fondo (il costo annuo in percentuale)" });
  if (ask) return refuse(ask);
  const capital = call.amountCents!;
  const ter = call.ratePercent!;
  if (!within(ter, P.terPercent)) return refuse(ter < P.terPercent.min ? FORM_RANGE_MESSAGES.pacTerMin : FORM_RANGE_MESSAGES.pacTerMax);
  if (capital <= 0 || capital > FINANCE_LIMITS.maxCents) return refuse("Inserisci un importo valido.");
  const terCents = percentOfCents(capital, ter);
  const stamp = percentOfCents(capital, PAC_STAMP_DUTY_PERCENT);
  const years = call.years;
  const lines = [
    `Su ${euro(capital)} un fondo con TER dello ${formatPercent(ter, 2)} costa circa ${euro(terCents)} l'anno; il bollo dello ${formatPercent(PAC_STAMP_DUTY_PERCENT, 2)} aggiunge ${euro(stamp)}: in tutto ${euro(terCents + stamp)} l'anno.`,
  ];
  if (years !== null && Number.isInteger(years) && within(years, P.years)) lines.push(`In ${years} anni, a capitale fermo, sono circa ${euro((terCents + stamp) * years)}, più il rendimento che quei soldi non hanno prodotto.`);
  lines.push("Il simulatore PAC mostra quanto pesano i costi su un piano mensile.");
  return { ok: true, response: lines.join("\n\n"), links: [{ label: "Simulatore PAC", href: "/pac-simulator" }] };
}

/**
 * What a health expense gives back in the 730 (docs/chat.md, "Tools"): the 730 summary's own
 * function (deductions.rules summarise, through the deductions feature's public entry) on that one
 * expense, paid traceably: the 19 % over the franchise, both from the facts registry.
 */
function healthDeduction(call: ToolCall, ctx: ToolContext): ToolResult {
  const ask = missing(call, { amountCents: "l'importo della spesa sanitaria" });
  if (ask) return refuse(`Le spese sanitarie pagate con carta, bancomat o bonifico danno una detrazione del ${f("detrazione-oneri")} su quanto superano, nell'anno, la franchigia di ${f("franchigia-spese-sanitarie")}. ${ask}`);
  const amount = call.amountCents!;
  if (amount <= 0 || amount > FINANCE_LIMITS.maxCents) return refuse("Inserisci un importo valido.");
  const saving = healthDeductionSaving(ctx.year ?? romeParts(new Date()).year, amount);
  const lines = [
    saving > 0
      ? `Una spesa sanitaria di ${euro(amount)}, pagata con carta, bancomat o bonifico, ti fa recuperare ${euro(saving)} con il 730: il ${f("detrazione-oneri")} di quanto supera la franchigia di ${f("franchigia-spese-sanitarie")} l'anno.`
      : `Da sola, una spesa sanitaria di ${euro(amount)} non ti fa recuperare nulla: la detrazione del ${f("detrazione-oneri")} vale solo su quanto le spese sanitarie dell'anno superano, insieme, la franchigia di ${f("franchigia-spese-sanitarie")}.`,
    "La franchigia si conta una volta sola sulle spese sanitarie di tutto l'anno: nel riepilogo 730 vedi quanto recuperi con tutte le tue.",
  ];
  return { ok: true, response: lines.join("\n\n"), links: [{ label: "Apri il riepilogo 730", href: "/tax" }] };
}

/** The benefits page prefilled (docs/benefits.md, "Parametri nell'indirizzo": isee, figli). */
const benefitsHref = (iseeCents: number, children: number) => `/benefits?isee=${euros(iseeCents)}&figli=${children}`;

/** Children the estimate assumes: minors from 3 to 17 years (the same monthly figure for each age). */
const CHILD_AGE = 10;

/**
 * The Assegno Unico for an ISEE and a number of children (docs/chat.md, "Tools"): computeAssegnoUnico,
 * the benefits page's function and guards, for minor children and a single income.
 */
function assegnoUnico(call: ToolCall): ToolResult {
  const children = call.children ?? null;
  const ask = missing(call, { amountCents: "l'ISEE" }) ?? (children === null ? `Per fare il calcolo mi manca il numero dei figli: me lo scrivi? Per esempio "${EXAMPLES.assegno_unico}".` : null);
  if (ask) return refuse(ask);
  const isee = call.amountCents!;
  if (!Number.isInteger(children) || children! < 1 || children! > AU_LIMITS.maxChildren) return refuse(AU_MESSAGES.children);
  if (isee > AU_LIMITS.maxIsee * 100) return refuse(AU_MESSAGES.isee);
  const result = computeAssegnoUnico({ isee: isee / 100, children: Array.from({ length: children! }, () => ({ age: CHILD_AGE })), bothParentsWork: false });
  const who = children === 1 ? "un figlio minorenne" : `${children} figli minorenni`;
  return {
    ok: true,
    response: [
      `Con un ISEE di ${euro(isee)} e ${who} (dai 3 ai 17 anni, famiglia monoreddito) l'Assegno Unico stimato è di ${euro(result.monthlyTotalCents)} al mese (${euro(result.perChild[0]!.lines[0]!.amountCents)} per ogni figlio, più le maggiorazioni).`,
      result.notes.join(" "),
      "Nella pagina dei benefici puoi indicare l'età di ogni figlio, la disabilità e se lavorate in due.",
    ].join("\n\n"),
    links: [{ label: "Apri la stima dell'Assegno Unico", href: benefitsHref(isee, children!) }],
  };
}

/** What a tool knows of the person asking: the family's split (null for a visitor) and the tax year. */
export type ToolContext = { split: BudgetShares | null; year?: number };

const RUN: Record<ToolName, (call: ToolCall, ctx: ToolContext) => ToolResult> = {
  rata_mutuo: mortgageInstalment,
  mutuo_massimo: maximumLoan,
  pac,
  budget_50_30_20: budget,
  costi_fondo: fundCosts,
  detrazione_sanitaria: healthDeduction,
  assegno_unico: assegnoUnico,
  bollo_titoli: securitiesStampDuty,
};

/**
 * A loan being planned, weighed against the income the question gives ("un mutuo da 250 mila a 25
 * anni al 3,3%, guadagniamo 3.500 netti: ce la facciamo con la rata o ci roviniamo?"): the worry is
 * about a choice still to make, and the computed instalment answers it; "non ce la faccio a pagare
 * la rata" is no plan (docs/chat.md, "Amounts and the loan's instalment").
 */
export function isAffordabilityPlan(call: ToolCall, question: string): boolean {
  const text = normalize(question);
  return call.tool === "rata_mutuo" && (call.incomeCents ?? null) !== null && AFFORD.test(text) && !saysCannotPay(text);
}

/** "non riesco a pagare", "non ce la faccio", "non pago da due mesi": words of a household that cannot pay. */
const saysCannotPay = (text: string) => /\bnon\s+(?:ce la|riesc\w*|riusc\w*|pag\w*)\b/.test(text);

/**
 * A computation asked for by its own words ("con la rata che riesco a pagare quanto mi presta la
 * banca?") is a plan even when it lacks its figures: the tool asks for them, unless the question
 * also says the household cannot pay (docs/chat.md, "Asking back before care").
 */
export const isPlanningQuestion = (question: string) => !saysCannotPay(normalize(question));

export function runTool(call: ToolCall, ctx: ToolContext = { split: null }): ToolResult {
  return RUN[call.tool](call, ctx);
}

const MORTGAGE = /\b(mutu[oi]|finanziamento (per )?(la )?casa|prestito (per )?(la )?casa)\b/;
const INSTALMENT = /\b(rat[ae]|mensilita)\b/;
/** "posso pagare 700 euro al mese", "900 al mese": a monthly figure, the instalment when a maximum loan is asked. */
const MONTHLY = /\b(al mese|ogni mese|mensil\w*)\b/;
const MAX_LOAN = /\b(massim[oa]|(quanto|che|che importo|che cifra|quale importo) (di )?(mutuo )?(posso|potrei|riesco a) (chiedere|ottenere|farmi prestare|prendere)|quanto mi (da|danno|darebbero|presta|prestano|presterebbe|presterebbero)|che mutuo|farmi prestare|mi (darebbero|danno|presta|prestano|prestera\w*))\b/;
/** "posso permettermi 600 € di rata?", "la rata è sostenibile?" (docs/chat.md, "Affordability"). */
const AFFORD = /\b(permett\w*|sostenibil\w*|sostener\w*|ce la faccio|ce la facciamo|reggo|reggiamo|troppo alta)\b/;
/** Asked to compute: "mi calcoli", "quanto viene", "fammi il conto". */
const COMPUTE = /\b(calcol\w*|quanto (viene|verrebbe|pag\w*|costa|sarebbe|mi viene|esce|uscirebbe|(\w+ )?pag\w* al mese)|conto|rata\s*\?|che rata)\b/;
const PAC = /\b(pac|piano di accumulo|accumulo)\b/;
/**
 * The monthly figure is what is asked ("quanto pago al mese", "quanto verso ogni mese per 100.000 €"):
 * with a loan-sized amount, years and a rate, that is a loan's instalment, not a PAC's deposit.
 */
const ASKS_MONTHLY = /\bquanto\b(?:\s+\w+){0,3}?\s+(?:pag\w*|vers\w*|restitu\w*|rend\w*|dar\w*|viene|verrebbe|sarebbe)\b(?:\s+\w+){0,2}?\s+(?:al mese|ogni mese|mensil\w*)\b|\bquanto\b(?:\s+\w+){0,2}?\s+(?:al mese|ogni mese)\b/;
/** An amount this large with years and a rate is a loan (a family puts no 20.000 € a month into a PAC). */
const LOAN_SIZED_CENTS = 2_000_000;
/** Money put in month by month, to see what it becomes (a PAC named in other words). */
const INVEST_MONTHLY = /\b(investit\w*|investo|investire|investend\w*|(in|dentro|su) (un )?etf|in un fondo|in borsa)\b/;
const BECOMES = /\b(quanto|cosa|che cosa|che cifra) (mi )?(ritrovo|ritroverei|trovo|troverei|avro|avrei|divento|diventa|diventano|rende|renderebbe|accumulo|faccio)\b|\ba (quanto|che cifra) (arrivo|arriverei|arriva)\b|\btotale finale\b/;
/** Money put aside month by month in other words: "se metto 50 euro al mese", "verso 250 euro ogni mese". */
const PUT_MONTHLY = /\b(metto|mettessi|mettendo|mettere|verso|versassi|versando|versare|accantono|accantonassi|accantonando|accantonare)\b/;
const HEALTH_DEDUCTION = /\b(visit[ae]|dentist\w*|sanitari[ae]|(spes[ae]|fattur\w*|scontrin\w*|ricevut\w*) (sanitari\w*|medic\w*)|farmac\w*|medicin\w*|occhiali|lenti|fisioterap\w*|analisi)\b/;
const SAVES = /\b(detra\w*|detrazion\w*|730|recuper\w*|risparmi\w*|rimbors\w*|torn\w*|indietro|rendono|scarico|scaricare|scal[oaei]\w*)\b/;
const ASSEGNO = /\bassegno unico\b|\bassegno (per i )?figli\b/;
const HOW_MUCH = /\bquant[oiae]\b|\bammont\w*|\bspett\w*|\bprendo\b|\bprenderei\b|\bcalcol\w*/;
const FUND_COST = /\bter\b|\b(costi|costa|costo|commission\w*)\b.*\b(fondo|etf|fondi)\b|\b(fondo|etf|fondi)\b.*\b(costi|costa|costo|commission\w*)\b/;
/** "come divido 2.200 al mese?", "come spartisco lo stipendio": the 50/30/20 split asked for. */
const SPLIT = /\b(divid\w*|divisione|spartisc\w*|spartire|spartiamo|ripartisc\w*|ripartire|ripartizion\w*|suddivid\w*|organi\w*|distribuisc\w*|tre (pezzi|parti|fette|voci|quote|blocchi))\b/;
/** "la regola 50 30 20", "50/30/20": the split named by its shares. */
const FIFTY_THIRTY_TWENTY = /\b50\s*[/ -]?\s*30\s*[/ -]?\s*20\b/;
const INCOME_WORD = String.raw`(?:stipend[oi]|stipendi[oe]?|buste paga|reddit[oi]|guadagn\w*|prendo|prendiamo|netti|entrate|entrano|busta paga|port(?:o|iamo|ano|a) a casa)`;
const NUM = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)`;

const CHILD_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10 };

/** The number of children a question names ("2 figli", "tre bambini", "due bimbi", "un figlio"), or null. */
export function childrenIn(question: string): number | null {
  const m = /\b(\d{1,2}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)\s+(?:(?:piccol[ie]|minorenni|a carico)\s+)?(figli[oae]?|bambin[ioae]|bimb[ioae]|ragazz[ioe]|pargol[oi])\b/.exec(normalize(question));
  if (!m) return null;
  return CHILD_WORDS[m[1]!] ?? Number(m[1]);
}

/**
 * The monthly income a question names next to an income word ("con 2000 di stipendio", "stipendio
 * di 1.900", "guadagno 2.100"), read by the shared Italian parser; null when there is none.
 */
export function incomeIn(question: string): number | null {
  const text = question
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(\d)\.(?=\d{3}\b)/g, "$1")
    .replace(/[^a-z0-9,]+|,(?!\d)/g, " ");
  const m =
    new RegExp(String.raw`\b${INCOME_WORD}\s+(?:netto\s+|netti\s+|mensile\s+|di\s+|da\s+|sui\s+|circa\s+)*${NUM}\b`).exec(text) ??
    new RegExp(String.raw`\b${NUM}\s*(?:euro\s+)?(?:al mese\s+)?(?:di|d)\s+${INCOME_WORD}`).exec(text);
  if (!m) return null;
  const read = parseItalianNumber(m[1]!);
  return read.ok && read.value >= 100 && read.value < 1e7 ? Math.round(read.value * 100) : null;
}

/** The slots a tool cannot compute without (docs/chat.md, "Asking back"): a call lacking one is asked back. */
export function missingSlots(call: ToolCall): string[] {
  const need: Record<ToolName, (keyof ToolCall)[]> = {
    rata_mutuo: ["amountCents", "years", "ratePercent"],
    mutuo_massimo: ["amountCents", "years", "ratePercent"],
    pac: ["amountCents", "years", "ratePercent"],
    budget_50_30_20: ["amountCents"],
    costi_fondo: ["amountCents", "ratePercent"],
    detrazione_sanitaria: ["amountCents"],
    assegno_unico: ["amountCents", "children"],
    bollo_titoli: ["amountCents"],
  };
  return need[call.tool].filter((k) => call[k] === null || call[k] === undefined);
}

/** The smallest loan the assistant computes an instalment for: a smaller figure was a rate or years (docs/chat.md, "Follow-ups name their slot"). */
const MIN_LOAN_CENTS = 100_000;

/**
 * Where a figure with no unit goes for a tool (docs/chat.md, "Follow-ups name their slot"): to the
 * slot whose plausible range fits and which the words did not fill. A loan is at least 1.000 €, a
 * rate 0–20 % (a decimal, or a whole number up to 12), a duration 1–40 years; a PAC's monthly sum is
 * more than 40 €. A figure that fits no slot is left out, so the tool asks for what is missing.
 */
export function placeBare(tool: ToolName, bareCents: number, slots: Pick<Slots, "years" | "ratePercent">): Partial<Pick<ToolCall, "amountCents" | "years" | "ratePercent">> {
  if (tool !== "rata_mutuo" && tool !== "pac" && tool !== "mutuo_massimo") return { amountCents: bareCents };
  const value = bareCents / 100;
  const whole = Number.isInteger(value);
  const amountFloor = tool === "rata_mutuo" ? MIN_LOAN_CENTS / 100 : 41;
  if (value >= amountFloor) return { amountCents: bareCents };
  if (slots.ratePercent === null && value <= 20 && (!whole || value <= 12)) return { ratePercent: value };
  if (slots.years === null && whole && value >= 1 && value <= 40) return { years: value };
  return {};
}

/** Which tool a question asks for, whether or not it carries the figures (those missing are asked back). */
function toolFor(text: string, slots: Slots, amount: number | null, income: number | null): ToolName | null {
  // "l'assegno minimo senza ISEE" is the topic's answer (the minimum), not a computation on an ISEE.
  if (ASSEGNO.test(text) && (/\bisee\b/.test(text) || HOW_MUCH.test(text)) && !/\b(senza|non (ho|faccio|presento|fatto))\b.*\bisee\b|\bminim[oa]\b/.test(text)) return "assegno_unico";
  // "il bollo sul conto titoli con 40.000 € investiti": the stamp duty in euros; the current account's fixed one is the topic's.
  if (/\bbollo\b/.test(text) && /\b(titoli|deposito|dossier|investit\w*|etf|fondi|fondo|portafoglio|azioni|btp)\b/.test(text) && !/\bconto corrente\b/.test(text) && (amount !== null || /\bquant/.test(text))) return "bollo_titoli";
  if (HEALTH_DEDUCTION.test(text) && SAVES.test(text) && (amount !== null || /\bquant/.test(text))) return "detrazione_sanitaria";
  if (FUND_COST.test(text) && /\bter\b|quanto|euro/.test(text) && !PAC.test(text) && (amount !== null || slots.ratePercent !== null)) return "costi_fondo";
  // "un mutuo da 250 mila a 25 anni al 3,3%, ce la facciamo con la rata?": a loan-sized amount with its
  // years and rate is the loan, whatever else is asked; the instalment is computed, then weighed
  // against the income (docs/chat.md, "Amounts and the loan's instalment").
  const loanSized = amount !== null && amount >= LOAN_SIZED_CENTS && slots.years !== null && slots.ratePercent !== null;
  const investing = PAC.test(text) || INVEST_MONTHLY.test(text);
  if (loanSized && !investing && !MAX_LOAN.test(text) && (MORTGAGE.test(text) || INSTALMENT.test(text) || ASKS_MONTHLY.test(text))) return "rata_mutuo";
  if (INSTALMENT.test(text) && (MAX_LOAN.test(text) || (AFFORD.test(text) && amount !== null))) return "mutuo_massimo";
  // "posso pagare al massimo 700 euro al mese, quanto mi danno?", "quanto mutuo posso chiedere?": the
  // monthly figure is the instalment, the loan is what is asked (docs/chat.md, "Follow-ups name their slot").
  if (MAX_LOAN.test(text) && !investing && !PUT_MONTHLY.test(text) && (MORTGAGE.test(text) || (MONTHLY.test(text) && (amount !== null || /\b(banca|prestit\w*|mi danno)\b/.test(text))))) return "mutuo_massimo";
  // "la rata del mutuo", "mi calcoli la rata del prestito per la casa": a loan's instalment. The instalments
  // of small purchases ("pagare in 3 rate con klarna", "la rata del divano e il prestito del telefono")
  // are consumer credit, computed only when the question asks for a computation with its terms.
  const homeLoan = MORTGAGE.test(text) || (INSTALMENT.test(text) && /\b(casa|banca)\b/.test(text));
  const otherLoan = INSTALMENT.test(text) && /\b(prestit\w*|presta\w*|finanziamento)\b/.test(text);
  const termsGiven = slots.years !== null && slots.ratePercent !== null;
  if (homeLoan && (INSTALMENT.test(text) || COMPUTE.test(text) || termsGiven)) return "rata_mutuo";
  if (otherLoan && (COMPUTE.test(text) || termsGiven)) return "rata_mutuo";
  // "rata per trent'anni al 3,4 per cento, quanto esce?": an instalment with its terms but no loan; the loan is asked back.
  if (INSTALMENT.test(text) && amount === null && slots.years !== null && slots.ratePercent !== null && COMPUTE.test(text) && !investing) return "rata_mutuo";
  // "rata per 90.000 € in 15 anni al 3%", "il conto della rata per 120 mila euro": an instalment of a loan.
  if (INSTALMENT.test(text) && amount !== null && amount >= 500_000 && (COMPUTE.test(text) || slots.years !== null)) return "rata_mutuo";
  if (PAC.test(text) && ((slots.years !== null && slots.ratePercent !== null) || BECOMES.test(text))) return "pac";
  if (INVEST_MONTHLY.test(text) && /\bal mese\b|\bogni mese\b|\bmensil\w*/.test(text) && (BECOMES.test(text) || (slots.years !== null && slots.ratePercent !== null))) return "pac";
  // "se metto 50 euro al mese per 30 anni al 6%": a PAC in other words, all figures given or a result asked.
  if (PUT_MONTHLY.test(text) && MONTHLY.test(text) && ((slots.years !== null && slots.ratePercent !== null) || BECOMES.test(text))) return "pac";
  // "pac da 100 al mese" without years or rate, "quanto avrò tra 20 anni investendo": a PAC, the rest asked back.
  if (PAC.test(text) && amount !== null && MONTHLY.test(text)) return "pac";
  if (INVEST_MONTHLY.test(text) && BECOMES.test(text) && amount === null) return "pac";
  if (FIFTY_THIRTY_TWENTY.test(text) && (SPLIT.test(text) || COMPUTE.test(text) || /\bregola\b/.test(text))) return "budget_50_30_20";
  if (SPLIT.test(text) && amount !== null && slots.amountCents === null && /\b(al mese|stipendi\w*|reddit\w*|guadagn\w*|prendo|netti|mensil\w*|entrat\w*|entrano)\b/.test(text)) return "budget_50_30_20";
  // "mi fai la divisione del budget su 1.750 euro al mese": the monthly amount to split, with no income word.
  // (With an income word, "guadagno mille euro al mese, come divido lo stipendio?", the budget topic computes it.)
  if (SPLIT.test(text) && income === null && slots.amountCents !== null && MONTHLY.test(text) && /\b(budget|soldi)\b/.test(text) && !/\b(guadagn\w*|prend\w*|stipendi\w*|reddit\w*|entrat\w*|entrano|netti)\b/.test(text)) return "budget_50_30_20";
  // "entrano 3400 euro tra tutti e due, come dovremmo spartire i soldi?", "portiamo a casa 2.600 euro, come li
  // dividiamo?": the money split is the income the question names. (A question on "il budget", "lo stipendio" or
  // "il reddito" is the budget topic's, which shows the same split with its lessons.)
  if (SPLIT.test(text) && income !== null && !/\b(budget|stipendi\w*|reddit\w*)\b/.test(text)) return "budget_50_30_20";
  return null;
}

/**
 * Which tool a question asks for, with its slots (docs/chat.md, "Tools" and "Asking back"): the tool
 * a question names (a loan's instalment, a PAC, a split, a fund's costs, a deduction, the Assegno
 * Unico) is called even when a figure is missing; the tool then asks for it, never inventing it. A
 * number with no unit is the amount the tool computes on ("mutuo da 220.000", "isee 9000").
 */
export function chooseTool(question: string, slots: Slots): ToolCall | null {
  const text = normalize(question);
  const income = incomeIn(question);
  const bare = slots.bareAmountCents !== null && slots.bareAmountCents !== income ? slots.bareAmountCents : null;
  const amount = slots.amountCents ?? bare ?? null;
  const tool = toolFor(text, slots, amount ?? income, income);
  if (tool === null) return null;
  const splitIncome = income ?? (amount !== null && amount >= 10_000 ? amount : null);
  const placed = slots.amountCents === null && bare !== null && amount === bare ? placeBare(tool, bare, slots) : { amountCents: amount };
  const call: ToolCall = { tool, amountCents: tool === "budget_50_30_20" ? splitIncome : (placed.amountCents ?? null), years: placed.years ?? slots.years, ratePercent: placed.ratePercent ?? slots.ratePercent };
  if (tool === "assegno_unico") {
    // "noi che abbiamo 3 figli": the 3 counts the children, it is no ISEE of 3 €.
    const children = childrenIn(question);
    const isChildren = slots.amountCents === null && children !== null && call.amountCents === children * 100;
    return { ...call, amountCents: isChildren ? null : call.amountCents, children };
  }
  if (tool === "mutuo_massimo") return { ...call, amountCents: slots.amountCents ?? (income === null ? amount : bare), incomeCents: income };
  if (tool === "rata_mutuo" && income !== null && income !== call.amountCents) return { ...call, years: call.years ?? slots.age, incomeCents: income };
  // A mortgage instalment asked with the loan's years read as an age ("un mutuo a 20 anni") keeps them as its duration.
  if ((tool === "rata_mutuo" || tool === "pac") && call.years === null && slots.age !== null) return { ...call, years: slots.age };
  return call;
}
