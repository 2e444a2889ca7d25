import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { VisitorDayGroup } from "@shared/metrics";
import { CALCULATOR_PAGES } from "./derive";

// All SQL of analytics. Writes keep the daily roll-ups (analytics_daily) current in the same
// statement as the raw row, so every read sums a few rows per day instead of scanning views.
//
// analytics_daily dimensions (value in brackets):
//   views ('')          page views            page (path)      views per page
//   source / device / browser (name)          hour ('00'..'23', Europe/Rome)
//   sessions ('')       new visitor-days      bounces ('')      visitor-days with exactly one view
//   duration ('')       seconds between first and last view of each visitor-day
//   page_visitors (path) unique visitors per page and day      event (type) conversion events
//   visitor_group (flags) visitor-days per combination of VISITOR_FLAGS (the funnels' people)

/**
 * Bits of analytics_sessions.flags: what one visitor did on one Rome day (docs/accounts.md,
 * "Metriche"): saw the landing, the blog, a calculator, the login page; created their account
 * that day (a page viewed signed in as a user registered on that Rome day).
 */
export const VISITOR_FLAGS = { landing: 1, blog: 2, calculator: 4, login: 8, registered: 16 } as const;

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
/**
 * The flags of one view as SQL, over its page column and the id of a users row joined when the
 * account was created on the view's Rome day (see REGISTERED_JOIN). One definition for the write
 * path and the rebuild, so both classify pages alike. Built from constants only.
 */
export function viewFlagsSql(page: string, registeredUserId: string): string {
  const f = VISITOR_FLAGS;
  return `((case when ${page} = '/' then ${f.landing} else 0 end)
    | (case when ${page} = '/blog' or ${page} like '/blog/%' then ${f.blog} else 0 end)
    | (case when ${page} in (${CALCULATOR_PAGES.map(literal).join(", ")}) then ${f.calculator} else 0 end)
    | (case when ${page} = '/login' then ${f.login} else 0 end)
    | (case when ${registeredUserId} is not null then ${f.registered} else 0 end))::smallint`;
}
/** Joins users as "u" when the view's user (userId) was created on the view's Rome day (day). */
export const registeredJoin = (userId: string, day: string) =>
  `left join users u on u.id = ${userId} and (u.created_at at time zone 'Europe/Rome')::date = ${day}`;

export type PageViewRow = {
  at: Date;
  day: string;
  hour: string;
  page: string;
  visitorHash: string;
  ipTruncated: string;
  device: string;
  browser: string;
  source: string;
  userId: number | null;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

/**
 * One statement for a batch of views: raw rows, visitor-days, unique page visitors and the
 * roll-up deltas. Keys are written in sorted order, so concurrent writers (several server
 * processes) never deadlock. Every batch updates the same few hot roll-up rows, whose locks are
 * held until commit; waiting for the WAL flush there would cap tracking at one batch per disk
 * flush, so synchronous_commit is off for this transaction only: a crash may lose the last
 * fraction of a second of page views, never half-apply them.
 */
export async function insertPageViews(db: DbOrTx, views: PageViewRow[]): Promise<void> {
  if (views.length === 0) return;
  const json = JSON.stringify(
    views.map((v) => ({ at: v.at.toISOString(), day: v.day, hour: v.hour, page: v.page, visitor_hash: v.visitorHash, ip: v.ipTruncated, device: v.device, browser: v.browser, source: v.source, user_id: v.userId })),
  );
  await db.execute(sql`
    with cfg as (
      select set_config('synchronous_commit', 'off', true) as v
    ), input as (
      select t.*, ${sql.raw(viewFlagsSql("t.page", "u.id"))} as flags from jsonb_to_recordset(${json}::jsonb)
        as t(at timestamptz, day date, hour text, page text, visitor_hash text, ip text, device text, browser text, source text, user_id int)
      ${sql.raw(registeredJoin("t.user_id", "t.day"))}
    ), pv as (
      insert into page_views (occurred_at, page, visitor_hash, ip_truncated, device, browser, source, user_id)
      select at, page, visitor_hash, ip, device, browser, source, user_id from input
      returning 1
    ), agg as (
      select day, visitor_hash, count(*)::int as n, min(at) as f, max(at) as l, bit_or(flags)::smallint as fl from input group by 1, 2
    ), s as (
      insert into analytics_sessions (day, visitor_hash, views, first_seen, last_seen, flags)
      select day, visitor_hash, n, f, l, fl from agg order by day, visitor_hash
      on conflict (day, visitor_hash) do update set
        views = analytics_sessions.views + excluded.views,
        prev_seen = analytics_sessions.last_seen,
        first_seen = least(analytics_sessions.first_seen, excluded.first_seen),
        last_seen = greatest(analytics_sessions.last_seen, excluded.last_seen),
        prev_flags = analytics_sessions.flags,
        flags = analytics_sessions.flags | excluded.flags
      returning day, visitor_hash, views, first_seen, last_seen, prev_seen, flags, prev_flags, (xmax = 0) as inserted
    ), sd as (
      select s.*, case when s.inserted then 0 else s.views - agg.n end as old_views
      from s join agg using (day, visitor_hash)
    ), dv as (
      insert into analytics_daily_visitors (day, page, visitor_hash)
      select distinct day, page, visitor_hash from input order by 1, 2, 3
      on conflict do nothing returning day, page
    ), r(day, dimension, value, n) as (
      select day, 'views'::text, ''::text, count(*)::int from input, cfg group by day
      union all select day, 'page', page, count(*)::int from input group by day, page
      union all select day, 'source', source, count(*)::int from input group by day, source
      union all select day, 'device', device, count(*)::int from input group by day, device
      union all select day, 'browser', browser, count(*)::int from input group by day, browser
      union all select day, 'hour', hour, count(*)::int from input group by day, hour
      union all select day, 'sessions', '', count(*)::int from sd where inserted group by day
      union all select day, 'bounces', '', sum((views = 1)::int - (old_views = 1)::int)::int from sd group by day
      union all select day, 'duration', '', sum(greatest(0, extract(epoch from last_seen - coalesce(prev_seen, first_seen))))::int from sd group by day
      union all select day, 'page_visitors', page, count(*)::int from dv group by day, page
      -- A visitor-day whose flags changed moves from its old group to its new one.
      union all select day, 'visitor_group', flags::text, count(*)::int from sd where inserted or flags <> prev_flags group by day, flags
      union all select day, 'visitor_group', prev_flags::text, -count(*)::int from sd where not inserted and flags <> prev_flags group by day, prev_flags
    )
    insert into analytics_daily (day, dimension, value, visits)
    select day, dimension, value, sum(n)::int from r group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, dimension, value) do update set visits = analytics_daily.visits + excluded.visits
  `);
}

export async function insertEvent(db: DbOrTx, e: { at: Date; day: string; type: string; visitorHash: string }): Promise<void> {
  await db.execute(sql`
    with ev as (
      insert into analytics_events (occurred_at, type, visitor_hash) values (${e.at}, ${e.type}, ${e.visitorHash}) returning 1
    )
    insert into analytics_daily (day, dimension, value, visits)
    select ${e.day}::date, 'event', ${e.type}::text, 1 from ev
    on conflict (day, dimension, value) do update set visits = analytics_daily.visits + 1
  `);
}

export type DayRange = { from: string; to: string };

/** Sum per value of one dimension over [from, to] (Rome calendar days, inclusive). */
export async function sumByValue(db: DbOrTx, range: DayRange | null, dimension: string, limit = 50): Promise<Array<{ value: string; visits: number }>> {
  const where = range ? sql`day between ${range.from}::date and ${range.to}::date and` : sql``;
  const r = await db.execute(sql`
    select value, sum(visits)::int as visits from analytics_daily
    where ${where} dimension = ${dimension}
    group by value having sum(visits) > 0 order by visits desc, value limit ${limit}`);
  return rowsOf<{ value: string; visits: number }>(r).map((x) => ({ value: x.value, visits: Number(x.visits) }));
}

/** Totals of several single-valued dimensions (views, sessions, bounces, duration). */
export async function sumScalars(db: DbOrTx, range: DayRange | null, dimensions: string[]): Promise<Record<string, number>> {
  const where = range ? sql`day between ${range.from}::date and ${range.to}::date and` : sql``;
  const list = sql.join(dimensions.map((d) => sql`${d}`), sql`, `);
  const r = await db.execute(sql`
    select dimension, sum(visits)::bigint as n from analytics_daily
    where ${where} dimension in (${list}) and value = '' group by dimension`);
  const out: Record<string, number> = Object.fromEntries(dimensions.map((d) => [d, 0]));
  for (const row of rowsOf<{ dimension: string; n: string | number }>(r)) out[row.dimension] = Number(row.n);
  return out;
}

export async function dailyViews(db: DbOrTx, range: DayRange): Promise<Array<{ day: string; visits: number }>> {
  const r = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, visits from analytics_daily
    where day between ${range.from}::date and ${range.to}::date and dimension = 'views' and value = '' order by day`);
  return rowsOf<{ day: string; visits: number }>(r).map((x) => ({ day: x.day, visits: Number(x.visits) }));
}

/** Visitor-days seen in (since, until]: the active sessions. Uses the last_seen index. */
export async function countActiveSessions(db: DbOrTx, since: Date, until: Date): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from analytics_sessions where last_seen > ${since} and last_seen <= ${until}`);
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}

export type RecentVisitor = { ip: string; device: string; browser: string; page: string; source: string; timestamp: string };

export async function recentViews(db: DbOrTx, until: Date, limit: number): Promise<RecentVisitor[]> {
  const r = await db.execute(sql`
    select ip_truncated, device, browser, page, source, occurred_at from page_views
    where occurred_at <= ${until} order by occurred_at desc limit ${limit}`);
  return rowsOf<{ ip_truncated: string; device: string; browser: string; page: string; source: string; occurred_at: string | Date }>(r).map((x) => ({
    ip: x.ip_truncated,
    device: x.device,
    browser: x.browser,
    page: x.page,
    source: x.source,
    timestamp: new Date(x.occurred_at).toISOString(),
  }));
}

/**
 * Visitor-days of the period grouped by what they did (VISITOR_FLAGS), from the visitor_group
 * roll-up: at most 32 rows; shared/metrics.ts counts the funnel steps from them. A null range is
 * every day kept.
 */
export async function visitorDayGroups(db: DbOrTx, range: DayRange | null): Promise<VisitorDayGroup[]> {
  const groups = await sumByValue(db, range, "visitor_group", 64);
  const f = VISITOR_FLAGS;
  return groups.map(({ value, visits }) => {
    const bits = Number(value);
    return {
      landing: (bits & f.landing) !== 0,
      blog: (bits & f.blog) !== 0,
      calculator: (bits & f.calculator) !== 0,
      login: (bits & f.login) !== 0,
      registered: (bits & f.registered) !== 0,
      people: visits,
    };
  });
}
