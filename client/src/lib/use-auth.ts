import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/schemas/auth";
import { TIMINGS } from "@shared/constants";
import { sessionContract as authContract } from "@shared/contracts/session";
import { call, href, queryKey, hasErrorCode } from "./api";

export const AUTH_USER_KEY = queryKey(authContract.user);

/** The server's browser navigations: to the login page, and sign-out then home. */
export const LOGIN_URL = href(authContract.loginPage);
export const LOGOUT_URL = href(authContract.logoutPage);

/** Session-storage flag 'authCheck' (docs/client.md). */
export function setAuthCheck(authenticated: boolean) {
  try {
    if (authenticated) sessionStorage.setItem("authCheck", "true");
    else sessionStorage.removeItem("authCheck");
  } catch {
    /* storage unavailable: nothing to remember */
  }
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  await new Promise((r) => setTimeout(r, TIMINGS.authCheckDelayMs));
  try {
    const user = await call(authContract.user);
    setAuthCheck(true);
    return user;
  } catch (err) {
    setAuthCheck(false);
    if (!hasErrorCode(err, "unauthenticated")) console.warn("Verifica autenticazione fallita", err);
    return null;
  }
}

export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: TIMINGS.currentUserStaleMs,
  });
  const user = data ?? null;
  return { user, isAuthenticated: Boolean(user), isLoading, isPremium: Boolean(user?.isPremium), isAdmin: Boolean(user?.isAdmin) };
}
