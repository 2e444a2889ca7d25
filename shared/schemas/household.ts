import { z } from "zod";
import { emailAddress } from "./email";

// docs/household.md: a household shares one budget; each member has a role. The owner is made by
// registration or by a hand-over (POST /api/household/transfer), never by an invitation or a
// role change.

export type HouseholdRole = "owner" | "editor" | "viewer";

/** The roles an invitation or a role change may give. */
const GIVEN_ROLES = ["editor", "viewer"] as const;

export const HOUSEHOLD_MESSAGES = {
  invalidEmail: "Inserisci un indirizzo email valido",
  invalidRole: "Ruolo non valido: scegli «Può modificare» o «Solo lettura»",
  invalidBody: "Dati non validi",
  invalidToken: "Invito non valido",
  ownAddress: "Non puoi invitare il tuo stesso indirizzo",
  alreadyMember: "Questa persona fa già parte della tua famiglia",
  otherHousehold: "Questa persona fa già parte di un'altra famiglia: deve prima uscirne",
  alreadyInvited: "C'è già un invito in attesa per questo indirizzo",
  invitationNotFound: "Invito non trovato",
  tokenUnusable: "Invito non valido, già usato, revocato o scaduto",
  wrongAccount: "Questo invito è per un altro indirizzo email: accedi con quello",
  ownerWithMembers: "Sei titolare di una famiglia con altri membri: prima cedi la titolarità o rimuovi i membri",
  sameHousehold: "Fai già parte di questa famiglia",
  memberNotFound: "Membro non trovato",
  notYourself: "Non puoi cambiare il tuo ruolo o rimuovere te stesso: usa «Esci dalla famiglia»",
  ownerRole: "Il ruolo del titolare si cambia solo cedendo la titolarità",
  lastOwner: "Sei il titolare: prima cedi la titolarità a un altro membro",
  aloneCannotLeave: "Sei l'unico membro: non c'è una famiglia da lasciare",
  manageOnly: "Solo il titolare della famiglia può farlo",
  writeOnly: "Con il ruolo «Solo lettura» non puoi modificare i dati della famiglia",
  exMember: "ex membro",
} as const;

const roleField = z.enum(GIVEN_ROLES, { error: HOUSEHOLD_MESSAGES.invalidRole });

/** POST /api/household/invitations */
export const householdInvitationSchema = z.object(
  { email: emailAddress({ required: HOUSEHOLD_MESSAGES.invalidEmail, invalid: HOUSEHOLD_MESSAGES.invalidEmail }), role: roleField },
  { error: HOUSEHOLD_MESSAGES.invalidBody },
);

/** POST /api/household/invitations/accept */
export const householdAcceptSchema = z.object(
  { token: z.string({ error: HOUSEHOLD_MESSAGES.invalidToken }).regex(/^[A-Za-z0-9_-]{20,100}$/, HOUSEHOLD_MESSAGES.invalidToken) },
  { error: HOUSEHOLD_MESSAGES.invalidBody },
);

/** PATCH /api/household/members/:id */
export const householdRoleSchema = z.object({ role: roleField }, { error: HOUSEHOLD_MESSAGES.invalidBody });

/** POST /api/household/transfer */
export const householdTransferSchema = z.object(
  { memberId: z.number({ error: HOUSEHOLD_MESSAGES.memberNotFound }).int(HOUSEHOLD_MESSAGES.memberNotFound).positive(HOUSEHOLD_MESSAGES.memberNotFound) },
  { error: HOUSEHOLD_MESSAGES.invalidBody },
);

export type HouseholdMember = { id: number; userId: number; email: string; displayName: string | null; role: HouseholdRole };
export type HouseholdInvitation = { id: number; email: string; role: HouseholdRole; expiresAt: string };
/** GET /api/household (`id` of a member is the membership's id). */
/**
 * GET /api/household/invitations/preview: what the join page shows before accepting (docs/household.md,
 * "Il link d'invito"). `inviterName` is their display or first name, null without one: never an address.
 */
export type HouseholdInvitationPreview = { householdName: string; inviterName: string | null; role: HouseholdRole; expiresAt: string };

export type Household = { id: number; name: string; role: HouseholdRole; members: HouseholdMember[]; invitations: HouseholdInvitation[] };
