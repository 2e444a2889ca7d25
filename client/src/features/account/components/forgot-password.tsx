import { useState } from "react";
import { passwordResetRequestSchema } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { useRequestPasswordReset } from "../api";

/** "Password dimenticata?" on /login: the address, then the same answer whatever it was (docs/accounts.md). */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const request = useRequestPasswordReset();
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: "" } });
  if (!open) {
    return (
      <button type="button" className="justify-self-start text-sm font-medium text-brand-700 underline underline-offset-2" onClick={() => setOpen(true)}>
        Password dimenticata?
      </button>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={form.handleSubmit((v) => request.mutate(v.email, { onError: form.applyServerErrors }))}
    >
      <h2 className="font-semibold text-slate-900">Reimposta la password</h2>
      {request.isSuccess ? (
        <p role="status" className="text-slate-700">
          {request.data.message}
        </p>
      ) : (
        <>
          <Field id="forgot-email" label="La tua email" error={form.formState.errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
          </Field>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Invio in corso..." : "Inviami il link"}
          </Button>
        </>
      )}
    </form>
  );
}
