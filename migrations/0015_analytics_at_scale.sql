DROP INDEX "page_views_visitor_idx";--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "flags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "prev_flags" smallint;--> statement-breakpoint
-- Backfill: what each kept visitor-day did (flags) and the visitor_group roll-up the funnels now
-- read (server/features/analytics/analytics.repo.ts, VISITOR_FLAGS).
UPDATE "analytics_sessions" s SET "flags" = f.flags FROM (
  SELECT (pv.occurred_at at time zone 'Europe/Rome')::date AS day, pv.visitor_hash,
    bit_or(((case when pv.page = '/' then 1 else 0 end)
      | (case when pv.page = '/blog' or pv.page like '/blog/%' then 2 else 0 end)
      | (case when pv.page in ('/budget-calculator', '/pac-simulator', '/mortgage-calculator', '/calcolatori', '/calcolatori/budget') then 4 else 0 end)
      | (case when pv.page = '/login' then 8 else 0 end)
      | (case when u.id is not null then 16 else 0 end))::smallint) AS flags
  FROM "page_views" pv
  LEFT JOIN "users" u ON u.id = pv.user_id AND (u.created_at at time zone 'Europe/Rome')::date = (pv.occurred_at at time zone 'Europe/Rome')::date
  GROUP BY 1, 2
) f WHERE s.day = f.day AND s.visitor_hash = f.visitor_hash;--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "dimension", "value", "visits")
  SELECT "day", 'visitor_group', "flags"::text, count(*) FROM "analytics_sessions" GROUP BY 1, 3
  ON CONFLICT ("day", "dimension", "value") DO UPDATE SET "visits" = excluded."visits";
