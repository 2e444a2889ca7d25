// What other features may use of the household (docs/household.md): revoking the invitations a
// person sent, when their password changes, is reset, or they sign out everywhere ("Inviti").
export { revokeInvitationsBy } from "./household.repo";
