import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce, rawStatement } from "../../perf/prepared";
import { challenges, userChallenges } from "../../db/schema";
import type { CatalogueEntry, ChallengeMetric } from "./challenges.catalogue";
import { reactionMarksSql } from "../../events.repo";

export type ChallengeRow = typeof challenges.$inferSelect;

/**
 * Creates the current period's challenges unless they exist (unique code + period start, kept in
 * the week_start column): idempotent and race-safe.
 */
export async function insertPeriodChallenges(db: DbOrTx, entries: ReadonlyArray<CatalogueEntry & { periodStart: string; startsAt: Date; endsAt: Date }>) {
  await db
    .insert(challenges)
    .values(entries.map(({ periodStart, ...c }) => ({ ...c, weekStart: periodStart })))
    .onConflictDoNothing();
}

export async function findActiveChallenges(db: DbOrTx, now: Date): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(and(lte(challenges.startsAt, now), gt(challenges.endsAt, now)))
    .orderBy(asc(challenges.id));
}

export async function findChallenge(db: DbOrTx, id: number): Promise<ChallengeRow | null> {
  const rows = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Joins the challenge with the progress already made in its period; true when this call joined it. */
export async function insertUserChallenge(db: DbOrTx, userId: number, challengeId: number, at: Date, currentProgress = 0): Promise<boolean> {
  const rows = await db.insert(userChallenges).values({ userId, challengeId, startedAt: at, currentProgress }).onConflictDoNothing().returning({ id: userChallenges.id });
  return rows.length > 0;
}

/** The challenges' prepared statements, built once per app by the challenges service. */
export function createChallengeQueries(db: Db) {
  const userChallengesQuery = prepareOnce(db, (db) =>
    db
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.userId, sql.placeholder("userId")), sql`${userChallenges.challengeId} = any(${sql.placeholder("challengeIds")}::int[])`))
      .orderBy(asc(userChallenges.challengeId))
      .prepare("user_challenges_of"),
  );

  // One unit of progress on every running, unfinished challenge of the user with this metric.
  // A single UPDATE: parallel events each add exactly one (row locks serialise them).
  return {
    async findUserChallenges(userId: number, challengeIds: number[]) {
      if (challengeIds.length === 0) return [];
      return userChallengesQuery().execute({ userId, challengeIds });
    },
  };
}

/** +1 on the user's running, open challenges of `metric` (capped at the target), in the caller's transaction. */
export async function incrementProgress(tx: DbOrTx, userId: number, metric: ChallengeMetric, now: Date) {
  return tx
    .update(userChallenges)
    .set({ currentProgress: sql`least(${userChallenges.currentProgress} + 1, ${challenges.targetValue})` })
    .from(challenges)
    .where(
      and(
        eq(userChallenges.challengeId, challenges.id),
        eq(userChallenges.userId, userId),
        eq(userChallenges.completed, false),
        eq(challenges.metric, metric),
        lte(challenges.startsAt, now),
        gt(challenges.endsAt, now),
      ),
    )
    .returning({ challengeId: challenges.id, currentProgress: userChallenges.currentProgress, targetValue: challenges.targetValue, pointsReward: challenges.pointsReward });
}

export type ReachedChallenge = { challengeId: number; currentProgress: number; targetValue: number; pointsReward: number };

// incrementProgressMarkedBatch's statement, its SQL built once (server/perf/prepared.ts).
const progressMarkedStatement = rawStatement<{ user_id: number; challenge_id: number; current_progress: number; target_value: number; points_reward: number }>(
  "challenges_progress_marked",
  () => {
    const at = sql`${sql.placeholder("at")}::timestamptz`;
    const running = sql`uc.challenge_id = c.id and uc.completed = false and c.metric = ${sql.placeholder("metric")}::text and c.starts_at <= ${at} and c.ends_at > ${at}`;
    return sql`
    with input as (select * from jsonb_to_recordset(${sql.placeholder("input")}::jsonb) as e(event_id bigint, user_id int)),
    ${reactionMarksSql(sql`(select event_id from input where event_id is not null)`, sql.placeholder("reaction"))},
    counted as (select user_id, count(*)::int as n from input where event_id is null or event_id in (select id from mark) group by user_id),
    moved as (
      update user_challenges uc
         set current_progress = least(uc.current_progress + counted.n, c.target_value)
        from challenges c, counted
       where ${running} and uc.user_id = counted.user_id
      returning uc.user_id, c.id as challenge_id, uc.current_progress, c.target_value, c.points_reward)
    select user_id, challenge_id, current_progress, target_value, points_reward from moved where current_progress >= target_value
    union all
    select uc.user_id, c.id, uc.current_progress, c.target_value, c.points_reward
      from user_challenges uc, challenges c
     where ${running} and uc.user_id in (select user_id from input) and uc.current_progress >= c.target_value
       and (uc.user_id, c.id) not in (select user_id, challenge_id from moved)`;
  },
);

/**
 * The +1 of a metric's running challenges for many actions in one statement (the worker's batch,
 * or a single action): each event not yet marked with `reaction` is marked, and each user's
 * challenges move by the number of their events marked now, plus their actions outside an event
 * (eventId null, nothing to mark), up to the target. No +1 for an event already marked, so a
 * re-run moves nothing twice. Answers the reached, uncompleted challenges of the actions' users:
 * those moved now, and any an earlier run left reached before completing them (so a re-run
 * completes them).
 */
export async function incrementProgressMarkedBatch(
  db: DbOrTx,
  items: ReadonlyArray<{ eventId: number | null; userId: number }>,
  metric: ChallengeMetric,
  now: Date,
  reaction: string,
): Promise<Array<ReachedChallenge & { userId: number }>> {
  if (items.length === 0) return [];
  const input = JSON.stringify(items.map((i) => ({ event_id: i.eventId, user_id: i.userId })));
  const rows = await progressMarkedStatement(db, { input, metric, at: now.toISOString(), reaction });
  return rows.map((r) => ({ userId: Number(r.user_id), challengeId: Number(r.challenge_id), currentProgress: Number(r.current_progress), targetValue: Number(r.target_value), pointsReward: Number(r.points_reward) }));
}

/** Marks a reached challenge completed; only the caller that flips the flag gets true. */
export async function markCompleted(db: DbOrTx, userId: number, challengeId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userChallenges)
    .set({ completed: true, completedAt: at })
    .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challengeId), eq(userChallenges.completed, false)))
    .returning({ id: userChallenges.id });
  return rows.length > 0;
}
