import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// What went wrong on the site (docs/operations.md, "Stato"): counts across features, no person's data.
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const dateOf = (v: unknown) => (v == null ? null : new Date(v as string));

export async function mailHealth(db: DbOrTx, lateBefore: Date): Promise<{ failed: number; waitingRetry: number; overdue: number; oldestOverdueAt: Date | null }> {
  const r = await db.execute(sql`
    select
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'pending' and attempts > 0)::int as waiting_retry,
      count(*) filter (where status = 'pending' and due_at < ${lateBefore})::int as overdue,
      min(due_at) filter (where status = 'pending' and due_at < ${lateBefore}) as oldest
    from email_outbox`);
  const x = rowsOf<Record<string, unknown>>(r)[0] ?? {};
  return { failed: Number(x.failed ?? 0), waitingRetry: Number(x.waiting_retry ?? 0), overdue: Number(x.overdue ?? 0), oldestOverdueAt: dateOf(x.oldest) };
}

/** Articles still "scheduled" although their publication time is past (the publisher missed them). */
export async function missedScheduledArticles(db: DbOrTx, lateBefore: Date): Promise<{ count: number; oldest: Date | null }> {
  const r = await db.execute(sql`
    select count(*)::int as n, min(published_at) as oldest
    from blog_articles where status = 'scheduled' and published_at < ${lateBefore}`);
  const x = rowsOf<Record<string, unknown>>(r)[0] ?? {};
  return { count: Number(x.n ?? 0), oldest: dateOf(x.oldest) };
}

export async function databaseSizeBytes(db: DbOrTx): Promise<number | null> {
  try {
    const r = await db.execute(sql`select pg_database_size(current_database())::bigint as size`);
    const v = rowsOf<{ size: unknown }>(r)[0]?.size;
    return v == null ? null : Number(v);
  } catch {
    return null;
  }
}
