// What other features may use of auth: the signed-in user's shape.
export type { SessionUser } from "./auth.service";
// The admin area asks for the administrator's password again before a role change.
export { verifyPassword } from "./password";
