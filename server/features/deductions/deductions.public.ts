// What the expenses feature asks of the 730 deductions: whether the member named exists in the
// user's household (docs/tax.md, "Familiari").
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/errors";
import { DEDUCTION_MESSAGES, type Deduction } from "@shared/schemas/deductions";
import { getHouseholdProfile } from "../account/account.public";
import { centsToString, toCents } from "@shared/money";
import { summarise } from "./deductions.rules";
// The 730 summary as the /tax page shows it (the assistant reads a user's: docs/chat.md, "Tools").
export { createDeductionsService, type DeductionsService } from "./deductions.service";

/** 400 unless `childN` is within the household profile's number of children (self and spouse always exist). */
export async function assertDeductionMember(db: DbOrTx, userId: number, deduction: Deduction | null | undefined): Promise<void> {
  if (!deduction || !deduction.member.startsWith("child")) return;
  const n = Number(deduction.member.slice(5));
  const { children } = await getHouseholdProfile(db, userId);
  if (children == null || n > children)
    throw new AppError("validation", DEDUCTION_MESSAGES.memberNoChild, { fieldErrors: { "deduction.member": DEDUCTION_MESSAGES.memberNoChild } });
}

/**
 * What one health expense paid traceably gives back in that year's 730: the summary's own
 * arithmetic (summarise) on it alone, the franchise and the rate from the facts registry
 * (docs/tax.md, "Il riepilogo 730"; the assistant's tool, docs/chat.md "Tools").
 */
export function healthDeductionSaving(year: number, amountCents: number): number {
  const one = summarise(year, [{ id: 0, amount: centsToString(amountCents), type: "health", member: "self", traceable: true }], { yearlyIncomeCents: null, children: null });
  return toCents(one.totals.saving);
}
