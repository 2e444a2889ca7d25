import { loginSchema, registerSchema, type CurrentUser } from "../schemas/auth";
import { endpoint, typeOnly } from "./define";
import { sessionContract } from "./session";

/**
 * What the sign-in and registration calls answer: `user` is the user as GET /api/auth/user answers
 * it, Premium resolved with the household's (docs/household.md, "Un piano per la famiglia").
 */
export type AuthAnswer = { success: boolean; message?: string; isAdmin?: boolean; user?: CurrentUser };

// Health and authentication (server/app.ts, server/features/auth).
export const authContract = {
  ...sessionContract,
  register: endpoint({ method: "POST", path: "/api/auth/register", session: "changes", access: "public", body: registerSchema, output: typeOnly<AuthAnswer>() }),
  login: endpoint({ method: "POST", path: "/api/auth/login", session: "changes", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
  adminLogin: endpoint({ method: "POST", path: "/api/admin/login", session: "changes", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
};
