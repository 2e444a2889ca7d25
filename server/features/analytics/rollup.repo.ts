import type { Database } from "../../db/client";
import { registeredJoin, viewFlagsSql } from "./analytics.repo";

// Rebuilds every roll-up from the raw rows. The write path keeps them current; this exists for
// bulk loads (scripts/bench-analytics.ts) and to prove both give the same figures (tests).
const DAY = `(occurred_at at time zone 'Europe/Rome')::date`;

export const REBUILD_ROLLUPS_SQL = `
truncate analytics_daily, analytics_daily_visitors, analytics_sessions;
insert into analytics_sessions (day, visitor_hash, views, first_seen, last_seen, flags)
  select ${DAY}, visitor_hash, count(*), min(occurred_at), max(occurred_at), bit_or(${viewFlagsSql("page", "u.id")})
  from page_views ${registeredJoin("user_id", DAY)} group by 1, 2;
insert into analytics_daily_visitors (day, page, visitor_hash)
  select distinct ${DAY}, page, visitor_hash from page_views;
insert into analytics_daily (day, dimension, value, visits)
  select ${DAY}, 'views', '', count(*) from page_views group by 1
  union all select ${DAY}, 'page', page, count(*) from page_views group by 1, 3
  union all select ${DAY}, 'source', source, count(*) from page_views group by 1, 3
  union all select ${DAY}, 'device', device, count(*) from page_views group by 1, 3
  union all select ${DAY}, 'browser', browser, count(*) from page_views group by 1, 3
  union all select ${DAY}, 'hour', to_char(occurred_at at time zone 'Europe/Rome', 'HH24'), count(*) from page_views group by 1, 3
  union all select day, 'sessions', '', count(*) from analytics_sessions group by 1
  union all select day, 'bounces', '', count(*) filter (where views = 1) from analytics_sessions group by 1
  union all select day, 'duration', '', coalesce(sum(extract(epoch from last_seen - first_seen)::int), 0) from analytics_sessions group by 1
  union all select day, 'page_visitors', page, count(*) from analytics_daily_visitors group by 1, 3
  union all select day, 'visitor_group', flags::text, count(*) from analytics_sessions group by 1, 3
  union all select ${DAY}, 'event', type, count(*) from analytics_events group by 1, 3;
analyze page_views; analyze analytics_daily; analyze analytics_sessions; analyze analytics_daily_visitors;
`;

export async function rebuildRollups(database: Database): Promise<void> {
  await database.exec(REBUILD_ROLLUPS_SQL);
}
