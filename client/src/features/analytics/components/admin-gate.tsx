import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { ShieldAlert } from "lucide-react";
import { ANALYTICS_MESSAGES } from "@shared/schemas/analytics";
import { useAuth } from "@/lib/use-auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent } from "@/components/ui/card";

/** /admin and /conversion-dashboard: anyone who is not an administrator goes to /admin-login. */
export function AdminRedirectGate({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !isAdmin) navigate("/admin-login", { replace: true });
  }, [isLoading, isAdmin, navigate]);
  if (isLoading || !isAdmin) return <FullPageSpinner />;
  return <>{children}</>;
}

/** /analytics for a signed-in non-administrator: a clear notice, never the data. */
export function AdminOnlyNotice() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <ShieldAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{ANALYTICS_MESSAGES.adminOnlyTitle}</h1>
          <p className="text-slate-700">Le statistiche del sito sono riservate agli amministratori. Se gestisci la piattaforma, accedi con il tuo account amministratore.</p>
          <LinkButton href="/admin-login">Accesso Admin</LinkButton>
        </CardContent>
      </Card>
    </div>
  );
}
