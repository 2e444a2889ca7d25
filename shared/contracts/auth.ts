import { loginSchema, registerSchema, type CurrentUser } from "../schemas/auth";
import { endpoint, typeOnly } from "./define";

/** What the sign-in and registration calls answer. */
export type AuthAnswer = { success: boolean; message?: string; isAdmin?: boolean };

// Health and authentication (server/app.ts, server/features/auth).
export const authContract = {
  health: endpoint({ method: "GET", path: "/api/health", access: "public", output: typeOnly<{ ok: boolean }>() }),
  register: endpoint({ method: "POST", path: "/api/auth/register", access: "public", body: registerSchema, output: typeOnly<AuthAnswer>() }),
  login: endpoint({ method: "POST", path: "/api/auth/login", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
  adminLogin: endpoint({ method: "POST", path: "/api/admin/login", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
  user: endpoint({ method: "GET", path: "/api/auth/user", access: "user", output: typeOnly<CurrentUser>() }),
  logout: endpoint({ method: "POST", path: "/api/auth/logout", access: "public", output: typeOnly<{ success: boolean }>() }),
  // Browser navigations: a redirect to the login page, and sign-out then home.
  loginPage: endpoint({ method: "GET", path: "/api/login", access: "public", use: "link", output: typeOnly<never>() }),
  // Signs out a same-origin or typed navigation; otherwise answers the "Vuoi uscire?" page (HTML).
  logoutPage: endpoint({ method: "GET", path: "/api/logout", access: "public", use: "link", output: typeOnly<string>() }),
  // The "Vuoi uscire?" page's form: a browser form post from this site, answered with a redirect.
  logoutForm: endpoint({ method: "POST", path: "/api/logout", access: "public", use: "link", output: typeOnly<{ message: string }>() }),
};
