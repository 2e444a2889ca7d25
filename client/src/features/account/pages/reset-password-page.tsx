import { useSearch } from "wouter";
import { KeyRound } from "lucide-react";
import { ACCOUNT_MESSAGES, passwordResetConfirmSchema } from "@shared/schemas/account";
import { TIMINGS } from "@shared/constants";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { PasswordField } from "@/features/auth";
import { useConfirmPasswordReset } from "../api";

/** /reset-password?token=… — the link of the reset e-mail: a new password, then signed in (docs/accounts.md). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmPasswordReset();
  const form = useZodForm(passwordResetConfirmSchema, { defaultValues: { token, password: "" } });
  const onSubmit = form.handleSubmit((v) =>
    confirm.mutate(v, {
      onSuccess: (res) => {
        toast({ title: "Fatto", description: res.message, variant: "success" });
        // A full load: the new session's user, and every cached read of the old one gone.
        setTimeout(() => window.location.assign("/"), TIMINGS.postLoginReloadMs);
      },
      onError: form.applyServerErrors,
    }),
  );
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardContent className="grid gap-4 p-6">
          <KeyRound className="h-10 w-10 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Scegli una nuova password</h1>
          {!token ? (
            <>
              <p className="text-red-700">{ACCOUNT_MESSAGES.linkInvalid}</p>
              <LinkButton href="/login">Torna all'accesso</LinkButton>
            </>
          ) : (
            <form noValidate className="grid gap-4" onSubmit={onSubmit}>
              <Field id="reset-password" label="Nuova password (almeno 6 caratteri)" error={form.formState.errors.password?.message}>
                {(control) => <PasswordField {...control} autoComplete="new-password" {...form.register("password")} />}
              </Field>
              {form.formState.errors.token && <p role="alert" className="text-sm text-red-700">{form.formState.errors.token.message}</p>}
              <Button type="submit" size="lg" disabled={confirm.isPending || confirm.isSuccess}>
                {confirm.isPending ? "Salvataggio..." : "Salva la nuova password"}
              </Button>
              <p className="text-sm text-slate-600">Salvata la nuova password, esci da ogni altro dispositivo ed entri qui.</p>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
