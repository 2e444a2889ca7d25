import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Field } from "./field";

type MoneyFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  errorId?: string;
  className?: string;
  /** form.register(name): the schema's shared number field reads the text (docs/numbers.md). */
  registration: UseFormRegisterReturn;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "placeholder" | "readOnly" | "autoFocus" | "disabled">;

/**
 * An amount input: text, not type="number", so "1.800,50", "€ 1.800" and "1 800" can be typed
 * (a number input drops them); inputmode="decimal" gives phones the numeric keyboard with a comma.
 */
export function MoneyField({ id, label, hint, error, errorId, className, registration, ...input }: MoneyFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorId={errorId} className={className}>
      {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...input} {...registration} />}
    </Field>
  );
}
