import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import type { EventMeta } from "../../events";
import { AppError } from "../../http/errors";
import { GAMIFICATION_MESSAGES, type Challenge, type UserChallenge } from "@shared/schemas/gamification";
import { insertAward } from "./points.repo";
import { CHALLENGE_CATALOGUE, type ChallengeMetric } from "./challenges.catalogue";
import * as repo from "./challenges.repo";
import { countSavedCalculationsBetween } from "../calculators/calculators.public";
import { countCompletedBetween } from "../courses/courses.public";
import { countRecordedBetween } from "../expenses/expenses.public";
import { challengePeriod } from "./challenges.period";
import { romeDateString } from "@shared/calendar";

const toChallenge = (r: repo.ChallengeRow): Challenge => ({
  id: r.id,
  code: r.code,
  title: r.title,
  description: r.description,
  challengeType: r.challengeType as Challenge["challengeType"],
  targetValue: r.targetValue,
  pointsReward: r.pointsReward,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
});

export type ChallengesService = ReturnType<typeof createChallengesService>;

export function createChallengesService(deps: Pick<AppDeps, "db" | "clock" | "events" | "userReads">) {
  const { db, clock, events } = deps;
  const queries = repo.createChallengeQueries(db);

  // A week's challenge rows are written once and never changed: this process keeps the current
  // week's until it ends (the list is asked for by every dashboard and challenges page).
  let week: { startsAt: number; endsAt: number; list: Challenge[] } | null = null;

  /** The current week's challenges, generated on first need (idempotent, so any request may do it). */
  async function activeChallenges(): Promise<Challenge[]> {
    const now = clock.now();
    const t = now.getTime();
    if (week && week.startsAt <= t && t < week.endsAt) return [...week.list];
    let rows = await repo.findActiveChallenges(db, now);
    if (rows.length < CHALLENGE_CATALOGUE.length) {
      await repo.insertPeriodChallenges(
        db,
        CHALLENGE_CATALOGUE.map((c) => ({ ...c, ...challengePeriod(c.challengeType, now) })),
      );
      rows = await repo.findActiveChallenges(db, now);
    }
    const list = rows.map(toChallenge);
    if (rows.length >= CHALLENGE_CATALOGUE.length) {
      week = { startsAt: Math.max(...rows.map((r) => r.startsAt.getTime())), endsAt: Math.min(...rows.map((r) => r.endsAt.getTime())), list };
    }
    return list;
  }

  /** The user's challenges of the current week. */
  async function userChallenges(userId: number): Promise<UserChallenge[]> {
    // Kept briefly per process, dropped on any change to the user's challenges or to the
    // challenges themselves (docs/scale-out.md, "Letture dell'utente in cache"); the day is in
    // the key because the running challenges change with it.
    return deps.userReads.get(userId, `challenges:${romeDateString(deps.clock.now())}`, () => readUserChallenges(userId));
  }

  async function readUserChallenges(userId: number): Promise<UserChallenge[]> {
    const active = await activeChallenges();
    const rows = await queries.findUserChallenges(
      userId,
      active.map((c) => c.id),
    );
    return rows.map((r) => ({
      challengeId: r.challengeId,
      currentProgress: r.currentProgress,
      completed: r.completed,
      startedAt: r.startedAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
    }));
  }

  /** Starts a running challenge; starting it again changes nothing. */
  async function start(userId: number, challengeId: number): Promise<UserChallenge> {
    const challenge = await repo.findChallenge(db, challengeId);
    if (!challenge) throw new AppError("not_found", GAMIFICATION_MESSAGES.challengeNotFound);
    const now = clock.now();
    if (challenge.endsAt.getTime() <= now.getTime()) throw new AppError("bad_request", GAMIFICATION_MESSAGES.challengeExpired);
    if (challenge.startsAt.getTime() > now.getTime()) throw new AppError("bad_request", GAMIFICATION_MESSAGES.challengeNotStarted);
    // Honest progress: what the user already did in the challenge's period counts, joined or not.
    const done = await countActions(userId, challenge.metric as ChallengeMetric, challenge.startsAt, now);
    if (await repo.insertUserChallenge(db, userId, challengeId, now, Math.min(done, challenge.targetValue))) {
      if (done >= challenge.targetValue) await complete(userId, { challengeId, pointsReward: challenge.pointsReward }, now);
    }
    const [row] = await queries.findUserChallenges(userId, [challengeId]);
    return {
      challengeId: row.challengeId,
      currentProgress: row.currentProgress,
      completed: row.completed,
      startedAt: row.startedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  /**
   * A real action happened: move the running challenges it counts for; a challenge that reaches
   * its target is completed and pays its reward once (the flag flip and the ledger's unique key).
   */
  /** `gate` (optional) runs first in the same transaction; false means the action does not count. */
  async function recordAction(userId: number, metric: ChallengeMetric, meta: EventMeta = { eventId: null }, gate?: (tx: DbOrTx) => Promise<boolean>): Promise<void> {
    const now = clock.now();
    if (!gate) {
      // One statement: the +1 commits with the event's "applied" mark, so a re-run of the same
      // event (after a crash) moves nothing twice; the reached challenges it answers (including
      // any an earlier run left uncompleted) are completed once each (docs/events.md).
      await recordActions(metric, [{ userId, meta }]);
      return;
    }
    // With a gate, the gate, the +1 and the completions it reaches commit with the event's
    // "applied" mark: a re-run of the same event (after a crash) moves nothing twice (docs/events.md).
    const paid = await events.once(db, meta, `challenges:${metric}`, async (tx) => {
      if (gate && !(await gate(tx))) return [];
      const moved = await repo.incrementProgress(tx, userId, metric, now);
      const done: Array<{ challengeId: number; pointsReward: number }> = [];
      for (const m of moved) if (m.currentProgress >= m.targetValue && (await completeIn(tx, userId, m, now))) done.push(m);
      return done;
    });
    for (const m of paid ?? []) await events.emit("challenge.completed", { userId, challengeId: m.challengeId, pointsReward: m.pointsReward });
  }

  /** recordAction without a gate for many actions at once (the worker's batch): one statement, then the completions. */
  async function recordActions(metric: ChallengeMetric, items: ReadonlyArray<{ userId: number; meta: EventMeta }>): Promise<void> {
    const now = clock.now();
    const moved = await repo.incrementProgressMarkedBatch(db, items.map((i) => ({ eventId: i.meta.eventId, userId: i.userId })), metric, now, `challenges:${metric}`);
    for (const m of moved) await complete(m.userId, m, now);
  }

  /** Completes a reached challenge and pays its reward once (the flag flip and the ledger's unique key). */
  async function completeIn(tx: DbOrTx, userId: number, m: { challengeId: number; pointsReward: number }, now: Date): Promise<boolean> {
    if (!(await repo.markCompleted(tx, userId, m.challengeId, now))) return false;
    return insertAward(tx, { userId, amount: m.pointsReward, reason: "challenge_completed", refId: String(m.challengeId), at: now });
  }

  async function complete(userId: number, m: { challengeId: number; pointsReward: number }, now: Date): Promise<void> {
    const paid = await db.transaction((tx) => completeIn(tx, userId, m, now));
    if (paid) await events.emit("challenge.completed", { userId, challengeId: m.challengeId, pointsReward: m.pointsReward });
  }

  /** Qualifying actions of the user in [from, to), read from the features that own them. */
  function countActions(userId: number, metric: ChallengeMetric, from: Date, to: Date): Promise<number> {
    const end = new Date(to.getTime() + 1); // the action recorded at this very instant counts
    switch (metric) {
      case "expenses":
        return countRecordedBetween(db, userId, from, end);
      case "lessons":
        return countCompletedBetween(db, userId, from, end);
      case "budget":
      case "pac":
        return countSavedCalculationsBetween(db, userId, metric, from, end);
    }
  }

  return { activeChallenges, userChallenges, start, recordAction, recordActions };
}
