import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { deleteUserSession, deleteUserSessions, listUserSessions } from "../../http/session.repo";
import {
  ACCOUNT_MESSAGES as M,
  extraMonthsError,
  type AccountInfo,
  type ActiveSession,
  type EmailPreferences,
  type HouseholdGoal,
  type HouseholdProfile,
} from "@shared/schemas/account";
import type { z } from "zod";
import type { accountUpdateSchema, emailPreferencesSchema, householdProfileSchema } from "@shared/schemas/account";
import {
  cancelPendingLinks,
  changeEmail,
  consumeToken,
  expireTokensOf,
  hashPassword,
  hashToken,
  passwordCost,
  sendEmailChangeLinks,
  sendEmailChangedNotice,
  setPassword,
  verifyPassword,
} from "../auth/auth.public";
import { isNewsletterSubscriber, subscribeVerifiedAccount, unsubscribeAddress } from "../blog/newsletter.public";
import * as repo from "./account.repo";
import crypto from "node:crypto";

type ProfileInput = z.output<typeof householdProfileSchema>;

export function toHouseholdProfile(row: repo.HouseholdRow | undefined): HouseholdProfile {
  return {
    completed: row !== undefined,
    monthlyIncome: row?.monthlyIncome == null ? null : Number(row.monthlyIncome),
    householdSize: row?.householdSize ?? null,
    children: row?.children ?? null,
    singleIncome: row?.singleIncome ?? null,
    goal: (row?.goal as HouseholdGoal | null | undefined) ?? null,
    salaryPayments: row?.salaryPayments ?? null,
    thirteenthMonth: row?.thirteenthMonth ?? null,
    fourteenthMonth: row?.fourteenthMonth ?? null,
    extraPaymentAmount: row?.extraPaymentAmount == null ? null : Number(row.extraPaymentAmount),
  };
}

/**
 * The extra months' columns to write (docs/plan.md, "Mensilità aggiuntive"): the fields sent over
 * the stored ones, checked together; a month the new number of payments no longer has is cleared.
 */
function mergedExtraMonths(input: ProfileInput, current: repo.HouseholdRow | undefined) {
  const pick = <K extends "salaryPayments" | "thirteenthMonth" | "fourteenthMonth">(k: K) => (input[k] !== undefined ? input[k] : (current?.[k] ?? null));
  const salaryPayments = pick("salaryPayments");
  const payments = salaryPayments ?? 12;
  const merged = {
    salaryPayments,
    // Only a month sent in this request can be refused; a stored one that no longer fits is dropped.
    thirteenthMonth: input.thirteenthMonth !== undefined || payments >= 13 ? pick("thirteenthMonth") : null,
    fourteenthMonth: input.fourteenthMonth !== undefined || payments >= 14 ? pick("fourteenthMonth") : null,
  };
  const error = extraMonthsError(merged);
  if (error) throw new AppError("validation", error.message, { fieldErrors: { [error.field]: error.message } });
  const amount = input.extraPaymentAmount;
  return { ...merged, ...(amount !== undefined ? { extraPaymentAmount: amount === null ? null : amount.toFixed(2) } : {}) };
}

/** The id a session is shown with: not its cookie value (which would let a reader use it). */
const publicSessionId = (sid: string) => crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 16);

/** The household's profile (income, size, children, goal), asked at onboarding and on /account. */
function householdProfiles({ db, clock }: AppDeps) {
  return {
    async profile(userId: number): Promise<HouseholdProfile> {
      return toHouseholdProfile(await repo.findHousehold(db, userId));
    },

    /** Saves the fields sent; the children rule is checked against the stored size too. */
    async saveProfile(userId: number, input: ProfileInput): Promise<HouseholdProfile> {
      const current = await repo.findHousehold(db, userId);
      const size = input.householdSize !== undefined ? input.householdSize : (current?.householdSize ?? null);
      const children = input.children !== undefined ? input.children : (current?.children ?? null);
      if (size !== null && children !== null && children >= size) throw new AppError("validation", M.childrenVsSize, { fieldErrors: { children: M.childrenVsSize } });
      const extra = mergedExtraMonths(input, current);
      const row = await repo.upsertHousehold(
        db,
        userId,
        {
          ...(input.monthlyIncome !== undefined ? { monthlyIncome: input.monthlyIncome === null ? null : input.monthlyIncome.toFixed(2) } : {}),
          ...(input.householdSize !== undefined ? { householdSize: input.householdSize } : {}),
          ...(input.children !== undefined ? { children: input.children } : {}),
          ...(input.singleIncome !== undefined ? { singleIncome: input.singleIncome } : {}),
          ...(input.goal !== undefined ? { goal: input.goal } : {}),
          ...extra,
        },
        clock.now(),
      );
      return toHouseholdProfile(row);
    },
  };
}

/** The user's signed-in devices (docs/accounts.md, "Devices"). */
function deviceSessions({ db, clock }: AppDeps) {
  return {
    async sessions(userId: number, currentSid: string): Promise<ActiveSession[]> {
      const rows = await listUserSessions(db, userId, clock.now());
      return rows
        .map((r) => ({
          id: publicSessionId(r.sid),
          device: r.sess.device ?? "Browser sconosciuto",
          createdAt: r.sess.signedInAt ?? null,
          lastSeenAt: r.sess.lastSeenAt ?? null,
          current: r.sid === currentSid,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastSeenAt ?? "").localeCompare(a.lastSeenAt ?? ""));
    },

    /** "Esci da tutti gli altri dispositivi": also cancels pending e-mail changes and reset links (docs/accounts.md). */
    async endOtherSessions(userId: number, currentSid: string): Promise<number> {
      await cancelPendingLinks(db, userId, clock.now());
      return deleteUserSessions(db, userId, currentSid);
    },

    /** Ends one of the user's other sessions, named by the listing's id (docs/accounts.md, "Devices"). */
    async endSession(userId: number, currentSid: string, publicId: string): Promise<void> {
      const rows = await listUserSessions(db, userId, clock.now());
      const target = rows.find((r) => publicSessionId(r.sid) === publicId);
      if (!target) throw new AppError("not_found", M.sessionNotFound);
      if (target.sid === currentSid) throw new AppError("bad_request", M.sessionIsCurrent);
      // Gone in between (signed out, expired): the same answer as an unknown id.
      if (!(await deleteUserSession(db, userId, target.sid))) throw new AppError("not_found", M.sessionNotFound);
    },
  };
}

export function createAccountService(deps: AppDeps) {
  const { db, clock } = deps;
  const cost = passwordCost(deps.config);

  async function account(userId: number): Promise<repo.AccountRow> {
    const row = await repo.findAccount(db, userId);
    if (!row) throw new AppError("unauthenticated", "Non autenticato");
    return row;
  }

  async function checkPassword(row: repo.AccountRow, password: string): Promise<void> {
    if (!(await verifyPassword(row.passwordHash, password))) throw new AppError("bad_request", M.wrongPassword, { fieldErrors: { currentPassword: M.wrongPassword } });
  }

  async function info(userId: number): Promise<AccountInfo> {
    const row = await account(userId);
    return {
      email: row.email,
      emailVerified: row.emailVerifiedAt !== null,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: row.displayName,
      // The address's subscription is the account's only once the address is verified (docs/privacy.md).
      preferences: { newsletter: row.emailVerifiedAt !== null && (await isNewsletterSubscriber(db, row.email)), automations: row.emailAutomations, reminders: row.emailReminders },
    };
  }

  return {
    ...householdProfiles(deps),
    info,

    async update(userId: number, input: z.output<typeof accountUpdateSchema>): Promise<AccountInfo> {
      await repo.updateAccount(db, userId, {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
      });
      return info(userId);
    },

    async setPreferences(userId: number, input: z.output<typeof emailPreferencesSchema>): Promise<EmailPreferences> {
      const row = await account(userId);
      if (input.newsletter === true && !(await isNewsletterSubscriber(db, row.email))) {
        // Newsletters go only to verified addresses (docs/accounts.md).
        if (!row.emailVerifiedAt) throw new AppError("conflict", M.verifyFirst);
        await subscribeVerifiedAccount(deps, { id: userId, email: row.email });
      }
      // An unverified account has no subscription to turn off: the address's row may be someone else's.
      if (input.newsletter === false && row.emailVerifiedAt) await unsubscribeAddress(db, row.email, clock.now());
      await repo.updateAccount(db, userId, {
        ...(input.automations !== undefined ? { emailAutomations: input.automations } : {}),
        ...(input.reminders !== undefined ? { emailReminders: input.reminders } : {}),
      });
      return (await info(userId)).preferences;
    },

    /** Sends the confirmation link to the new address; nothing changes until it is used. */
    async requestEmailChange(userId: number, input: { newEmail: string; currentPassword: string }): Promise<void> {
      const row = await account(userId);
      await checkPassword(row, input.currentPassword);
      if (input.newEmail.toLowerCase() === row.email.toLowerCase()) throw new AppError("bad_request", M.emailSame, { fieldErrors: { newEmail: M.emailSame } });
      // Whether the address has an account is told only at confirmation, to its owner. The current
      // address is told of the request, with a link that cancels it (docs/accounts.md).
      await sendEmailChangeLinks(deps, { id: userId, email: row.email }, input.newEmail);
    },

    /** The cancel link sent to the current address: every pending change of the account ends. */
    async cancelEmailChange(token: string): Promise<void> {
      const now = clock.now();
      const t = await consumeToken(db, "email_change_cancel", hashToken(token), now);
      if (!t) throw new AppError("bad_request", M.linkInvalid);
      await expireTokensOf(db, t.userId, ["email_change", "email_change_cancel"], now);
    },

    async confirmEmailChange(token: string): Promise<void> {
      const now = clock.now();
      const t = await consumeToken(db, "email_change", hashToken(token), now);
      if (!t || !t.email) throw new AppError("bad_request", M.linkInvalid);
      const before = await repo.findAccount(db, t.userId);
      if (!before) throw new AppError("bad_request", M.linkInvalid);
      if (await repo.emailTakenByOther(db, t.email, t.userId)) throw new AppError("conflict", M.emailTaken);
      const after = await changeEmail(db, t.userId, t.email, now);
      if (!after) throw new AppError("conflict", M.emailTaken);
      // Links sent to the old address no longer concern this account.
      // Links sent to the old address no longer concern this account (its cancel links included).
      await expireTokensOf(db, t.userId, ["email_verify", "password_reset", "email_change_cancel"], now);
      await sendEmailChangedNotice(deps, before.email, t.userId);
    },

    /** Changes the password and ends every other session of the user (this one stays). */
    async changePassword(userId: number, currentSid: string, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const row = await account(userId);
      await checkPassword(row, input.currentPassword);
      if (input.currentPassword === input.newPassword) throw new AppError("bad_request", M.samePassword, { fieldErrors: { newPassword: M.samePassword } });
      await setPassword(db, userId, await hashPassword(input.newPassword, cost));
      // Pending e-mail changes and reset links end too: someone who knew the old password may have started one.
      await cancelPendingLinks(db, userId, clock.now());
      await deleteUserSessions(db, userId, currentSid);
    },

    ...deviceSessions(deps),
  };
}
