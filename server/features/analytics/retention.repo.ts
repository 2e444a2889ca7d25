import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };

/**
 * Deletes the analytics rows that name a visitor or a user (raw views with user_id, events,
 * visitor-days, unique page visitors) from before the cutoff; the daily roll-up (counts only)
 * stays. Answers how many rows went, per table.
 */
export async function deleteBefore(db: DbOrTx, cutoff: Date, cutoffDay: string): Promise<Record<string, number>> {
  const r = (await db.execute(sql`
    with v as (delete from page_views where occurred_at < ${cutoff} returning 1),
         e as (delete from analytics_events where occurred_at < ${cutoff} returning 1),
         s as (delete from analytics_sessions where day < ${cutoffDay}::date returning 1),
         d as (delete from analytics_daily_visitors where day < ${cutoffDay}::date returning 1)
    select (select count(*) from v)::int as page_views, (select count(*) from e)::int as analytics_events,
           (select count(*) from s)::int as analytics_sessions, (select count(*) from d)::int as analytics_daily_visitors`)) as unknown as Rows<Record<string, number>>;
  return r.rows[0]!;
}
