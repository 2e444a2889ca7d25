import { Field } from "@/components/form/field";
import { Input } from "@/components/ui/input";

/** A labelled text input for an amount or a whole number typed the Italian way ("1.800,50"). */
export function TextField({ id, label, value, onChange, hint, numeric = "decimal" }: { id: string; label: string; value: string; onChange: (v: string) => void; hint?: string; numeric?: "decimal" | "numeric" }) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => <Input {...control} type="text" inputMode={numeric} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
