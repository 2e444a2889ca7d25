import {
  HOUSEHOLD_MESSAGES,
  householdAcceptSchema,
  householdInvitationSchema,
  householdRoleSchema,
  householdTransferSchema,
  type Household,
  type HouseholdInvitation,
  type HouseholdInvitationPreview,
  type HouseholdMember,
} from "../schemas/household";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// docs/household.md, "Ruoli": the household of the signed-in user. Reading is for every
// member, managing (invitations, roles, removal, hand-over) for the owner; accepting an
// invitation is for any signed-in user (the invitee is in their own household until then).
export const householdContract = {
  get: endpoint({ method: "GET", path: "/api/household", access: "household:read", output: typeOnly<Household>() }),
  invite: endpoint({ method: "POST", path: "/api/household/invitations", access: "household:manage", body: householdInvitationSchema, output: typeOnly<HouseholdInvitation>() }),
  revokeInvitation: endpoint({
    method: "DELETE",
    path: "/api/household/invitations/:id",
    access: "household:manage",
    params: idParams(HOUSEHOLD_MESSAGES.invitationNotFound),
    output: typeOnly<void>(),
  }),
  // The join page reads its invitation by the token, without using it (docs/household.md, "Il link d'invito").
  preview: endpoint({ method: "GET", path: "/api/household/invitations/preview", access: "public", query: householdAcceptSchema, output: typeOnly<HouseholdInvitationPreview>() }),
  accept: endpoint({ method: "POST", path: "/api/household/invitations/accept", access: "user", body: householdAcceptSchema, output: typeOnly<Household>() }),
  changeRole: endpoint({
    method: "PATCH",
    path: "/api/household/members/:id",
    access: "household:manage",
    params: idParams(HOUSEHOLD_MESSAGES.memberNotFound),
    body: householdRoleSchema,
    output: typeOnly<HouseholdMember>(),
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: "/api/household/members/:id",
    access: "household:manage",
    params: idParams(HOUSEHOLD_MESSAGES.memberNotFound),
    output: typeOnly<void>(),
  }),
  leave: endpoint({ method: "POST", path: "/api/household/leave", access: "household:read", output: typeOnly<Household>() }),
  transfer: endpoint({ method: "POST", path: "/api/household/transfer", access: "household:manage", body: householdTransferSchema, output: typeOnly<Household>() }),
};
