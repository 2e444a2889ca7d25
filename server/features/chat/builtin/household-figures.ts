// The household's own plans (docs/chat.md, "Tools: the household's own figures"): the emergency
// fund's target (the service of GET /api/user/emergency-fund), this year's 730 summary (the /tax
// page's service) and the plan for the stored debts (planDebts, the /debts page's function). The
// figures are read on the server for the signed-in user only (chat.context.ts); a visitor gets no
// personal figure.
import { planDebts } from "@shared/finance/debt-plan";
import { FinanceInputError } from "@shared/finance/errors";
import { toCents } from "@shared/money";
import { euro } from "./figures";
import type { BuiltinReply, ChatContext } from "./types";

type Ask = "emergency" | "deductions" | "debts";

/** "quanto dovrei avere nel fondo di emergenza?", "quanto recupero dal 730?", "quando finisco di pagare i miei debiti?". */
const ASKS: [Ask, RegExp][] = [
  ["emergency", /\b(quanto|qual e|a quanto)\b.*\bfondo (di )?emergenza\b.*\b(dovrei|devo|deve|mi serve|servirebbe|il mio|mio|ci serve|dovremmo|obiettivo)\b|\b(quanto|qual e)\b.*\b(dovrei|devo|mi serve|il mio|mio)\b.*\bfondo (di )?emergenza\b/],
  ["deductions", /\bquanto\b.*\b(recupero|recuperiamo|mi rimborsa\w*|mi restitui\w*|mi torna\w*|risparmio)\b.*\b(730|detrazion\w*|dichiarazione)\b|\b(il mio|mio) (riepilogo )?730\b/],
  ["debts", /\b(quando|in quanto tempo|quanto ci metto|quanti mesi)\b.*\b(finisco|estinguo|chiudo|saldo|pago|pagare|estinguere|finire)\b.*\bdebit|\bpiano\b.*\b(miei|nostri) debiti\b/],
];

const PERSONAL = /\b(mio|mia|miei|mie|nostro|nostri|ho|abbiamo)\b/;

const LINKS: Record<Ask, { label: string; href: string }> = {
  emergency: { label: "Apri il piano del mese", href: "/plan" },
  deductions: { label: "Apri il riepilogo 730", href: "/tax" },
  debts: { label: "Apri il piano dei debiti", href: "/debts" },
};
const TOPIC: Record<Ask, string> = { emergency: "fondo_emergenza", deductions: "detrazioni", debts: "debiti" };

function emergencyAnswer(fund: NonNullable<ChatContext["emergencyFund"]>): string {
  const target = toCents(fund.target);
  if (target === 0) return `Per calcolare il tuo fondo di emergenza mi servono le tue spese essenziali: registra le spese per tre mesi o salva un budget, e il piano del mese ti mostra l'obiettivo (di solito ${fund.months} mesi di spese essenziali).`;
  const basis =
    fund.basis.source === "tracker"
      ? `la media delle spese essenziali che hai registrato nei tre mesi completi passati (${fund.basis.months.join(", ")})`
      : "le necessità del budget che hai salvato";
  const why = fund.singleIncome ? " (con un solo reddito conviene qualche mese in più)" : "";
  return `Il tuo fondo di emergenza dovrebbe arrivare a ${euro(target)}: ${fund.months} mesi${why} di spese essenziali da ${euro(toCents(fund.monthlyEssential))} al mese, cioè ${basis}. Nel piano del mese puoi cambiare i mesi e seguire quanto hai già messo da parte.`;
}

function deductionsAnswer(summary: NonNullable<ChatContext["deductions"]>): string {
  const total = toCents(summary.totals.total);
  if (total === 0) return `Per il ${summary.year} non hai ancora segnato spese detraibili (visite, farmaci, scuola, sport dei figli…): quando aggiungi una spesa puoi indicarla come detraibile, e il riepilogo 730 calcola quanto recuperi.`;
  const lines = [`Con le spese detraibili che hai segnato nel ${summary.year} (${euro(total)}, di cui ${euro(toCents(summary.totals.eligible))} detraibili dopo franchigie e limiti) recuperi circa ${euro(toCents(summary.totals.saving))} con il 730.`];
  if (summary.excluded.length > 0) lines.push(`${summary.excluded.length === 1 ? "Una spesa pagata in contanti è esclusa" : `${summary.excluded.length} spese pagate in contanti sono escluse`}: nel riepilogo trovi il perché.`);
  if (!summary.detailed) lines.push("Il dettaglio per familiare e per tipo di spesa è una funzione Premium.");
  return lines.join(" ");
}

function debtsAnswer(debts: NonNullable<ChatContext["debts"]>, extraCents: number | null): string {
  if (debts.length === 0) return "Non hai ancora segnato debiti: aggiungili nella pagina dei debiti (saldo, TAEG e rata minima) e ti mostro in quanti mesi li chiudi.";
  try {
    const extra = extraCents ?? 0;
    const plan = planDebts(
      debts.map((d) => ({ name: d.name, balanceCents: toCents(d.balance), ratePercent: d.rate, minPaymentCents: toCents(d.minPayment) })),
      extra,
      "avalanche",
    );
    const years = plan.months >= 12 ? ` (${Math.floor(plan.months / 12)} anni e ${plan.months % 12} mesi)` : "";
    const extraText = extra > 0 ? ` e ${euro(extra)} in più al mese` : "";
    const saved = plan.interestSavedCents > 0 ? ` Rispetto alle sole rate minime risparmi ${euro(plan.interestSavedCents)} di interessi.` : "";
    return `Pagando le rate minime${extraText} e mettendo ogni euro in più sul debito col TAEG più alto (metodo valanga: ${plan.order.join(", ")}), chiudi tutti i debiti in ${plan.months} mesi${years}, con ${euro(plan.totalInterestCents)} di interessi.${saved}`;
  } catch (err) {
    if (err instanceof FinanceInputError) return `Non posso fare il piano: ${err.message}`;
    throw err;
  }
}

const reply = (ask: Ask, response: string): BuiltinReply => ({
  topic: TOPIC[ask],
  response,
  suggestions: ["Quanto mi resta del budget questo mese?", "Quanto dovrei avere nel fondo di emergenza?", "Quanto recupero dal 730?"],
  actionButtons: [],
  links: [LINKS[ask]],
  state: null,
});

/**
 * The answer from the household's own plans, or null when the question is not about them. A visitor
 * asking in general gets null (the topic answers); asking about "il mio…" is asked to sign in.
 * `amountCents`: an amount in the question (the debts' extra each month); a deduction question with
 * an amount is the tool's (builtin/tools.ts).
 */
export function householdFiguresReply(text: string, ctx: ChatContext, amountCents: number | null): BuiltinReply | null {
  const ask = ASKS.find(([, re]) => re.test(text))?.[0];
  if (!ask || (ask === "deductions" && amountCents !== null)) return null;
  if (!ctx.signedIn) {
    if (!PERSONAL.test(text)) return null;
    return { ...reply(ask, "Per risponderti con le tue cifre devo vedere i tuoi dati: accedi, poi chiedimelo di nuovo."), links: [{ label: "Accedi", href: "/login" }] };
  }
  // Figures that could not be read (a service failed): the topic answers in general instead.
  if (ask === "emergency") return ctx.emergencyFund ? reply(ask, emergencyAnswer(ctx.emergencyFund)) : null;
  if (ask === "deductions") return ctx.deductions ? reply(ask, deductionsAnswer(ctx.deductions)) : null;
  return ctx.debts ? reply(ask, debtsAnswer(ctx.debts, amountCents)) : null;
}
