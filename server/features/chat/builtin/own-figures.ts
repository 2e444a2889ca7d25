// The household's own figures (docs/chat.md, "Tools: the household's own figures"): what was spent
// this month, in a category, and what is left of the category budgets. The figures are the month
// status the /plan page shows (the category budgets service), read on the server for the signed-in
// user (chat.context.ts); nothing is computed a second time here.
import { EXPENSE_SUBCATEGORY_LABELS, type ExpenseSubcategory } from "@shared/expense-subcategories";
import { formatPercent } from "@shared/format";
import { euro } from "./figures";
import { toCents } from "@shared/finance/budget";
import { normalize } from "./normalize";
import type { BuiltinReply, ChatContext } from "./types";
import { householdFiguresReply } from "./household-figures";
import { extractSlots } from "../nlu/slots";

/** "quanto ho speso", "quanto mi resta del budget", "quanto ho ancora da spendere": a question on the household's own month. */
const SPENT = /\b(quanto ho speso|quanto abbiamo speso|quanto spendo|le mie spese (di|del) (questo )?mese|ho speso (questo|nel) mese)\b/;
const LEFT = /\b(quanto (mi|ci) (resta|rimane)|quanto ho ancora|budget (rimasto|residuo)|mi resta del budget|rimane del budget)\b/;

const PLAN_LINK = { label: "Apri il piano del mese", href: "/plan" };
const reply = (response: string, links = [PLAN_LINK]): BuiltinReply => ({
  topic: "budget",
  response,
  suggestions: ["Quanto mi resta del budget questo mese?", "Come posso risparmiare 200€ al mese?"],
  actionButtons: [],
  links,
  state: null,
});

/** The subcategory the question names ("in ristoranti", "per le bollette"), or null. */
function namedCategory(text: string): ExpenseSubcategory | null {
  for (const [id, label] of Object.entries(EXPENSE_SUBCATEGORY_LABELS) as [ExpenseSubcategory, string][]) {
    const words = normalize(label).split(" e ").map((w) => w.trim());
    if (words.some((w) => w.length > 2 && text.includes(w))) return id;
  }
  return null;
}

function spentAnswer(text: string, month: NonNullable<ChatContext["month"]>): string {
  const category = namedCategory(text);
  if (category) {
    const row = month.categories.find((c) => c.subcategory === category);
    const spent = euro(toCents(row?.spent ?? "0"));
    const left = row?.left != null ? ` Del budget di ${euro(toCents(row.budget ?? "0"))} ti restano ${euro(toCents(row.left))}.` : "";
    return `Questo mese in "${EXPENSE_SUBCATEGORY_LABELS[category]}" hai speso ${spent}.${left}`;
  }
  const top = [...month.categories].filter((c) => toCents(c.spent) > 0).sort((a, b) => toCents(b.spent) - toCents(a.spent)).slice(0, 3);
  const parts = top.map((c) => `${EXPENSE_SUBCATEGORY_LABELS[c.subcategory]} ${euro(toCents(c.spent))}`);
  const head = `Questo mese (${month.daysPassed} giorni su ${month.daysInMonth}) hai speso ${euro(toCents(month.totals.spent))}.`;
  return parts.length > 0 ? `${head} Le voci più alte: ${parts.join(", ")}.` : head;
}

function leftAnswer(month: NonNullable<ChatContext["month"]>): string {
  if (month.preview || month.totals.left === null) {
    return `Questo mese hai speso ${euro(toCents(month.totals.spent))}. I budget per categoria, con quanto resta di ciascuno, sono una funzione Premium: li trovi nel piano del mese.`;
  }
  if (toCents(month.totals.budget ?? "0") === 0) return `Questo mese hai speso ${euro(toCents(month.totals.spent))}, ma non hai ancora fissato un budget per categoria: puoi farlo nel piano del mese.`;
  const over = month.categories.filter((c) => c.warning).map((c) => EXPENSE_SUBCATEGORY_LABELS[c.subcategory]);
  const warn = over.length > 0 ? ` Al ritmo attuale superi il budget in: ${over.join(", ")}.` : "";
  return `Dei ${euro(toCents(month.totals.budget ?? "0"))} di budget di questo mese hai speso ${euro(toCents(month.totals.spent))}: ti restano ${euro(toCents(month.totals.left))}.${warn}`;
}

/** "a che punto è il mio obiettivo", "quanto manca al mio obiettivo": the goals' progress. */
const GOAL = /\b(a che punto (e|sono)|quanto (mi )?manca|quanto ho (messo da parte|risparmiato) per)\b.*\bobiettiv/;

function goalsAnswer(goals: NonNullable<ChatContext["goals"]>): string {
  if (goals.length === 0) return "Non hai ancora un obiettivo di risparmio: puoi crearne uno nel piano del mese.";
  const lines = goals.slice(0, 3).map((g) => {
    const pace = g.monthlyNeeded ? `, servono ${euro(toCents(g.monthlyNeeded))} al mese` : "";
    return `«${g.name}»: ${euro(toCents(g.saved))} su ${euro(toCents(g.targetAmount))} (${formatPercent(g.progressPercent, 1)})${pace}.`;
  });
  return lines.join("\n");
}

/** The answer from the household's own month, or null when the question is not about it. */
export function ownFiguresReply(message: string, ctx: ChatContext): BuiltinReply | null {
  const text = ` ${normalize(message)} `;
  // The emergency fund's target, the 730 summary, the debt plan (builtin/household-figures.ts).
  const plans = householdFiguresReply(text, ctx, extractSlots(message).amountCents);
  if (plans) return plans;
  const asksGoal = GOAL.test(text);
  const asksLeft = !asksGoal && LEFT.test(text);
  if (!asksGoal && !asksLeft && !SPENT.test(text)) return null;
  if (!ctx.signedIn) return reply("Per risponderti con le tue cifre (spese, budget, obiettivi) devo vedere i tuoi dati: accedi, poi chiedimelo di nuovo.", [{ label: "Accedi", href: "/login" }]);
  if (asksGoal) return reply(ctx.goals ? goalsAnswer(ctx.goals) : "In questo momento non riesco a leggere i tuoi obiettivi: li trovi nel piano del mese.");
  if (!ctx.month) return reply("In questo momento non riesco a leggere le tue spese del mese: le trovi nel piano del mese.");
  return reply(asksLeft ? leftAnswer(ctx.month) : spentAnswer(text, ctx.month));
}
