// What other features may use of auth: the signed-in user's shape.
export type { SessionUser } from "./auth.service";
