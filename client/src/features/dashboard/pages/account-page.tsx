import { useEffect } from "react";
import { leaderboardProfileSchema } from "@shared/schemas/gamification";
import { Page } from "@/components/ui/page";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { useLeaderboardProfile, useSaveLeaderboardProfile } from "../api";
import { PlanSection } from "@/features/billing";
import { DataExportSection, DeleteAccountSection } from "@/features/account-data";

/**
 * /account: how the user appears on the leaderboard (docs/security.md): a name of their choice,
 * or a neutral pseudonym when empty, or not at all.
 */
export default function AccountPage() {
  const profile = useLeaderboardProfile();
  const save = useSaveLeaderboardProfile();
  const form = useZodForm(leaderboardProfileSchema, { defaultValues: { displayName: "", hidden: false } });
  const { reset } = form;
  useEffect(() => {
    if (profile.data) reset({ displayName: profile.data.displayName ?? "", hidden: profile.data.hidden });
  }, [profile.data, reset]);
  // A failure is toasted by the query client; a field message from the server goes on the field.
  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onError: form.applyServerErrors }));
  return (
    <Page title="Il tuo account" intro="Scegli come comparire nella classifica.">
      <Card className="max-w-xl">
        <CardContent className="p-6">
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <Field
              id="display-name"
              label="Nome in classifica"
              hint={'Lascialo vuoto per comparire come "Partecipante" con la tua posizione.'}
              error={form.formState.errors.displayName?.message}
            >
              {(control) => <Input {...control} maxLength={30} {...form.register("displayName")} />}
            </Field>
            <label className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" className="h-5 w-5" {...form.register("hidden")} />
              Non mostrarmi nella classifica
            </label>
            <Button type="submit" disabled={save.isPending || profile.isLoading}>
              {save.isPending ? "Salvataggio..." : "Salva"}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div className="mt-6 grid gap-6">
        <PlanSection />
        <DataExportSection />
        <DeleteAccountSection />
      </div>
    </Page>
  );
}
