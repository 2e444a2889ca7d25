import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldError, Label } from "@/components/ui/input";

/** What a field gives its control so screen readers hear the label, the hint and the error. */
export type FieldControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The error paragraph's id; `${id}-error` by default. */
  errorId?: string;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * One labelled form field (docs/ARCHITECTURE.md, form primitives): label, optional hint and the
 * error, linked to the control with aria-describedby, and aria-invalid while the error shows.
 */
export function Field({ id, label, hint, error, errorId = `${id}-error`, className, labelClassName, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn(className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
