import { emailChangeSchema } from "@shared/schemas/account";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordField } from "@/features/auth";
import { useAccountInfo, useRequestEmailChange, useResendVerification } from "../api";
import { AccountSection } from "./section";

/** The address, whether it is verified (with a resend), and the change with the current password. */
export function EmailSection() {
  const info = useAccountInfo();
  const resend = useResendVerification();
  const change = useRequestEmailChange();
  const form = useZodForm(emailChangeSchema, { defaultValues: { newEmail: "", currentPassword: "" } });
  const e = form.formState.errors;
  return (
    <AccountSection id="account-email" title="Email">
      {info.data && (
        <div className="grid gap-2">
          <p className="break-all text-slate-800">
            Indirizzo attuale: <strong>{info.data.email}</strong>
          </p>
          {info.data.emailVerified ? (
            <p className="text-sm text-emerald-800">Indirizzo verificato.</p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-amber-800">Indirizzo non ancora verificato: newsletter ed email automatiche arrivano solo agli indirizzi verificati.</p>
              <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
                Invia di nuovo il link di verifica
              </Button>
            </div>
          )}
        </div>
      )}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((v) => change.mutate(v, { onSuccess: () => form.reset(), onError: form.applyServerErrors }))}
      >
        <Field id="new-email" label="Nuovo indirizzo email" error={e.newEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("newEmail")} />}
        </Field>
        <Field id="email-current-password" label="Password attuale" error={e.currentPassword?.message}>
          {(control) => <PasswordField {...control} autoComplete="current-password" {...form.register("currentPassword")} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Invio in corso..." : "Cambia email"}
          </Button>
          <p className="mt-2 text-sm text-slate-600">Ti manderemo un link al nuovo indirizzo: l'email cambia solo quando lo apri.</p>
        </div>
      </form>
    </AccountSection>
  );
}
