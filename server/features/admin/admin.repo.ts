import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// Site-wide counts for the administrator. The admin feature reads across features on purpose
// (users, mail outbox, analytics events): these are aggregate counts, never a user's data.
// Month boundaries are Europe/Rome calendar months.

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export type UserCounts = { total: number; premium: number; before: number; newThisMonth: number; newLastMonth: number };

export async function userCounts(db: DbOrTx, now: Date): Promise<UserCounts> {
  const r = await db.execute(sql`
    with b as (
      select (date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome') as this_month,
             (date_trunc('month', (${now}::timestamptz at time zone 'Europe/Rome') - interval '1 month') at time zone 'Europe/Rome') as last_month
    )
    select
      count(*)::int as total,
      count(*) filter (where is_premium and (premium_until is null or premium_until > ${now}))::int as premium,
      count(*) filter (where created_at < b.this_month)::int as before,
      count(*) filter (where created_at >= b.this_month and created_at <= ${now})::int as new_this_month,
      count(*) filter (where created_at >= b.last_month and created_at < b.this_month)::int as new_last_month
    from users, b where not is_admin`);
  const x = rowsOf<Record<string, number>>(r)[0] ?? {};
  return {
    total: Number(x.total ?? 0),
    premium: Number(x.premium ?? 0),
    before: Number(x.before ?? 0),
    newThisMonth: Number(x.new_this_month ?? 0),
    newLastMonth: Number(x.new_last_month ?? 0),
  };
}

/** Premium starts and ends recorded this month (analytics events of "premium.changed"). */
export async function premiumChangesThisMonth(db: DbOrTx, now: Date): Promise<{ started: number; ended: number }> {
  const r = await db.execute(sql`
    select
      count(*) filter (where type = 'premium_started')::int as started,
      count(*) filter (where type = 'premium_ended')::int as ended
    from analytics_events
    where type in ('premium_started', 'premium_ended')
      and occurred_at >= (date_trunc('month', ${now}::timestamptz at time zone 'Europe/Rome') at time zone 'Europe/Rome')`);
  const x = rowsOf<{ started: number; ended: number }>(r)[0];
  return { started: Number(x?.started ?? 0), ended: Number(x?.ended ?? 0) };
}

export async function emailCounts(db: DbOrTx): Promise<{ sent: number; opened: number; clicked: number; pending: number }> {
  const r = await db.execute(sql`
    select
      count(*) filter (where sent_at is not null)::int as sent,
      count(*) filter (where sent_at is not null and opened_at is not null)::int as opened,
      count(*) filter (where sent_at is not null and clicked_at is not null)::int as clicked,
      count(*) filter (where sent_at is null and status = 'pending')::int as pending
    from email_outbox`);
  const x = rowsOf<Record<string, number>>(r)[0] ?? {};
  return { sent: Number(x.sent ?? 0), opened: Number(x.opened ?? 0), clicked: Number(x.clicked ?? 0), pending: Number(x.pending ?? 0) };
}
