import { useSearch } from "wouter";
import { MailCheck } from "lucide-react";
import { BLOG_MESSAGES } from "@shared/schemas/blog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { errorMessage } from "@/lib/api";
import { useConfirmSubscription } from "../api";

/**
 * /newsletter/conferma?token=… — the link of the double opt-in e-mail. The reader confirms with a
 * click (a plain GET confirms nothing, so mail scanners that open links subscribe nobody).
 */
export default function ConfirmSubscriptionPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmSubscription();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <MailCheck className="h-12 w-12 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Conferma l'iscrizione alla newsletter</h1>
          <div aria-live="polite" className="grid justify-items-center gap-4">
            {confirm.isSuccess ? (
              <>
                <p className="text-slate-700">{confirm.data.message}</p>
                <LinkButton href="/blog">Vai al blog</LinkButton>
              </>
            ) : !token ? (
              <p className="text-red-700">{BLOG_MESSAGES.confirmInvalid}</p>
            ) : (
              <>
                <p className="text-slate-700">Vuoi ricevere i consigli di Finanza Familiare via email?</p>
                <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
                  {confirm.isPending ? "Conferma in corso..." : "Conferma l'iscrizione"}
                </Button>
                {confirm.isError && <p className="text-red-700">{errorMessage(confirm.error)}</p>}
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
