import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { adminAudit } from "../../db/schema";

export type AuditRow = typeof adminAudit.$inferSelect;
export type AuditInsert = typeof adminAudit.$inferInsert;

/** The only write of the audit log: the table's trigger refuses UPDATE and DELETE. */
export async function insertAudit(db: DbOrTx, row: AuditInsert): Promise<void> {
  await db.insert(adminAudit).values(row);
}

export async function listAudit(db: DbOrTx, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [t]] = await Promise.all([
    db.select().from(adminAudit).orderBy(desc(adminAudit.occurredAt), desc(adminAudit.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return { rows, total: Number(t?.n ?? 0) };
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
