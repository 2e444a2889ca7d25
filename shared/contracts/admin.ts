import type { AdminOverview } from "../schemas/admin";
import {
  ADMIN_OPS_MESSAGES,
  adminAuditQuerySchema,
  adminRoleSchema,
  adminSignInSchema,
  adminUsersQuerySchema,
  type AdminHealth,
  type AdminSettings,
  type AdminUserDetail,
  type AdminUserList,
  type AuditList,
} from "../schemas/admin-ops";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

export const adminContract = {
  overview: endpoint({ method: "GET", path: "/api/admin/overview", access: "admin", output: typeOnly<AdminOverview>() }),
  users: endpoint({ method: "GET", path: "/api/admin/users", access: "admin", query: adminUsersQuerySchema, output: typeOnly<AdminUserList>() }),
  user: endpoint({ method: "GET", path: "/api/admin/users/:id", params: idParams(ADMIN_OPS_MESSAGES.userNotFound), access: "admin", output: typeOnly<AdminUserDetail>() }),
  setSignIn: endpoint({ method: "PUT", path: "/api/admin/users/:id/sign-in", params: idParams(ADMIN_OPS_MESSAGES.userNotFound), access: "admin", body: adminSignInSchema, output: typeOnly<AdminUserDetail>() }),
  setRole: endpoint({ method: "PUT", path: "/api/admin/users/:id/admin", params: idParams(ADMIN_OPS_MESSAGES.userNotFound), access: "admin", body: adminRoleSchema, output: typeOnly<AdminUserDetail>() }),
  resendVerification: endpoint({ method: "POST", path: "/api/admin/users/:id/verification", params: idParams(ADMIN_OPS_MESSAGES.userNotFound), access: "admin", output: typeOnly<{ message: string }>() }),
  audit: endpoint({ method: "GET", path: "/api/admin/audit", access: "admin", query: adminAuditQuerySchema, output: typeOnly<AuditList>() }),
  health: endpoint({ method: "GET", path: "/api/admin/health", access: "admin", output: typeOnly<AdminHealth>() }),
  settings: endpoint({ method: "GET", path: "/api/admin/settings", access: "admin", output: typeOnly<AdminSettings>() }),
};
