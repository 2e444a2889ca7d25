// The event worker of one server process (docs/events.md): claims due events of domain_events
// (FOR UPDATE SKIP LOCKED, so the workers of several processes share the table), runs the
// reactions subscribed to each, marks it processed. Woken right after a commit that recorded
// events (EventBus.kick) and every EVENTS_POLL_MS, so the events of a process that died are
// applied by another one. A failing event is retried with exponential backoff up to
// EVENTS_MAX_ATTEMPTS, then left pending with its last error (the admin's health view counts it).
import type { AppDeps } from "./deps";
import type { EventMeta } from "./events";
import { claimEvents, markFailed, markProcessed, purgeProcessed, type ClaimedEvent } from "./events.repo";

export type EventWorker = {
  /** Wakes the loops (claims until nothing is due). */
  kick(): void;
  /** Resolves when no loop of this process is at work. */
  idle(): Promise<void>;
  /** Starts the interval poll; returns its stop function. */
  startPolling(): () => Promise<void>;
};

type WorkerDeps = Pick<AppDeps, "db" | "events" | "config" | "userReads">;

export function createEventWorker(deps: WorkerDeps): EventWorker {
  const { config } = deps;
  const loops = new Set<Promise<void>>();
  let again = false;
  /** Whether the last claim took a full batch: there is a backlog, so more loops may help. */
  let backlog = false;

  /** A failed attempt of an event: retried later with backoff, or given up after the last one. */
  async function fail(event: ClaimedEvent, err: unknown): Promise<void> {
    const last = event.attempts >= config.EVENTS_MAX_ATTEMPTS;
    const retryMs = last ? null : Math.min(config.EVENTS_RETRY_BASE_MS * 2 ** (event.attempts - 1), 3_600_000);
    console.error(`[eventi] ${event.name} #${event.id} non applicato (tentativo ${event.attempts}${last ? ", ultimo" : ""}):`, err);
    await markFailed(deps.db, event.id, err instanceof Error ? err.message : String(err), retryMs).catch((e) => console.error("[eventi] errore non registrato:", e));
  }

  /** Runs the event's own reactions; true when all of them succeeded. */
  async function apply(event: ClaimedEvent): Promise<boolean> {
    const meta: EventMeta = { eventId: event.id };
    try {
      // Every reaction is idempotent: after a crash or a failure of a later reaction the earlier
      // ones run again and change nothing.
      for (const handler of deps.events.handlersOf(event.name)) await handler(event.payload as never, meta);
      return true;
    } catch (err) {
      await fail(event, err);
      return false;
    }
  }

  /** Runs the batch reactions of `name` once for its events of the batch; the failed ones are answered. */
  async function applyBatch(name: string, events: ClaimedEvent[]): Promise<ClaimedEvent[]> {
    try {
      for (const handler of deps.events.batchHandlersOf(name)) await handler(events.map((e) => ({ payload: e.payload as never, meta: { eventId: e.id } })));
      return [];
    } catch (err) {
      await Promise.all(events.map((e) => fail(e, err)));
      return events;
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const batch = await claimEvents(deps.db, config.EVENTS_BATCH_SIZE, config.EVENTS_LEASE_MS);
        backlog = batch.length >= config.EVENTS_BATCH_SIZE;
        if (batch.length === 0) break;
        // One user's events in order, different users' side by side: under load the worker's
        // statements wait in the same pool as the requests', one chain per user keeps its share.
        const byUser = new Map<unknown, ClaimedEvent[]>();
        for (const event of batch) {
          const key = event.payload.userId ?? `event:${event.id}`;
          const list = byUser.get(key);
          if (list) list.push(event);
          else byUser.set(key, [event]);
        }
        const failed = new Set<ClaimedEvent>();
        const byName = new Map<string, ClaimedEvent[]>();
        for (const event of batch) {
          if (deps.events.batchHandlersOf(event.name).length === 0) continue;
          const list = byName.get(event.name);
          if (list) list.push(event);
          else byName.set(event.name, [event]);
        }
        await Promise.all([
          ...[...byUser.values()].map(async (events) => {
            for (const event of events) if (!(await apply(event))) failed.add(event);
          }),
          // The batch reactions (one statement for many events) beside the users' chains.
          ...[...byName].map(async ([name, events]) => {
            for (const event of await applyBatch(name, events)) failed.add(event);
          }),
        ]);
        const applied = batch.filter((e) => !failed.has(e));
        // The batch's applied events are marked processed in one statement (docs/events.md); a
        // crash before it leaves them to be applied again, which the idempotent reactions allow.
        await markProcessed(
          deps.db,
          applied.map((e) => e.id),
        );
        // The user's reads in this process see the reactions now, before the database's notice
        // comes (docs/scale-out.md, "Letture dell'utente in cache").
        for (const event of applied) if (typeof event.payload.userId === "number") deps.userReads.invalidateUser(event.payload.userId);
        // A batch that was not full took every event due when it was claimed; the events committed
        // since then kicked the worker (another loop, or `again`), and those of other processes
        // come with the poll: asking once more would only find nothing, at the cost of a statement.
        if (batch.length < config.EVENTS_BATCH_SIZE) break;
      }
    } while (again);
  }

  /**
   * Wakes a loop. While one runs and its last claim was not full, a kick only asks it to claim
   * again when done: the events committed meanwhile then go in one larger batch, whose reactions
   * cost a few statements for all of them (docs/events.md, "Loops and batches"). A further loop, up
   * to EVENTS_WORKER_CONCURRENCY, starts only when the last claim was full (a backlog).
   */
  function kick(): void {
    if (loops.size >= (backlog ? config.EVENTS_WORKER_CONCURRENCY : 1)) {
      again = true;
      return;
    }
    const p: Promise<void> = loop()
      .catch((err) => console.error("[eventi] lettura degli eventi non riuscita:", err))
      .finally(() => loops.delete(p));
    loops.add(p);
  }

  async function idle(): Promise<void> {
    while (loops.size > 0) await Promise.all([...loops]);
  }

  function startPolling(): () => Promise<void> {
    const timers: NodeJS.Timeout[] = [];
    if (config.EVENTS_POLL_MS > 0) timers.push(setInterval(kick, config.EVENTS_POLL_MS));
    // Processed rows are kept EVENTS_RETENTION_HOURS (the lag figures), then deleted.
    const purge = () => purgeProcessed(deps.db, new Date(Date.now() - config.EVENTS_RETENTION_HOURS * 3_600_000)).catch((err) => console.error("[eventi] pulizia non riuscita:", err));
    timers.push(setInterval(purge, 15 * 60_000));
    for (const t of timers) t.unref();
    kick(); // events left by a previous run
    return async () => {
      for (const t of timers) clearInterval(t);
      await idle();
    };
  }

  return { kick, idle, startPolling };
}
