import { useSearch } from "wouter";
import { MailX } from "lucide-react";
import { BLOG_MESSAGES } from "@shared/schemas/blog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { errorMessage } from "@/lib/api";
import { useUnsubscribe } from "../email-api";

/**
 * /disiscrizione?token=… — the link at the end of every email. The reader confirms with a click
 * (a plain GET never unsubscribes, so mail scanners that open links change nothing).
 */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <MailX className="h-12 w-12 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Disiscrizione dalle email</h1>
          <div aria-live="polite" className="grid justify-items-center gap-4">
            {unsubscribe.isSuccess ? (
              <>
                <p className="text-slate-700">{unsubscribe.data.message}</p>
                <LinkButton href="/">Torna alla home</LinkButton>
              </>
            ) : !token ? (
              <p className="text-red-700">{BLOG_MESSAGES.unsubscribeInvalid}</p>
            ) : (
              <>
                <p className="text-slate-700">Confermi di non voler più ricevere le email di Finanza Familiare?</p>
                <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
                  {unsubscribe.isPending ? "Disiscrizione in corso..." : "Conferma la disiscrizione"}
                </Button>
                {unsubscribe.isError && <p className="text-red-700">{errorMessage(unsubscribe.error)}</p>}
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
