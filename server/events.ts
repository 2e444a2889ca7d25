// The domain events one feature emits and others subscribe to (ARCHITECTURE rule 5, docs/events.md).
//
// Durable events (DURABLE_EVENTS) are the ones other features react to with database work: the
// emitting service records them IN ITS OWN TRANSACTION (events.record(tx, …) inside
// events.transaction(db, …)), and the event worker of any server process applies the reactions
// after the commit (server/events-worker.ts): at least once, each reaction idempotent. The
// request answers right after its commit and does not wait for them.
// The other events stay in-process: emit() runs their handlers at once (cache invalidations,
// the admin audit written by the action itself, newsletter mail). onCommit() handlers of a
// durable event run in the emitting process right after the commit (in-memory caches only).
import type { DbOrTx, Tx } from "./db/client";
import { eventInsertSql, insertEvent, markReactionApplied, type EventInsertSql } from "./events.repo";
import type { EventWorker } from "./events-worker";

export type DomainEvents = {
  "user.registered": { userId: number; email: string };
  "budget.saved": { userId: number; budgetId: number; monthlyIncome: string; necessities: string; wants: string; savings: string };
  /** The family chose its own split (docs/plan.md, "La ripartizione della famiglia"): the saved budget is split again. */
  "budget.split_changed": { userId: number; necessities: number; wants: number; savings: number };
  "pac.simulated": { userId: number; simulationId: number };
  "calculator.completed": { userId: number; calculator: "budget" | "pac" | "mortgage" };
  "lesson.completed": { userId: number; lessonId: number; courseId: number };
  /** Any scored quiz attempt or review answer: a day of study for the streak (docs/gamification.md). */
  "study.done": { userId: number };
  "expense.created": { userId: number; expenseId: number; amount: string; category: string; date: string };
  "expense.deleted": { userId: number; expenseId: number; category: string; date: string };
  "expense.updated": { userId: number; expenseId: number; amount: string; category: string; date: string; previousDate: string };
  /** Undo of a delete: the same expense is back. */
  "expense.restored": { userId: number; expenseId: number; category: string; date: string };
  /** A recurring expense's occurrence was not created: the free user's month was full. */
  "recurring.skipped_limit": { userId: number; recurringId: number; description: string; amount: string; month: string };
  "challenge.completed": { userId: number; challengeId: number; pointsReward: number };
  "premium.changed": { userId: number; isPremium: boolean };
  "subscription.trial_started": { userId: number };
  "blog.published": { articleId: number; slug: string };
  "newsletter.subscribed": { email: string; userId: number | null; source: string };
  /** A pending newsletter address must confirm: the token goes only into the e-mail. */
  "newsletter.confirmation_requested": { email: string; token: string };
  /** A published article left the site (unpublished, deleted, or turned back into a draft). */
  "blog.unpublished": { articleId: number; slug: string };
  /** An administrator's action for the audit log (server/features/blog/admin-audit.ts). */
  "admin.action": { actorId: number; action: string; target: string; before: unknown; after: unknown };
  /** An administrator answered a feedback item publicly: its author gets an alert. */
  "feedback.replied": { feedbackId: number; userId: number; reply: string };
};

/** Events written to domain_events with the change and applied by the worker (docs/events.md). */
export const DURABLE_EVENTS = [
  "user.registered",
  "budget.saved",
  "budget.split_changed",
  "pac.simulated",
  "calculator.completed",
  "lesson.completed",
  "study.done",
  "expense.created",
  "expense.deleted",
  "expense.updated",
  "expense.restored",
  "recurring.skipped_limit",
  "premium.changed",
  "subscription.trial_started",
  "feedback.replied",
] as const satisfies readonly (keyof DomainEvents)[];

export type EventName = keyof DomainEvents;
export type DurableEventName = (typeof DURABLE_EVENTS)[number];
export type LocalEventName = Exclude<EventName, DurableEventName>;
/** What a reaction knows besides the payload: the outbox row's id (null for an in-process event). */
export type EventMeta = { eventId: number | null };
type Handler<E extends EventName> = (payload: DomainEvents[E], meta: EventMeta) => Promise<unknown> | void;
type BatchHandler<E extends EventName> = (events: Array<{ payload: DomainEvents[E]; meta: EventMeta }>) => Promise<unknown>;
type Recorded = { name: DurableEventName; payload: unknown };


export class EventBus {
  private handlers = new Map<EventName, Handler<never>[]>();
  private commitHandlers = new Map<EventName, Handler<never>[]>();
  private batchHandlers = new Map<EventName, BatchHandler<never>[]>();
  private recorded = new WeakMap<object, Recorded[]>();
  private worker: EventWorker | null = null;

  /** A reaction: for a durable event it runs in the worker (idempotent!), otherwise at emit(). */
  on<E extends EventName>(name: E, handler: Handler<E>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
  }

  /**
   * A reaction to every claimed event of `name` at once (the worker's batch): one statement for
   * many events rather than one each. Idempotent like any reaction; when it throws, every event
   * of the batch it was given is retried.
   */
  onBatch<E extends DurableEventName>(name: E, handler: BatchHandler<E>): void {
    const list = this.batchHandlers.get(name) ?? [];
    list.push(handler as BatchHandler<never>);
    this.batchHandlers.set(name, list);
  }

  /** In-memory work of the emitting process right after the commit of a durable event (caches). */
  onCommit<E extends DurableEventName>(name: E, handler: Handler<E>): void {
    const list = this.commitHandlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.commitHandlers.set(name, list);
  }

  /** An in-process event: its handlers run now; a failing one is logged, never fails the caller. */
  async emit<E extends LocalEventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    await this.run(name, payload, { eventId: null });
  }

  /** Writes a durable event in the transaction of the change it describes. */
  async record<E extends DurableEventName>(tx: Tx, name: E, payload: DomainEvents[E]): Promise<void> {
    const userId = "userId" in payload && typeof payload.userId === "number" ? payload.userId : null;
    await insertEvent(tx, { name, payload: payload as Record<string, unknown>, userId });
    const list = this.recorded.get(tx) ?? [];
    list.push({ name, payload });
    this.recorded.set(tx, list);
  }

  /**
   * db.transaction(fn), then, once committed, the onCommit handlers of the events fn recorded and a
   * kick of this process's worker (no polling delay).
   */
  async transaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let txRef: Tx | null = null;
    const result = await db.transaction(async (tx) => {
      txRef = tx;
      return fn(tx);
    });
    const list = txRef ? this.recorded.get(txRef) : undefined;
    if (list?.length) {
      this.recorded.delete(txRef!);
      await this.afterCommit(list);
    }
    return result;
  }

  /** The onCommit handlers of committed events, then a kick of this process's worker. */
  private async afterCommit(list: Recorded[]): Promise<void> {
    for (const e of list) {
      for (const handler of this.commitHandlers.get(e.name) ?? []) {
        try {
          await (handler as Handler<DurableEventName>)(e.payload as never, { eventId: null });
        } catch (err) {
          console.error(`[eventi] gestore locale di ${e.name} fallito:`, err);
        }
      }
    }
    this.kick();
  }

  /**
   * Changes made by one statement, each with its durable event in that same statement (no
   * transaction, so no BEGIN and COMMIT round trips; several changes when requests are grouped,
   * server/perf/statement-group.ts): `statement` gets the event's insert (eventInsertSql) to put in its
   * SQL, runs it, and answers each change's result with its payload as the SQL recorded it. Then,
   * as after transaction(), the onCommit handlers and the worker's kick.
   */
  async recordInStatement<E extends DurableEventName, T>(name: E, statement: (insertEvent: EventInsertSql) => Promise<Array<{ result: T; payload: DomainEvents[E] }>>): Promise<T[]> {
    const made = await statement(eventInsertSql(name));
    await this.afterCommit(made.map((m) => ({ name, payload: m.payload })));
    return made.map((m) => m.result);
  }

  /**
   * recordInStatement inside the caller's transaction (one of this bus's transaction()): the
   * statement writes its changes and their events together; the onCommit handlers and the kick
   * come when that transaction commits, as for record().
   */
  async recordInTransaction<E extends DurableEventName, T>(tx: Tx, name: E, statement: (insertEvent: EventInsertSql) => Promise<Array<{ result: T; payload: DomainEvents[E] }>>): Promise<T[]> {
    const made = await statement(eventInsertSql(name));
    const list = this.recorded.get(tx) ?? [];
    for (const m of made) list.push({ name, payload: m.payload });
    this.recorded.set(tx, list);
    return made.map((m) => m.result);
  }

  /**
   * A reaction that is not idempotent by itself: fn runs in a transaction that also marks it
   * applied for this event, so a re-run of the event skips it (returns null then).
   */
  async once<T>(db: DbOrTx, meta: EventMeta, reaction: string, fn: (tx: Tx) => Promise<T>): Promise<T | null> {
    return db.transaction(async (tx) => {
      if (meta.eventId !== null && !(await markReactionApplied(tx, meta.eventId, reaction))) return null;
      return fn(tx);
    });
  }

  /** A durable event on its own, in a transaction of its own (tests and scripts). */
  async recordAlone<E extends DurableEventName>(db: DbOrTx, name: E, payload: DomainEvents[E]): Promise<void> {
    await this.transaction(db, (tx) => this.record(tx, name, payload));
  }

  /** Wakes the worker of this process (createApp attaches it). */
  kick(): void {
    this.worker?.kick();
  }

  /** Resolves once this process's worker has nothing in hand (tests, shutdown). */
  async idle(): Promise<void> {
    await this.worker?.idle();
  }

  attachWorker(worker: EventWorker | null): void {
    this.worker = worker;
  }

  /** The worker's interval poll (server.ts, not the tests' in-process apps); returns its stop. */
  startPolling(): () => Promise<void> {
    return this.worker?.startPolling() ?? (async () => {});
  }

  /** The batch reactions subscribed to `name` (the worker runs them once per claimed batch). */
  batchHandlersOf(name: string): ReadonlyArray<BatchHandler<never>> {
    return this.batchHandlers.get(name as EventName) ?? [];
  }

  /** The reactions subscribed to `name` (the worker runs them for a claimed event). */
  handlersOf(name: string): ReadonlyArray<Handler<never>> {
    return this.handlers.get(name as EventName) ?? [];
  }

  private async run<E extends EventName>(name: E, payload: DomainEvents[E], meta: EventMeta): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as Handler<E>)(payload, meta);
      } catch (err) {
        console.error(`[eventi] gestore di ${name} fallito:`, err);
      }
    }
  }
}
