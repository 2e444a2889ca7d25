import { useEffect, type ReactNode } from "react";
import { TIMINGS } from "@shared/constants";
import { useAuth } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { FullPageSpinner } from "@/components/ui/spinner";

/** Sends the browser to the server's login navigation after the spec's delay. */
export function useLoginRedirect(active: boolean, title: string, description: string) {
  useEffect(() => {
    if (!active) return;
    toast({ title, description, variant: "destructive" });
    const t = setTimeout(() => window.location.assign("/api/login"), TIMINGS.guardRedirectMs);
    return () => clearTimeout(t);
  }, [active, title, description]);
}

/**
 * The guard of spec part 1 §2.1: a spinner while the authentication state loads; signed out,
 * a destructive toast 'Unauthorized' and, after 500 ms, /api/login (which leads to /login).
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  useLoginRedirect(!isLoading && !isAuthenticated, "Unauthorized", "You are logged out. Logging in again...");
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  return <>{children}</>;
}
