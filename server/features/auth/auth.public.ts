// What other features may use of auth: the signed-in user's shape, password checks and the
// single-use links sent by e-mail (the account page's e-mail change).
export type { SessionUser } from "./auth.service";
export { hashPassword, passwordCost, verifyPassword } from "./password";
export { hashToken, sendAccountLink, sendEmailChangedNotice } from "./account-links";
export { changeEmail, consumeToken, expireTokens, setPassword } from "./auth.repo";
