import {
  accountUpdateSchema,
  emailChangeSchema,
  emailPreferencesSchema,
  householdProfileSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  tokenSchema,
  type AccountInfo,
  type ActiveSession,
  type EmailPreferences,
  type HouseholdProfile,
  type MessageAnswer,
} from "../schemas/account";
import type { AuthAnswer } from "./auth";
import { endpoint, typeOnly } from "./define";

// Account page, household profile, password reset and e-mail verification (docs/accounts.md).
export const accountContract = {
  profile: endpoint({ method: "GET", path: "/api/user/profile", access: "user", output: typeOnly<HouseholdProfile>() }),
  saveProfile: endpoint({ method: "PUT", path: "/api/user/profile", access: "household:write", body: householdProfileSchema, output: typeOnly<HouseholdProfile & MessageAnswer>() }),
  account: endpoint({ method: "GET", path: "/api/user/account", access: "user", output: typeOnly<AccountInfo>() }),
  updateAccount: endpoint({ method: "PATCH", path: "/api/user/account", access: "user", body: accountUpdateSchema, output: typeOnly<AccountInfo & MessageAnswer>() }),
  preferences: endpoint({ method: "PUT", path: "/api/user/email-preferences", access: "user", body: emailPreferencesSchema, output: typeOnly<EmailPreferences & MessageAnswer>() }),
  emailChange: endpoint({ method: "POST", path: "/api/user/email-change", access: "user", body: emailChangeSchema, output: typeOnly<MessageAnswer>() }),
  // Public: the link may be opened in another browser; the token alone proves the new address.
  emailChangeConfirm: endpoint({ method: "POST", path: "/api/user/email-change/confirm", access: "public", body: tokenSchema, output: typeOnly<MessageAnswer>() }),
  // Public: the link sent to the current address of a requested change cancels it, signed in or not.
  emailChangeCancel: endpoint({ method: "POST", path: "/api/user/email-change/cancel", access: "public", body: tokenSchema, output: typeOnly<MessageAnswer>() }),
  password: endpoint({ method: "POST", path: "/api/user/password", access: "user", body: passwordChangeSchema, output: typeOnly<MessageAnswer>() }),
  sessions: endpoint({ method: "GET", path: "/api/user/sessions", access: "user", output: typeOnly<ActiveSession[]>() }),
  endOtherSessions: endpoint({ method: "DELETE", path: "/api/user/sessions/others", access: "user", output: typeOnly<MessageAnswer & { ended: number }>() }),
  // :id is the listing's id (a hash of the session id, never the cookie's value). Mounted after "others".
  endSession: endpoint({ method: "DELETE", path: "/api/user/sessions/:id", access: "user", output: typeOnly<MessageAnswer>() }),
  passwordReset: endpoint({ method: "POST", path: "/api/auth/password-reset", access: "public", body: passwordResetRequestSchema, output: typeOnly<MessageAnswer>() }),
  passwordResetConfirm: endpoint({ method: "POST", path: "/api/auth/password-reset/confirm", session: "changes", access: "public", body: passwordResetConfirmSchema, output: typeOnly<AuthAnswer>() }),
  verifyEmail: endpoint({ method: "POST", path: "/api/auth/verify-email", access: "public", body: tokenSchema, output: typeOnly<MessageAnswer>() }),
  resendVerification: endpoint({ method: "POST", path: "/api/auth/verify-email/resend", access: "user", output: typeOnly<MessageAnswer>() }),
};
