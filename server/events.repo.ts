// SQL of the domain-event outbox (docs/events.md). The claim takes a batch with FOR UPDATE SKIP
// LOCKED, so two workers (two processes, or two loops) never take the same event, and leases it
// by moving available_at forward: a worker that dies mid-batch leaves its events to be claimed
// again once the lease ends.
import { and, eq, isNotNull, isNull, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./db/client";
import { rawStatement } from "./perf/prepared";
import { domainEvents } from "./db/schema";

export type ClaimedEvent = { id: number; name: string; payload: Record<string, unknown>; attempts: number };

export async function insertEvent(db: DbOrTx, row: { name: string; payload: Record<string, unknown>; userId: number | null }): Promise<number> {
  const [saved] = await db.insert(domainEvents).values(row).returning({ id: domainEvents.id });
  return saved!.id;
}

/**
 * The outbox insert as the last part of a statement that makes the change itself: one event per
 * row of `from` (a CTE of that statement), its payload and user built from the row in SQL. With
 * it a change and its event commit together in one statement, without BEGIN and COMMIT.
 */
export type EventInsertSql = (from: SQL, payload: SQL, userId: SQL) => SQL;

// One function per event name, the same each time: a statement built once around it
// (rawStatement) is kept per function.
const eventInserts = new Map<string, EventInsertSql>();
export function eventInsertSql(name: string): EventInsertSql {
  let insert = eventInserts.get(name);
  if (!insert) {
    insert = (from, payload, userId) => sql`insert into domain_events (name, payload, user_id) select ${name}::text, ${payload}, ${userId} from ${from}`;
    eventInserts.set(name, insert);
  }
  return insert;
}

// claimEvents' statement, its SQL built once (server/perf/prepared.ts).
const claimStatement = rawStatement<{ id: string | number; name: string; payload: Record<string, unknown>; attempts: number }>(
  "events_claim",
  () => sql`
    update domain_events d
       set attempts = d.attempts + 1,
           available_at = clock_timestamp() + make_interval(secs => ${sql.placeholder("leaseSeconds")}::float8)
      from (select id from domain_events
             where processed_at is null and available_at <= statement_timestamp()
             order by id
             limit ${sql.placeholder("limit")}::int
             for update skip locked) due
     where d.id = due.id
    returning d.id, d.name, d.payload, d.attempts`,
);

/**
 * Takes up to `limit` due events, oldest first, leasing them for `leaseMs` (attempts counts the
 * claim). "Due" compares with the statement's start time, not clock_timestamp(): a volatile
 * function cannot bound the index scan, so each claim filtered every pending entry of the index
 * (half of the claim's PostgreSQL time under the write load, docs/benchmarks-log.md).
 */
export async function claimEvents(db: DbOrTx, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
  const rows = await claimStatement(db, { leaseSeconds: leaseMs / 1000, limit });
  return rows.map((r) => ({ id: Number(r.id), name: r.name, payload: r.payload, attempts: r.attempts })).sort((a, b) => a.id - b.id);
}

const markProcessedStatement = rawStatement("events_processed", () => sql`update domain_events set processed_at = clock_timestamp(), last_error = null where id = any(${sql.placeholder("ids")}::bigint[])`);

/** Marks applied events processed: one statement for a worker's whole batch. */
export async function markProcessed(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await markProcessedStatement(db, { ids: [...ids] });
}

/** A failed attempt: retried after `retryMs`, or left pending for good (available_at far away) past the last attempt. */
export async function markFailed(db: DbOrTx, id: number, error: string, retryMs: number | null): Promise<void> {
  await db
    .update(domainEvents)
    .set({
      lastError: error.slice(0, 2000),
      availableAt: retryMs === null ? sql`'infinity'::timestamptz` : sql`clock_timestamp() + make_interval(secs => ${retryMs / 1000})`,
    })
    .where(eq(domainEvents.id, id));
}

/** Marks `reaction` applied for the event, in the reaction's own transaction; false when it already was. */
export async function markReactionApplied(tx: DbOrTx, eventId: number, reaction: string): Promise<boolean> {
  const rows = await tx
    .update(domainEvents)
    .set({ applied: sql`array_append(${domainEvents.applied}, ${reaction})` })
    .where(and(eq(domainEvents.id, eventId), sql`not (${reaction} = any(${domainEvents.applied}))`))
    .returning({ id: domainEvents.id });
  return rows.length > 0;
}

/**
 * markReactionApplied for many events as a data-modifying CTE, for a reaction that is a single
 * statement: "mark as (…)" marks `reaction` applied on each event of `eventIds` (a subquery) that
 * did not have it yet and answers their ids; the statement changes its rows only for the events it
 * marked, so the marks and the change commit together without a transaction of their own.
 */
export function reactionMarksSql(eventIds: SQL, reaction: string | Placeholder): SQL {
  return sql`mark as (update domain_events set applied = array_append(applied, ${reaction}::text) where id in ${eventIds} and not (${reaction}::text = any(applied)) returning id)`;
}

/** Processed rows older than `before` are no longer needed (the lag figures read recent ones). */
export async function purgeProcessed(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(domainEvents).where(and(isNotNull(domainEvents.processedAt), lt(domainEvents.processedAt, before)));
}

/** Pending events (not yet applied) and those that gave up, for the operators' health view. */
export async function backlog(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${domainEvents.availableAt} <> 'infinity')::int`,
      failed: sql<number>`count(*) filter (where ${domainEvents.availableAt} = 'infinity')::int`,
    })
    .from(domainEvents)
    .where(isNull(domainEvents.processedAt));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/** The user's events not yet applied (those given up on are not waited for). */
export async function countPendingForUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(and(eq(domainEvents.userId, userId), isNull(domainEvents.processedAt), sql`${domainEvents.availableAt} <> 'infinity'`));
  return row?.n ?? 0;
}

/** Event-to-reaction lag (created -> processed) of the events processed since `since`, in ms. */
export async function lagPercentiles(db: DbOrTx, since: Date): Promise<{ count: number; p50: number | null; p99: number | null; max: number | null }> {
  const result = await db.execute(sql`
    select count(*)::int as count,
           percentile_cont(0.5) within group (order by extract(epoch from processed_at - created_at) * 1000) as p50,
           percentile_cont(0.99) within group (order by extract(epoch from processed_at - created_at) * 1000) as p99,
           max(extract(epoch from processed_at - created_at) * 1000) as max
      from domain_events
     where processed_at is not null and created_at >= ${since.toISOString()}::timestamptz`);
  const r = (result as unknown as { rows: Array<{ count: number; p50: unknown; p99: unknown; max: unknown }> }).rows[0]!;
  const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return { count: Number(r.count), p50: num(r.p50), p99: num(r.p99), max: num(r.max) };
}
