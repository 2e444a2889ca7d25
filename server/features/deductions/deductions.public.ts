// What the expenses feature asks of the 730 deductions: whether the member named exists in the
// user's household (docs/tax.md, "Familiari").
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/errors";
import { DEDUCTION_MESSAGES, type Deduction } from "@shared/schemas/deductions";
import { getHouseholdProfile } from "../account/account.public";

/** 400 unless `childN` is within the household profile's number of children (self and spouse always exist). */
export async function assertDeductionMember(db: DbOrTx, userId: number, deduction: Deduction | null | undefined): Promise<void> {
  if (!deduction || !deduction.member.startsWith("child")) return;
  const n = Number(deduction.member.slice(5));
  const { children } = await getHouseholdProfile(db, userId);
  if (children == null || n > children)
    throw new AppError("validation", DEDUCTION_MESSAGES.memberNoChild, { fieldErrors: { "deduction.member": DEDUCTION_MESSAGES.memberNoChild } });
}
