import { useEffect } from "react";
import { accountUpdateSchema } from "@shared/schemas/account";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAccountInfo, useUpdateAccount } from "../api";
import { AccountSection } from "./section";

export function NameSection() {
  const info = useAccountInfo();
  const save = useUpdateAccount();
  const form = useZodForm(accountUpdateSchema, { defaultValues: { firstName: "", lastName: "" } });
  const { reset } = form;
  useEffect(() => {
    if (info.data) reset({ firstName: info.data.firstName ?? "", lastName: info.data.lastName ?? "" });
  }, [info.data, reset]);
  const e = form.formState.errors;
  return (
    <AccountSection id="account-name" title="Nome">
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((v) => save.mutate(v, { onError: form.applyServerErrors }))}>
        <Field id="first-name" label="Nome" error={e.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" maxLength={60} {...form.register("firstName")} />}
        </Field>
        <Field id="last-name" label="Cognome" error={e.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" maxLength={60} {...form.register("lastName")} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending || info.isLoading}>
            {save.isPending ? "Salvataggio..." : "Salva il nome"}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
