// The 730 summary of a tax year (docs/tax.md): the user's deductible expenses, the household
// profile's income, the rules in deductions.rules.ts. Premium (or the demo trial) sees every
// year in full; a free user the current year's totals only.
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { romeParts } from "@shared/calendar";
import { toCents } from "@shared/money";
import { DEDUCTION_MESSAGES, type DeductionSummary, type DeductionType } from "@shared/schemas/deductions";
import { getHouseholdProfile } from "../account/account.public";
import { listDeductible } from "./deductions.repo";
import { summarise } from "./deductions.rules";
import { keptJson } from "../../perf/kept-json";

/** The first tax year the summary covers: the traceability rule's first year (docs/tax.md). */
const FIRST_YEAR = 2020;

export type DeductionsService = ReturnType<typeof createDeductionsService>;

export function createDeductionsService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  return {
    /** The summary as JSON text, kept per user, plan and day; a refused year throws and is never kept (docs/scale-out.md, "Letture della storia in cache"). */
    summaryJson(user: { id: number; isPremium: boolean }, askedYear: number | undefined): Promise<Buffer> {
      return keptJson(deps, user.id, "deductions", [user.isPremium, askedYear], () => this.summary(user, askedYear));
    },

    async summary(user: { id: number; isPremium: boolean }, askedYear: number | undefined): Promise<DeductionSummary> {
      const current = romeParts(deps.clock.now()).year;
      const year = askedYear ?? current;
      if (year < FIRST_YEAR || year > current) throw new AppError("validation", DEDUCTION_MESSAGES.yearInvalid, { fieldErrors: { year: DEDUCTION_MESSAGES.yearInvalid } });
      if (!user.isPremium && year !== current) throw new AppError("premium_required", DEDUCTION_MESSAGES.pastYearsPremium);
      const rows = await listDeductible(deps.db, user.id, year);
      const profile = await getHouseholdProfile(deps.db, user.id);
      // The profile holds a monthly income: twelve times it stands for the year's (docs/tax.md, "Redditi alti").
      const income = profile.monthlyIncome == null ? null : toCents(profile.monthlyIncome) * 12;
      const expenses = rows.flatMap((r) => (r.deduction ? [{ id: r.id, amount: r.amount, type: r.deduction.type as DeductionType, member: r.deduction.member, traceable: r.deduction.traceable }] : []));
      const summary = summarise(year, expenses, { yearlyIncomeCents: income, children: profile.children });
      // The excluded expenses named by their date, description and amount (docs/tax.md, "Il riepilogo 730").
      const byId = new Map(rows.map((r) => [r.id, r]));
      const full = { ...summary, excluded: summary.excluded.map((x) => ({ ...x, date: byId.get(x.expenseId)!.date, description: byId.get(x.expenseId)!.description, amount: byId.get(x.expenseId)!.amount })) };
      if (user.isPremium) return { ...full, detailed: true };
      return { year, members: [], totals: full.totals, excluded: [], notes: [DEDUCTION_MESSAGES.freeTotalsOnly], detailed: false };
    },
  };
}
