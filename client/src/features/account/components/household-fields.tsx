import { toAmountInput } from "@shared/money";
import { HOUSEHOLD_GOALS, HOUSEHOLD_GOAL_LABELS, type HouseholdGoal, type HouseholdProfile } from "@shared/schemas/account";
import { Field } from "@/components/form/field";
import { Input, Select } from "@/components/ui/input";

// The household's fields, as text the server reads the Italian way (docs/numbers.md): the
// onboarding asks them in three steps, the account page all together.

export type HouseholdDraft = {
  monthlyIncome: string;
  /** Salary payments a year (docs/plan.md, "Mensilità aggiuntive"); asked with the income at onboarding. */
  salaryPayments: "" | "12" | "13" | "14";
  householdSize: string;
  children: string;
  singleIncome: "" | "yes" | "no";
  goal: "" | HouseholdGoal;
};
export type DraftErrors = Partial<Record<keyof HouseholdDraft, string>>;

export const emptyDraft: HouseholdDraft = { monthlyIncome: "", salaryPayments: "", householdSize: "", children: "", singleIncome: "", goal: "" };

/** The stored profile as form text ("1.800" in it-IT format). */
export function draftOf(p: HouseholdProfile): HouseholdDraft {
  return {
    monthlyIncome: p.monthlyIncome === null ? "" : toAmountInput(p.monthlyIncome),
    salaryPayments: p.salaryPayments == null ? "" : (String(p.salaryPayments) as HouseholdDraft["salaryPayments"]),
    householdSize: p.householdSize === null ? "" : String(p.householdSize),
    children: p.children === null ? "" : String(p.children),
    singleIncome: p.singleIncome === null ? "" : p.singleIncome ? "yes" : "no",
    goal: p.goal ?? "",
  };
}

/** The body of PUT /api/user/profile for these fields: an empty field is cleared (null). */
export function bodyOf(d: Partial<HouseholdDraft>) {
  const text = (v: string | undefined) => (v === undefined ? undefined : v.trim() === "" ? null : v);
  return {
    monthlyIncome: text(d.monthlyIncome),
    salaryPayments: d.salaryPayments === undefined ? undefined : d.salaryPayments === "" ? null : Number(d.salaryPayments),
    householdSize: text(d.householdSize),
    children: text(d.children),
    singleIncome: d.singleIncome === undefined ? undefined : d.singleIncome === "" ? null : d.singleIncome === "yes",
    goal: d.goal === undefined ? undefined : d.goal === "" ? null : d.goal,
  };
}

type Props = { draft: HouseholdDraft; errors: DraftErrors; onChange: (patch: Partial<HouseholdDraft>) => void; idPrefix: string };

export function IncomeField({ draft, errors, onChange, idPrefix }: Props) {
  return (
    <Field
      id={`${idPrefix}-income`}
      label="Reddito netto mensile della famiglia (€)"
      hint="Quanto entra in un mese, stipendi e pensioni al netto. Per esempio 1.800 o 2.350,50."
      error={errors.monthlyIncome}
    >
      {(control) => (
        <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={draft.monthlyIncome} onChange={(e) => onChange({ monthlyIncome: e.target.value })} />
      )}
    </Field>
  );
}

/** 12, 13 or 14 payments a year: the extra months the plan proposes to split (docs/plan.md, "Mensilità aggiuntive"). */
export function SalaryPaymentsField({ draft, errors, onChange, idPrefix }: Props) {
  return (
    <Field
      id={`${idPrefix}-payments`}
      label="Mensilità all'anno dello stipendio"
      hint="Con 13 o 14 mensilità, a dicembre (e di solito a luglio) arriva una mensilità in più: il piano ti propone come usarla."
      error={errors.salaryPayments}
    >
      {(control) => (
        <Select {...control} value={draft.salaryPayments} onChange={(e) => onChange({ salaryPayments: e.target.value as HouseholdDraft["salaryPayments"] })}>
          <option value="">Non so / non indicare</option>
          <option value="12">12 mensilità</option>
          <option value="13">13 mensilità (tredicesima)</option>
          <option value="14">14 mensilità (tredicesima e quattordicesima)</option>
        </Select>
      )}
    </Field>
  );
}

export function HouseholdSizeFields({ draft, errors, onChange, idPrefix }: Props) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-size`} label="Persone in famiglia (tu compreso)" error={errors.householdSize}>
          {(control) => <Input {...control} type="text" inputMode="numeric" value={draft.householdSize} onChange={(e) => onChange({ householdSize: e.target.value })} />}
        </Field>
        <Field id={`${idPrefix}-children`} label="Di cui figli" error={errors.children}>
          {(control) => <Input {...control} type="text" inputMode="numeric" value={draft.children} onChange={(e) => onChange({ children: e.target.value })} />}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">In famiglia entra un solo reddito?</legend>
        <div className="flex flex-wrap gap-4">
          {(["yes", "no"] as const).map((v) => (
            <label key={v} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name={`${idPrefix}-single`} className="h-5 w-5" checked={draft.singleIncome === v} onChange={() => onChange({ singleIncome: v })} />
              {v === "yes" ? "Sì, uno solo" : "No, più di uno"}
            </label>
          ))}
        </div>
        {errors.singleIncome && <p role="alert" className="mt-1 text-sm text-red-700">{errors.singleIncome}</p>}
      </fieldset>
    </div>
  );
}

export function GoalField({ draft, errors, onChange, idPrefix }: Props) {
  return (
    <Field id={`${idPrefix}-goal`} label="L'obiettivo principale della famiglia" error={errors.goal}>
      {(control) => (
        <Select {...control} value={draft.goal} onChange={(e) => onChange({ goal: e.target.value as HouseholdDraft["goal"] })}>
          <option value="">Scegli un obiettivo</option>
          {HOUSEHOLD_GOALS.map((g) => (
            <option key={g} value={g}>
              {HOUSEHOLD_GOAL_LABELS[g]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
