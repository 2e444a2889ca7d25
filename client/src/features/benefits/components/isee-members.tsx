import { Field } from "@/components/form/field";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import type { IseeFormState, MemberRow } from "./use-isee-form";
import { TextField } from "./text-field";

const RELATIONS: Record<MemberRow["relation"], string> = { applicant: "Richiedente", spouse: "Coniuge", child: "Figlio o figlia", other: "Altro componente" };

/** Step 1 of the ISEE form: who lives in the household, with age and yearly incomes. */
export function IseeMembers({ form }: { form: IseeFormState }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">1. Il nucleo familiare e i redditi</legend>
      {form.members.map((m, i) => (
        <div key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4">
          <Field id={`member-${i}-relation`} label={`Componente ${i + 1}`}>
            {(control) => (
              <Select {...control} value={m.relation} disabled={i === 0} onChange={(e) => form.updateMember(i, { relation: e.target.value as MemberRow["relation"] })}>
                {Object.entries(RELATIONS)
                  .filter(([value]) => i === 0 || value !== "applicant")
                  .map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
          <TextField id={`member-${i}-age`} label="Età (anni)" numeric="numeric" value={m.age} onChange={(age) => form.updateMember(i, { age })} />
          <TextField id={`member-${i}-employment`} label="Reddito da lavoro dipendente annuo (€)" value={m.employmentIncome} onChange={(employmentIncome) => form.updateMember(i, { employmentIncome })} />
          <TextField id={`member-${i}-other`} label="Altri redditi annui (€)" value={m.otherIncome} onChange={(otherIncome) => form.updateMember(i, { otherIncome })} />
          {i > 0 && (
            <Button variant="ghost" size="sm" className="sm:col-span-4 sm:justify-self-end" onClick={() => form.removeMember(i)}>
              Togli il componente {i + 1}
            </Button>
          )}
        </div>
      ))}
      <Button variant="outline" onClick={form.addMember} disabled={form.members.length >= 20}>
        Aggiungi un componente
      </Button>
    </fieldset>
  );
}
