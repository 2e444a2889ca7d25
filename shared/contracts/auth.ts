import { loginSchema, registerSchema } from "../schemas/auth";
import { endpoint, typeOnly } from "./define";
import { sessionContract } from "./session";

/** What the sign-in and registration calls answer. */
export type AuthAnswer = { success: boolean; message?: string; isAdmin?: boolean };

// Health and authentication (server/app.ts, server/features/auth).
export const authContract = {
  ...sessionContract,
  register: endpoint({ method: "POST", path: "/api/auth/register", session: "changes", access: "public", body: registerSchema, output: typeOnly<AuthAnswer>() }),
  login: endpoint({ method: "POST", path: "/api/auth/login", session: "changes", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
  adminLogin: endpoint({ method: "POST", path: "/api/admin/login", session: "changes", access: "public", body: loginSchema, output: typeOnly<AuthAnswer>() }),
};
