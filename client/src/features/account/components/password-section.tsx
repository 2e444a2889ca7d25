import { passwordChangeSchema } from "@shared/schemas/account";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/features/auth";
import { useChangePassword } from "../api";
import { AccountSection } from "./section";

export function PasswordSection() {
  const change = useChangePassword();
  const form = useZodForm(passwordChangeSchema, { defaultValues: { currentPassword: "", newPassword: "" } });
  const e = form.formState.errors;
  return (
    <AccountSection id="account-password" title="Password" intro="Cambiandola esci da tutti gli altri dispositivi.">
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((v) => change.mutate(v, { onSuccess: () => form.reset(), onError: form.applyServerErrors }))}
      >
        <Field id="current-password" label="Password attuale" error={e.currentPassword?.message}>
          {(control) => <PasswordField {...control} autoComplete="current-password" {...form.register("currentPassword")} />}
        </Field>
        <Field id="new-password" label="Nuova password (almeno 6 caratteri)" error={e.newPassword?.message}>
          {(control) => <PasswordField {...control} autoComplete="new-password" {...form.register("newPassword")} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Salvataggio..." : "Cambia password"}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
