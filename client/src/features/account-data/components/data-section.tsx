import { useState } from "react";
import { Link } from "wouter";
import { Download } from "lucide-react";
import { ACCOUNT_DATA_MESSAGES, DELETE_CONFIRMATION_WORD, deleteAccountSchema } from "@shared/schemas/account-data";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { errorMessage } from "@/lib/api";
import { EXPORT_CSV_URL, EXPORT_JSON_URL, useDeleteAccount } from "../api";

const linkClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** /account: download one's data (JSON and expenses CSV), free for everyone (docs/privacy.md). */
export function DataExportSection() {
  return (
    <section aria-labelledby="data-export-title" className="max-w-xl">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="data-export-title">I tuoi dati</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-slate-700">
            Scarica una copia di tutto ciò che conserviamo su di te: profilo, budget, simulazioni, spese, progressi, punti, chat, consensi ed e-mail. È
            gratuito, in qualsiasi momento. Leggi l'
            <Link href="/privacy" className="text-brand-800 underline">
              Informativa sulla privacy
            </Link>
            .
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={EXPORT_JSON_URL} download className={linkClass} data-testid="export-json">
              <Download className="h-4 w-4" aria-hidden="true" /> Scarica tutti i dati (JSON)
            </a>
            <a href={EXPORT_CSV_URL} download className={linkClass} data-testid="export-csv">
              <Download className="h-4 w-4" aria-hidden="true" /> Scarica le spese (CSV)
            </a>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** /account: delete the account with the current password and the word ELIMINA. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: "", confirmation: "" as typeof DELETE_CONFIRMATION_WORD } });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    remove.mutate(values, {
      // A full page load: every cached piece of the account goes with it.
      onSuccess: () => window.location.assign("/?account=eliminato"),
      onError: (err) => setServerError(errorMessage(err)),
    });
  });
  return (
    <section aria-labelledby="delete-account-title" className="max-w-xl">
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>
            <span id="delete-account-title">Elimina l'account</span>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <p className="text-slate-700">
              Eliminiamo il tuo account e tutti i tuoi dati personali, subito e per sempre; un abbonamento attivo viene annullato. Restano solo
              statistiche anonime. Se vuoi, scarica prima i tuoi dati.
            </p>
            <Field id="delete-password" label="Password attuale" error={e.password?.message}>
              {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />}
            </Field>
            <Field id="delete-confirmation" label={`Scrivi ${DELETE_CONFIRMATION_WORD} per confermare`} error={e.confirmation?.message}>
              {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" {...form.register("confirmation")} />}
            </Field>
            {serverError && (
              <p role="alert" className="font-medium text-red-800" data-testid="delete-account-error">
                {serverError}
              </p>
            )}
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? "Eliminazione..." : "Elimina definitivamente l'account"}
            </Button>
            <p className="sr-only" aria-live="polite">
              {remove.isSuccess ? ACCOUNT_DATA_MESSAGES.deleted : ""}
            </p>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
