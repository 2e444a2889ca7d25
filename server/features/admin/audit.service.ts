import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import type { AuditEntry, AuditList } from "@shared/schemas/admin-ops";
import * as repo from "./audit.repo";

/** What an admin action touched: a person ("user") or a thing of the site (feedback, article…). */
export type AuditTarget = { type: "user"; id: number } | { type: string; id?: number | string | null };

export type AdminAction = {
  actorId: number;
  /** Dotted verb, e.g. "premium.grant", "user.disable", "feedback.update". */
  action: string;
  target: AuditTarget;
  /** State before and after, without e-mails, names or a person's free text (docs/operations.md). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

// Keys that would carry a person's identity or words into the log: dropped whatever the caller sends.
const PERSONAL_KEYS = new Set(["email", "userEmail", "toEmail", "firstName", "lastName", "name", "displayName", "message", "title", "password", "passwordHash"]);

/** A snapshot fit for the log: personal keys and any string that looks like an e-mail removed. */
function scrub(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (PERSONAL_KEYS.has(k)) continue;
    if (typeof v === "string" && v.includes("@")) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The keyed hash that stands for a person in the log, also after their account is deleted. */
export function personRef(secret: string, userId: number): string {
  return crypto.createHmac("sha256", `admin-audit:${secret}`).update(String(userId)).digest("base64url").slice(0, 22);
}

function toEntry(r: repo.AuditRow): AuditEntry {
  return {
    id: r.id,
    at: r.occurredAt.toISOString(),
    actorId: r.actorId,
    actorRef: r.actorRef,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetUserId: r.targetUserId,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/**
 * The audit log (docs/operations.md, "Registro"). recordAdminAction writes one entry; pass the
 * transaction of the change so the entry and the change land together.
 */
export function createAuditLog(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  const secret = deps.config.AUDIT_REF_SECRET ?? deps.config.sessionSecret;
  return {
    async recordAdminAction(entry: AdminAction, tx?: DbOrTx): Promise<void> {
      const { target } = entry;
      const isUser = target.type === "user" && typeof target.id === "number";
      await repo.insertAudit(tx ?? deps.db, {
        occurredAt: deps.clock.now(),
        actorId: entry.actorId,
        actorRef: personRef(secret, entry.actorId),
        action: entry.action,
        targetType: target.type,
        targetId: isUser || target.id == null ? null : String(target.id),
        targetUserId: isUser ? (target.id as number) : null,
        targetUserRef: isUser ? personRef(secret, target.id as number) : null,
        before: scrub(entry.before),
        after: scrub(entry.after),
      });
    },
    /** Whether the log already holds this action on this thing of the site (e.g. a link revealed once). */
    hasAction(action: string, target: { type: string; id: number | string }, tx?: DbOrTx): Promise<boolean> {
      return repo.hasAudit(tx ?? deps.db, action, target.type, String(target.id));
    },
    /** One page of the log (docs/operations.md, "Registro"): `limit` defaults to ADMIN_PAGE_SIZE. */
    async list(query: { cursor?: { at: Date; id: number }; limit?: number }): Promise<AuditList> {
      const limit = query.limit ?? deps.config.ADMIN_PAGE_SIZE;
      // One more than the page: whether a next page exists, without counting the whole log.
      const rows = await repo.listAudit(deps.db, limit + 1, query.cursor);
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      return { items: items.map(toEntry), nextCursor: rows.length > limit && last ? `${last.occurredAt.getTime()}.${last.id}` : null };
    },
  };
}
