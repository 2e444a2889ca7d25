import { useState } from "react";
import { DEDUCTION_MESSAGES, DEDUCTION_TYPES, DEDUCTION_TYPE_LABELS, memberLabel, needsCashWarning, suggestDeductionType, type Deduction, type DeductionType } from "@shared/schemas/deductions";
import { Field } from "@/components/form/field";
import { Select } from "@/components/ui/input";
import { useHouseholdProfile } from "@/features/account";

/** The deduction fields' state: off, or the type, member and traceability the user chose. */
type DeductionDraft = { enabled: boolean; type: DeductionType; member: string; traceable: boolean };

/** The state of the fields, started from the expense being edited (docs/tax.md). */
export function useDeductionDraft(initial: Deduction | null | undefined) {
  const start: DeductionDraft = initial ? { enabled: true, ...initial } : { enabled: false, type: "health", member: "self", traceable: true };
  const [draft, setDraft] = useState<DeductionDraft>(start);
  return { draft, setDraft, reset: () => setDraft(start) };
}

/**
 * What the form sends as `deduction` (docs/tax.md): the fields when ticked; null clears an edited
 * expense's deduction; nothing on a new expense that is not deductible.
 */
export function deductionPayload(draft: DeductionDraft, editing: boolean): { deduction?: Deduction | null } {
  if (draft.enabled) return { deduction: { type: draft.type, member: draft.member, traceable: draft.traceable } };
  return editing ? { deduction: null } : {};
}

const memberOptions = (children: number) => ["self", "spouse", ...Array.from({ length: children }, (_, i) => `child${i + 1}`)];

/** The server's messages for the deduction's fields (a 400's `deduction.type`, `deduction.member`). */
export type DeductionErrors = { type?: string; member?: string };

type Props = {
  idPrefix: string;
  draft: DeductionDraft;
  errors?: DeductionErrors;
  onChange: (draft: DeductionDraft) => void;
  /** Read when the box is ticked, to suggest a type (docs/tax.md, "Suggerimento"). */
  current: () => { subcategory: string; description: string };
};

/** docs/tax.md: "Detraibile nel 730", its type, the family member and the way it was paid. */
export function DeductionFields({ idPrefix, draft, errors = {}, onChange, current }: Props) {
  // The children come from the household profile, read only once the box is ticked.
  const profile = useHouseholdProfile(draft.enabled);
  const members = memberOptions(profile.data?.children ?? 0);
  if (!members.includes(draft.member)) members.push(draft.member);
  const set = (patch: Partial<DeductionDraft>) => onChange({ ...draft, ...patch });
  const toggle = (enabled: boolean) => {
    const { subcategory, description } = current();
    set(enabled ? { enabled, type: suggestDeductionType(subcategory, description) ?? draft.type } : { enabled });
  };
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">Detrazione nel 730</legend>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" className="h-5 w-5" checked={draft.enabled} onChange={(ev) => toggle(ev.target.checked)} />
        Detraibile nel 730
      </label>
      {draft.enabled && (
        <>
          <Field id={`${idPrefix}-deduction-type`} label="Tipo di detrazione" hint="Suggerito dal tipo di spesa: controllalo." error={errors.type}>
            {(control) => (
              <Select {...control} value={draft.type} onChange={(ev) => set({ type: ev.target.value as DeductionType })}>
                {DEDUCTION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {DEDUCTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${idPrefix}-deduction-member`} label="Per chi" error={errors.member}>
            {(control) => (
              <Select {...control} value={draft.member} onChange={(ev) => set({ member: ev.target.value })}>
                {members.map((m) => (
                  <option key={m} value={m}>
                    {memberLabel(m)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${idPrefix}-deduction-payment`} label="Pagamento" className="sm:col-span-2">
            {(control) => (
              <Select {...control} value={draft.traceable ? "traceable" : "cash"} onChange={(ev) => set({ traceable: ev.target.value === "traceable" })}>
                <option value="traceable">Pagamento tracciabile (carta, bancomat, bonifico)</option>
                <option value="cash">Contanti</option>
              </Select>
            )}
          </Field>
          {needsCashWarning(draft) && (
            <p role="alert" className="text-sm text-amber-800 sm:col-span-2">
              {DEDUCTION_MESSAGES.cashWarning}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
