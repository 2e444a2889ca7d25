import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/errors";
import { publicBaseUrl } from "../../config";
import { hashToken, type SessionUser } from "../auth/auth.public";
import { queueAccountMail } from "../marketing/outbox.public";
import { HOUSEHOLD_MESSAGES, type Household, type HouseholdInvitation, type HouseholdMember, type HouseholdRole } from "@shared/schemas/household";
import * as repo from "./household.repo";
import { moveLoneRecords } from "./household-records.repo";
import { carryImportRows } from "../expenses/import.public";

const DAY_MS = 86_400_000;
/** The name of a household made for one person (docs/household.md): nothing personal in it. */
const NEW_HOUSEHOLD_NAME = "La mia famiglia";

/** The caller's membership as the request read it (every user has one, docs/household.md). */
function membership(user: SessionUser) {
  if (!user.household) throw new AppError("forbidden", HOUSEHOLD_MESSAGES.manageOnly);
  return user.household;
}

/** The invitation mail (docs/household.md, "Inviti"): who invites, what is shared, how long the link works. */
function invitationMail(inviter: string, role: HouseholdRole, link: string, days: number) {
  const can = role === "editor" ? "vedere e aggiungere" : "vedere";
  return {
    subject: `${inviter} ti invita a gestire insieme il budget di famiglia su Finanza Familiare`,
    body: [
      "Ciao,",
      "",
      `${inviter} ti invita a entrare nella sua famiglia su Finanza Familiare, per ${can} le spese condivise della famiglia.`,
      "Se accetti, i membri della famiglia vedono le spese condivise (con il nome di chi le ha inserite) e il tuo indirizzo email; le spese che segni come private restano visibili solo a te.",
      "Le spese che hai già inserito entrano nella famiglia come private: potrai condividerle una per una.",
      "Obiettivi, debiti, entrate e profilo della famiglia (reddito, figli, mensilità) sono comuni a tutti i membri; se oggi nella tua famiglia ci sei solo tu, i tuoi entrano con te.",
      "",
      `Per accettare apri questo link entro ${days} giorni, dopo aver fatto l'accesso (o esserti registrato) con questo indirizzo:`,
      link,
      "",
      "Il link funziona una sola volta. Se non conosci chi ti invita, ignora questa email.",
      "",
    ].join("\n"),
  };
}

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** GET /api/household as `userId` sees it. */
async function view(on: DbOrTx, clock: Deps["clock"], userId: number): Promise<Household> {
  const me = await repo.membershipOf(on, userId);
  if (!me) throw new AppError("not_found", HOUSEHOLD_MESSAGES.memberNotFound);
  const [household, members, invitations] = await Promise.all([repo.findHousehold(on, me.householdId), repo.listMembers(on, me.householdId), repo.listPendingInvitations(on, me.householdId, clock.now())]);
  return {
    id: me.householdId,
    name: household?.name ?? NEW_HOUSEHOLD_NAME,
    role: me.role as HouseholdRole,
    members: members.map((m) => ({ ...m, role: m.role as HouseholdRole })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role as HouseholdRole, expiresAt: i.expiresAt.toISOString() })),
  };
}

/**
 * Takes a member out of their household into a new one of their own, with their private
 * expenses (docs/household.md, "Entrare e uscire"); the shared ones stay, by "ex membro".
 */
async function detach(tx: DbOrTx, now: Date, member: repo.MemberRow): Promise<void> {
  const own = await repo.createHousehold(tx, NEW_HOUSEHOLD_NAME);
  await repo.moveExpenses(tx, member.userId, member.householdId, own, false);
  // The import's fingerprints of the expenses that went with them (docs/expenses.md, "Della famiglia").
  await carryImportRows(tx, { userId: member.userId, from: member.householdId, to: own, all: false });
  await repo.moveMember(tx, member.id, own, "owner");
  await repo.revokeInvitationsBy(tx, member.userId, now);
}

/** Invitations: send, revoke, accept (docs/household.md, "Inviti"). */
function invitationActions({ db, clock, config }: Deps) {
  return {
    async invite(user: SessionUser, input: { email: string; role: HouseholdRole }): Promise<HouseholdInvitation> {
      const me = membership(user);
      if (input.email.toLowerCase() === user.email.toLowerCase()) throw new AppError("bad_request", HOUSEHOLD_MESSAGES.ownAddress);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const invitee = await repo.findUserByEmail(tx, input.email);
        if (invitee) {
          const theirs = await repo.membershipOf(tx, invitee.id);
          if (theirs?.householdId === me.householdId) throw new AppError("conflict", HOUSEHOLD_MESSAGES.alreadyMember);
          if (theirs && (await repo.otherMemberExists(tx, theirs.householdId, invitee.id))) throw new AppError("conflict", HOUSEHOLD_MESSAGES.otherHousehold);
        }
        await repo.revokePendingTo(tx, me.householdId, input.email, now);
        const token = crypto.randomBytes(32).toString("base64url");
        const days = config.HOUSEHOLD_INVITATION_DAYS;
        const saved = await repo.insertInvitation(tx, {
          householdId: me.householdId,
          invitedBy: user.id,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + days * DAY_MS),
          createdAt: now,
        });
        const mail = invitationMail(await repo.inviterName(tx, user.id), input.role, `${publicBaseUrl(config)}/household/join?token=${token}`, days);
        await queueAccountMail(tx, clock, { to: input.email, userId: user.id, subject: mail.subject, body: mail.body, scenario: "household_invitation" });
        return { id: saved.id, email: saved.email, role: input.role, expiresAt: saved.expiresAt.toISOString() };
      });
    },

    async revokeInvitation(user: SessionUser, id: number): Promise<void> {
      if (!(await repo.revokeInvitation(db, membership(user).householdId, id, clock.now()))) throw new AppError("not_found", HOUSEHOLD_MESSAGES.invitationNotFound);
    },

    /** Accepting moves the caller into the inviter's household; their records come along as private. */
    async accept(user: SessionUser, token: string): Promise<Household> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const invitation = await repo.usableInvitation(tx, hashToken(token), now);
        if (!invitation) throw new AppError("not_found", HOUSEHOLD_MESSAGES.tokenUnusable);
        if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw new AppError("forbidden", HOUSEHOLD_MESSAGES.wrongAccount);
        const me = await repo.membershipOf(tx, user.id, true);
        if (!me) throw new AppError("not_found", HOUSEHOLD_MESSAGES.memberNotFound);
        if (me.householdId === invitation.householdId) throw new AppError("conflict", HOUSEHOLD_MESSAGES.sameHousehold);
        const others = await repo.otherMemberExists(tx, me.householdId, user.id);
        if (others && me.role === "owner") throw new AppError("conflict", HOUSEHOLD_MESSAGES.ownerWithMembers);
        await repo.markInvitationUsed(tx, invitation.id, now);
        await repo.moveExpenses(tx, user.id, me.householdId, invitation.householdId, !others);
        // Their recurring bills come along when they were alone (docs/household.md, "Entrare e uscire").
        if (!others) await repo.moveRecurringRules(tx, me.householdId, invitation.householdId);
        // Their goals, debts, income and profile come along when they were alone (docs/household.md, "Entrare e uscire").
        if (!others) await moveLoneRecords(tx, me.householdId, invitation.householdId);
        // The import's fingerprints, columns and rules too, or the fingerprints of the expenses that came (docs/expenses.md, "Della famiglia").
        await carryImportRows(tx, { userId: user.id, from: me.householdId, to: invitation.householdId, all: !others });
        await repo.moveMember(tx, me.id, invitation.householdId, invitation.role);
        await repo.revokeInvitationsBy(tx, user.id, now);
        return view(tx, clock, user.id);
      });
    },
  };
}

/** Roles, removal, hand-over, leaving (docs/household.md, "Ruoli", "Entrare e uscire"). */
function memberActions({ db, clock }: Deps) {
  /** Another member of the caller's household, locked; 404 for anyone else, 409 for the caller. */
  async function otherMember(tx: DbOrTx, user: SessionUser, memberId: number) {
    const target = await repo.memberInHousehold(tx, membership(user).householdId, memberId);
    if (!target) throw new AppError("not_found", HOUSEHOLD_MESSAGES.memberNotFound);
    if (target.userId === user.id) throw new AppError("conflict", HOUSEHOLD_MESSAGES.notYourself);
    return target;
  }
  return {
    changeRole: (user: SessionUser, memberId: number, role: HouseholdRole): Promise<HouseholdMember> =>
      db.transaction(async (tx) => {
        const target = await otherMember(tx, user, memberId);
        await repo.setRole(tx, target.id, role);
        const saved = (await repo.listMembers(tx, target.householdId)).find((m) => m.id === target.id)!;
        return { ...saved, role };
      }),

    removeMember: (user: SessionUser, memberId: number): Promise<void> =>
      db.transaction(async (tx) => detach(tx, clock.now(), await otherMember(tx, user, memberId))),

    leave: (user: SessionUser): Promise<Household> =>
      db.transaction(async (tx) => {
        const me = await repo.membershipOf(tx, user.id, true);
        if (!me) throw new AppError("not_found", HOUSEHOLD_MESSAGES.memberNotFound);
        if (!(await repo.otherMemberExists(tx, me.householdId, user.id))) throw new AppError("conflict", HOUSEHOLD_MESSAGES.aloneCannotLeave);
        if (me.role === "owner") throw new AppError("conflict", HOUSEHOLD_MESSAGES.lastOwner);
        await detach(tx, clock.now(), me);
        return view(tx, clock, user.id);
      }),

    transfer: (user: SessionUser, memberId: number): Promise<Household> =>
      db.transaction(async (tx) => {
        const target = await otherMember(tx, user, memberId);
        await repo.setRole(tx, target.id, "owner");
        await repo.setRole(tx, membership(user).memberId, "editor");
        return view(tx, clock, user.id);
      }),
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;

export function createHouseholdService(deps: Deps) {
  return { get: (user: SessionUser) => view(deps.db, deps.clock, user.id), ...invitationActions(deps), ...memberActions(deps) };
}
