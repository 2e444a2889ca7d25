import type { UseFormRegisterReturn } from "react-hook-form";
import { Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useGoals } from "../api";

/**
 * The goal a "Risparmio e investimenti" expense pays into (docs/plan.md, "Versamenti e prelievi"):
 * shown only when the user has goals. The value is the goal's id, "" for none.
 */
export function GoalPicker({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  const goals = useGoals();
  if (!goals.data || goals.data.length === 0) return null;
  return (
    <Field id={id} label="Obiettivo (facoltativo)" hint="La spesa conta come versamento per l'obiettivo scelto." error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">Nessun obiettivo</option>
          {goals.data.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
