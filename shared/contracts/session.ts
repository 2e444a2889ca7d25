import type { CurrentUser } from "../schemas/auth";
import { endpoint, typeOnly } from "./define";

// The session endpoints every page needs (the current user, signing out, the browser navigations).
// Kept apart from the sign-in forms' contracts, which carry zod schemas: the client's entry chunk
// imports this file, and zod loads only with the first form (docs/benchmarks-log.md, bundle budget).
// Part of authContract (shared/contracts/auth.ts), the one place the list of endpoints names them.
export const sessionContract = {
  health: endpoint({ method: "GET", path: "/api/health", access: "public", output: typeOnly<{ ok: boolean }>() }),
  user: endpoint({ method: "GET", path: "/api/auth/user", access: "user", output: typeOnly<CurrentUser>() }),
  logout: endpoint({ method: "POST", path: "/api/auth/logout", session: "changes", access: "public", output: typeOnly<{ success: boolean }>() }),
  // Browser navigations: a redirect to the login page, and sign-out then home.
  loginPage: endpoint({ method: "GET", path: "/api/login", access: "public", use: "link", output: typeOnly<never>() }),
  // Signs out a same-origin or typed navigation; otherwise answers the "Vuoi uscire?" page (HTML).
  logoutPage: endpoint({ method: "GET", path: "/api/logout", session: "changes", access: "public", use: "link", output: typeOnly<string>() }),
  // The "Vuoi uscire?" page's form: a browser form post from this site, answered with a redirect.
  logoutForm: endpoint({ method: "POST", path: "/api/logout", session: "changes", csrf: "exempt", access: "public", use: "link", output: typeOnly<{ message: string }>() }),
};
