import { useEffect, type ReactNode } from "react";
import { TIMINGS } from "@shared/constants";
import { LOGIN_URL, useAuth } from "@/lib/use-auth";
import { toast, whenToasterReady } from "@/components/ui/toast";
import { FullPageSpinner } from "@/components/ui/spinner";

/**
 * Shows the destructive toast, then sends the browser to the server's login navigation docs/client.md's
 * 500 ms after the toast is on screen. On a cold load of a guarded URL the toaster's chunk may still
 * be on its way: counting from the toast() call would leave the page before anyone saw the message.
 */
export function useLoginRedirect(active: boolean, title: string, description: string) {
  useEffect(() => {
    if (!active) return;
    toast({ title, description, variant: "destructive" });
    let cancelled = false;
    let t: ReturnType<typeof setTimeout> | undefined;
    void whenToasterReady().then(() => {
      if (!cancelled) t = setTimeout(() => window.location.assign(LOGIN_URL), TIMINGS.guardRedirectMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(t);
    };
  }, [active, title, description]);
}

/** What a visitor reads on a page for signed-in users (docs/accounts.md): Italian, never "Unauthorized". */
export const GUARD_TOAST = { title: "Accedi per continuare", description: "Questa pagina è per chi ha un account: ti portiamo all'accesso." } as const;

/**
 * The guard in docs/client.md: a spinner while the authentication state loads; signed out,
 * a destructive toast "Accedi per continuare" and, after 500 ms, /api/login (which leads to /login).
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  useLoginRedirect(!isLoading && !isAuthenticated, GUARD_TOAST.title, GUARD_TOAST.description);
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  return <>{children}</>;
}
