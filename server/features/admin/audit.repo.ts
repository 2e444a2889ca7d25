import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { adminAudit } from "../../db/schema";

export type AuditRow = typeof adminAudit.$inferSelect;
export type AuditInsert = typeof adminAudit.$inferInsert;

/** The only write of the audit log: the table's trigger refuses UPDATE and DELETE. */
export async function insertAudit(db: DbOrTx, row: AuditInsert): Promise<void> {
  await db.insert(adminAudit).values(row);
}

/**
 * Up to `limit` entries before `after` (all from the newest when absent), newest first, the id
 * breaking ties: the index (occurred_at, id) of migration 0039 answers it without a sort, however
 * long the log (docs/operations.md, "Registro").
 */
export async function listAudit(db: DbOrTx, limit: number, after?: { at: Date; id: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(adminAudit)
    .where(after ? sql`(${adminAudit.occurredAt}, ${adminAudit.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined)
    .orderBy(desc(adminAudit.occurredAt), desc(adminAudit.id))
    .limit(limit);
}

/** Whether an entry with this action and target exists (an action allowed once per target). */
export async function hasAudit(db: DbOrTx, action: string, targetType: string, targetId: string): Promise<boolean> {
  const rows = await db
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, targetId)))
    .limit(1);
  return rows.length > 0;
}
