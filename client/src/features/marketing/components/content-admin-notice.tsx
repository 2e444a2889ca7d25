import { ShieldAlert } from "lucide-react";
import { CONTENT_MESSAGES } from "@shared/schemas/content-hub";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";

/** A signed-in user who is not an administrator: a clear notice, never the data. */
export function ContentAdminNotice() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12" data-testid="content-admin-only">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <ShieldAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{CONTENT_MESSAGES.adminOnlyTitle}</h1>
          <p className="text-slate-700">{CONTENT_MESSAGES.adminOnly} Se gestisci la piattaforma, accedi con il tuo account amministratore.</p>
          <LinkButton href="/admin-login">Accesso Admin</LinkButton>
        </CardContent>
      </Card>
    </div>
  );
}
