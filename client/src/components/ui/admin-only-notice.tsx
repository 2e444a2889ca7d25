import type { ReactNode } from "react";
import { ShieldAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";

/** A signed-in user who is not an administrator, on an operator page: a clear notice, never the data. */
export function AdminOnlyNotice({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12" data-testid={testId}>
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <ShieldAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-slate-700">{children} Se gestisci la piattaforma, accedi con il tuo account amministratore.</p>
          <LinkButton href="/admin-login">Accesso Admin</LinkButton>
        </CardContent>
      </Card>
    </div>
  );
}
