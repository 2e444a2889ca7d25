import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { ANALYTICS_MESSAGES } from "@shared/schemas/analytics";
import { useAuth } from "@/lib/use-auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { AdminOnlyNotice as AdminNotice } from "@/components/ui/admin-only-notice";

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
  return <AdminNotice title={ANALYTICS_MESSAGES.adminOnlyTitle}>Le statistiche del sito sono riservate agli amministratori.</AdminNotice>;
}
