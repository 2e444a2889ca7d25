import { useSearch } from "wouter";
import { MailCheck } from "lucide-react";
import { ACCOUNT_MESSAGES } from "@shared/schemas/account";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { useCancelEmailChange, useConfirmEmailChange, useVerifyEmail } from "../api";

type LinkMutation = ReturnType<typeof useVerifyEmail>;

/**
 * A page for a link from an e-mail: the person confirms with a click (a plain page load posts
 * nothing, so mail scanners that open links confirm nothing), then it says how it went.
 */
function LinkPage({ title, action, mutation, intro }: { title: string; action: string; mutation: LinkMutation; intro?: string }) {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = () => mutation.mutate(token, { onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }) });
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <MailCheck className="h-12 w-12 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {intro && !mutation.isSuccess && <p className="text-slate-700">{intro}</p>}
          <div aria-live="polite" className="grid justify-items-center gap-4">
            {!token ? (
              <p className="text-red-700">{ACCOUNT_MESSAGES.linkInvalid}</p>
            ) : mutation.isSuccess ? (
              <p className="text-slate-700">{mutation.data.message}</p>
            ) : (
              <>
                <Button onClick={confirm} disabled={mutation.isPending}>
                  {mutation.isPending ? "Conferma in corso..." : action}
                </Button>
                {mutation.isError && <p className="text-red-700">{errorMessage(mutation.error)}</p>}
              </>
            )}
            <LinkButton href="/" variant="ghost">
              Vai alla pagina iniziale
            </LinkButton>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** /verifica-email?token=… — the link sent at registration. */
export function VerifyEmailPage() {
  return <LinkPage title="Verifica dell'indirizzo email" action="Conferma il mio indirizzo" mutation={useVerifyEmail()} />;
}

/** /account/conferma-email?token=… — the link sent to the new address of an e-mail change. */
export function ConfirmEmailChangePage() {
  return <LinkPage title="Conferma del nuovo indirizzo email" action="Conferma il nuovo indirizzo" mutation={useConfirmEmailChange()} />;
}

/**
 * /account/annulla-cambio-email?token=… — the link sent to the current address when a change is
 * requested: it cancels every pending change, signed in or not (docs/accounts.md).
 */
export function CancelEmailChangePage() {
  return (
    <LinkPage
      title="Annulla il cambio dell'indirizzo email"
      intro="Qualcuno ha chiesto di spostare il tuo account su un altro indirizzo. Se non sei stato tu, annulla la richiesta: l'account resta su questo indirizzo."
      action="Annulla il cambio"
      mutation={useCancelEmailChange()}
    />
  );
}
