import { z } from "zod";
import { AU_LIMITS, AU_MESSAGES } from "../finance/assegno-unico";
import { ISEE_LIMITS, ISEE_MESSAGES } from "../finance/isee";
import { TFR_LIMITS, TFR_MESSAGES } from "../finance/tfr";
import { integerField, moneyField, percentField } from "./number-fields";

// The benefits calculators' inputs (docs/benefits.md): numbers typed the Italian way or sent as
// numbers; the bounds and messages are the finance functions' own, so the form, the API and the
// functions refuse the same input with the same words.

const amount = moneyField({ min: [0, ISEE_MESSAGES.amount], max: [ISEE_LIMITS.maxAmount, ISEE_MESSAGES.amount] });
const optionalAmount = amount.optional();

export const iseeMemberSchema = z.object({
  relation: z.enum(["applicant", "spouse", "child", "other"], { error: "Indica il ruolo di ogni componente: richiedente, coniuge, figlio o altro" }),
  age: integerField({ min: [0, ISEE_MESSAGES.age], max: [ISEE_LIMITS.maxAge, ISEE_MESSAGES.age] }),
  employmentIncome: optionalAmount,
  otherIncome: optionalAmount,
});

export const iseeInputSchema = z.object({
  members: z.array(iseeMemberSchema, { error: ISEE_MESSAGES.members }).min(1, ISEE_MESSAGES.members).max(ISEE_LIMITS.maxMembers, ISEE_MESSAGES.members),
  rentPaid: optionalAmount,
  properties: z
    .array(z.object({ cadastralValue: amount, mortgageResidual: amount, mainHome: z.boolean({ error: "Indica se l'immobile è la casa di abitazione" }) }), { error: ISEE_MESSAGES.properties })
    .max(ISEE_LIMITS.maxProperties, ISEE_MESSAGES.properties)
    .default([]),
  deposits: amount,
  securities: amount,
  governmentBonds: amount,
  mainHomeInMetropolitanCity: z.boolean().optional(),
});
export type IseeFormInput = z.input<typeof iseeInputSchema>;

export const assegnoUnicoInputSchema = z.object({
  isee: moneyField({ min: [0, AU_MESSAGES.isee], max: [AU_LIMITS.maxIsee, AU_MESSAGES.isee] }),
  children: z
    .array(z.object({ age: integerField({ min: [0, AU_MESSAGES.age], max: [AU_LIMITS.maxAge, AU_MESSAGES.age] }), disability: z.boolean().optional() }), { error: AU_MESSAGES.children })
    .min(1, AU_MESSAGES.children)
    .max(AU_LIMITS.maxChildren, AU_MESSAGES.children),
  bothParentsWork: z.boolean({ error: "Indica se lavorano entrambi i genitori" }),
  youngMother: z.boolean().optional(),
});
export type AssegnoUnicoFormInput = z.input<typeof assegnoUnicoInputSchema>;

export const tfrInputSchema = z.object({
  grossSalary: moneyField({ min: [TFR_LIMITS.salary.min, TFR_MESSAGES.salary], max: [TFR_LIMITS.salary.max, TFR_MESSAGES.salary] }),
  years: integerField({ min: [TFR_LIMITS.years.min, TFR_MESSAGES.years], max: [TFR_LIMITS.years.max, TFR_MESSAGES.years] }),
  fundReturn: percentField({ min: [TFR_LIMITS.rate.min, TFR_MESSAGES.fundReturn], max: [TFR_LIMITS.rate.max, TFR_MESSAGES.fundReturn] }),
  inflation: percentField({ min: [TFR_LIMITS.rate.min, TFR_MESSAGES.inflation], max: [TFR_LIMITS.rate.max, TFR_MESSAGES.inflation] }),
});
export type TfrFormInput = z.input<typeof tfrInputSchema>;

/** Amounts are "1234.50" strings (docs/numbers.md); scales and percentages numbers. */
export type IseeStepOut = { label: string; rule: string; amount?: string; value?: number };
export type IseeEstimate = {
  isr: string;
  isp: string;
  ise: string;
  scale: number;
  isee: string;
  familyBenefits: { isp: string; ise: string; scale: number; isee: string };
  steps: IseeStepOut[];
};
export type AssegnoUnicoEstimate = {
  perChild: { age: number; lines: { label: string; amount: string }[]; total: string }[];
  monthlyTotal: string;
  notes: string[];
  measures: { name: string; eligible: boolean; detail: string }[];
};
export type TfrComparison = {
  company: { gross: string; net: string; tax: string };
  fund: { gross: string; net: string; tax: string };
  assumptions: string[];
};
