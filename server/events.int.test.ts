import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, isRealPostgres, type TestContext } from "./test/harness";
import { EventBus } from "./events";
import { createEventWorker } from "./events-worker";
import { backlog, lagPercentiles } from "./events.repo";
import { domainEvents } from "./db/schema";
import { authContract } from "@shared/contracts/auth";
import { expensesContract } from "@shared/contracts/expenses";
import { gamificationContract } from "@shared/contracts/gamification";

// The asynchronous path of domain events (docs/events.md): this app does not hold answers until
// the worker is idle (settleEvents: false), so the tests see what a client sees.
let ctx: TestContext;
beforeAll(async () => {
  // The retry delay is long enough that the loop which failed an event does not claim it again
  // before the test reads the first attempt (10 ms did, on a loaded machine).
  ctx = await createTestContext({ settleEvents: false, config: { EVENTS_MAX_ATTEMPTS: "2", EVENTS_RETRY_BASE_MS: "300" } });
});
afterAll(() => ctx.close());

/**
 * The worker logs each failed reaction with its error (docs/events.md): expected in the tests that
 * make a reaction fail, where a stack trace in the output would read as a failure. Only the
 * failures of `message` are held back and counted; any other log goes through.
 */
function expectFailureLogs(message: string) {
  const original = console.error.bind(console);
  const held: unknown[][] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("non applicato") && args[1] instanceof Error && args[1].message === message) held.push(args);
    else original(...args);
  });
  return {
    held,
    restore: () => spy.mockRestore(),
  };
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const points = async (agent: Agent) => (await call(agent, authContract.user)).body.points as number;
const progressOf = async (agent: Agent, challengeId: number) =>
  ((await call(agent, gamificationContract.userChallenges)).body as Array<{ challengeId: number; currentProgress: number }>).find((c) => c.challengeId === challengeId)?.currentProgress;

async function startExpensesChallenge(agent: Agent): Promise<number> {
  const list = (await call(agent, gamificationContract.activeChallenges)).body as Array<{ id: number; code: string }>;
  const id = list.find((c) => c.code === "registra-5-spese")!.id;
  expect((await call(agent, gamificationContract.startChallenge).send({ challengeId: id })).status).toBe(200);
  return id;
}

describe("eventi di dominio", () => {
  it("la spesa è registrata con il suo evento; le reazioni arrivano dopo la risposta, una volta", async () => {
    const { agent, user } = await ctx.signUp();
    await ctx.deps.events.idle();
    const challengeId = await startExpensesChallenge(agent);
    const res = await call(agent, expensesContract.create).send({ description: "Spesa", amount: "12,50", category: "desideri", date: today() });
    expect(res.status).toBe(201);
    const rows = await ctx.db.select().from(domainEvents).where(eq(domainEvents.userId, user.id));
    expect(rows.map((r) => r.name)).toContain("expense.created");
    await expect.poll(() => progressOf(agent, challengeId)).toBe(1);
    await expect.poll(async () => (await ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} = ${user.id} and processed_at is null`)).length).toBe(0);
    const lag = await lagPercentiles(ctx.db, new Date(Date.now() - 60_000));
    expect(lag.count).toBeGreaterThan(0);
    expect(lag.p99).not.toBeNull();
  });

  it("lo stesso evento applicato due volte ha un solo effetto (punti, sfida, giorno di attività)", async () => {
    const { agent, user } = await ctx.signUp();
    const challengeId = await startExpensesChallenge(agent);
    const lesson = (await ctx.db.execute(sql`select id, course_id from lessons order by id limit 1`)) as unknown as { rows: Array<{ id: number; course_id: number }> };
    const { id: lessonId, course_id: courseId } = lesson.rows[0]!;
    const before = await points(agent);
    await ctx.publish("lesson.completed", { userId: user.id, lessonId, courseId });
    await ctx.publish("expense.created", { userId: user.id, expenseId: 1, amount: "5.00", category: "desideri", date: today() });
    expect(await points(agent)).toBe(before + 10);
    expect(await progressOf(agent, challengeId)).toBe(1);
    // As after a crash between the reactions and the "processed" mark: every event runs again.
    await ctx.db.update(domainEvents).set({ processedAt: null, availableAt: sql`clock_timestamp()` }).where(eq(domainEvents.userId, user.id));
    ctx.deps.events.kick();
    await ctx.deps.events.idle();
    expect((await ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} = ${user.id} and processed_at is null`)).length).toBe(0);
    expect(await points(agent)).toBe(before + 10);
    expect(await progressOf(agent, challengeId)).toBe(1);
    const days = (await ctx.db.execute(sql`select count(*)::int as n from activity_days where user_id = ${user.id}`)) as unknown as { rows: Array<{ n: number }> };
    expect(days.rows[0]!.n).toBe(1);
  });

  it("Premium: la spesa e il suo evento in una sola istruzione, con lo stesso contenuto della risposta", async () => {
    const { agent, user } = await ctx.signUpPremium();
    await ctx.deps.events.idle();
    const challengeId = await startExpensesChallenge(agent);
    const res = await call(agent, expensesContract.create).send({ description: "Cena", amount: "1.234,5", category: "desideri", date: today() });
    expect(res.status).toBe(201);
    const [event] = await ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} = ${user.id} and ${domainEvents.name} = 'expense.created'`);
    expect(event!.payload).toEqual({ userId: user.id, expenseId: res.body.id, amount: "1234.50", category: "desideri", date: today() });
    expect(res.body).toMatchObject({ amount: "1234.50", date: today(), category: "desideri" });
    await expect.poll(() => progressOf(agent, challengeId)).toBe(1);
  });

  it("una sfida raggiunta ma non completata (un'applicazione interrotta) è completata quando l'evento è applicato di nuovo, una volta", async () => {
    const { agent, user } = await ctx.signUp();
    const challengeId = await startExpensesChallenge(agent);
    const before = await points(agent);
    await ctx.publish("expense.created", { userId: user.id, expenseId: 1, amount: "5.00", category: "desideri", date: today() });
    expect(await progressOf(agent, challengeId)).toBe(1);
    // As if that run's +1 had reached the target and the process had died before completing the
    // challenge and marking the event processed: the event is applied again.
    await ctx.db.execute(sql`update user_challenges uc set current_progress = c.target_value from challenges c where c.id = uc.challenge_id and uc.user_id = ${user.id} and uc.challenge_id = ${challengeId}`);
    for (let i = 0; i < 2; i++) {
      await ctx.db.update(domainEvents).set({ processedAt: null, availableAt: sql`clock_timestamp()` }).where(eq(domainEvents.userId, user.id));
      ctx.deps.events.kick();
      await ctx.deps.events.idle();
    }
    const mine = ((await call(agent, gamificationContract.userChallenges)).body as Array<{ challengeId: number; completed: boolean; currentProgress: number }>).find((c) => c.challengeId === challengeId);
    expect(mine).toMatchObject({ completed: true, currentProgress: 5 });
    const reward = ((await call(agent, gamificationContract.activeChallenges)).body as Array<{ id: number; pointsReward: number }>).find((c) => c.id === challengeId)!.pointsReward;
    expect(await points(agent)).toBe(before + reward);
  });

  it("una reazione che fallisce è ritentata, poi resta visibile con il suo errore", async () => {
    const logs = expectFailureLogs("servizio esterno giù");
    onTestFinished(logs.restore);
    const { user } = await ctx.signUp();
    let calls = 0;
    ctx.deps.events.on("subscription.trial_started", ({ userId }) => {
      if (userId !== user.id) return;
      calls++;
      throw new Error("servizio esterno giù");
    });
    await ctx.publish("subscription.trial_started", { userId: user.id });
    const row = async () => (await ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} = ${user.id} and ${domainEvents.name} = 'subscription.trial_started'`))[0]!;
    expect(await row()).toMatchObject({ attempts: 1, lastError: "servizio esterno giù", processedAt: null });
    // The retry is due after EVENTS_RETRY_BASE_MS; a kick (or the poll) takes it.
    await expect
      .poll(async () => {
        ctx.deps.events.kick();
        await ctx.deps.events.idle();
        return (await row()).attempts;
      })
      .toBe(2);
    expect(calls).toBe(2);
    // EVENTS_MAX_ATTEMPTS (2) reached: no further attempt, counted as failed for the operators.
    ctx.deps.events.kick();
    await ctx.deps.events.idle();
    expect(calls).toBe(2);
    expect((await backlog(ctx.db)).failed).toBeGreaterThanOrEqual(1);
    // Each failed attempt was logged for the operators, with its error.
    expect(logs.held.map((args) => String(args[0]))).toEqual([expect.stringContaining("(tentativo 1)"), expect.stringContaining("(tentativo 2, ultimo)")]);
  });
});

describe("reazioni di gruppo (onBatch)", () => {
  it("tre spese di un utente prese insieme: la sfida avanza di tre, una volta sola anche se riapplicate", async () => {
    const { agent, user } = await ctx.signUp();
    const challengeId = await startExpensesChallenge(agent);
    await ctx.deps.events.transaction(ctx.db, async (tx) => {
      for (let i = 1; i <= 3; i++) await ctx.deps.events.record(tx, "expense.created", { userId: user.id, expenseId: i, amount: "5.00", category: "desideri", date: today() });
    });
    await ctx.deps.events.idle();
    await expect.poll(() => progressOf(agent, challengeId)).toBe(3);
    await ctx.db.update(domainEvents).set({ processedAt: null, availableAt: sql`clock_timestamp()` }).where(eq(domainEvents.userId, user.id));
    ctx.deps.events.kick();
    await ctx.deps.events.idle();
    expect((await ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} = ${user.id} and processed_at is null`)).length).toBe(0);
    expect(await progressOf(agent, challengeId)).toBe(3);
  });

  it("una reazione di gruppo che fallisce fa ritentare ogni evento che le era stato dato; poi sono applicati", async () => {
    const logs = expectFailureLogs("gruppo giù");
    onTestFinished(logs.restore);
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const ours = new Set([a.user.id, b.user.id]);
    const failedWith: number[] = [];
    const appliedFor: number[] = [];
    ctx.deps.events.onBatch("subscription.trial_started", async (events) => {
      const mine = events.filter((e) => ours.has(e.payload.userId));
      if (mine.length === 0) return;
      if (failedWith.length === 0) {
        failedWith.push(...mine.map((e) => e.meta.eventId!));
        throw new Error("gruppo giù");
      }
      appliedFor.push(...mine.map((e) => e.payload.userId));
    });
    await ctx.deps.events.transaction(ctx.db, async (tx) => {
      await ctx.deps.events.record(tx, "subscription.trial_started", { userId: a.user.id });
      await ctx.deps.events.record(tx, "subscription.trial_started", { userId: b.user.id });
    });
    await ctx.deps.events.idle();
    const rows = async () => ctx.db.select().from(domainEvents).where(sql`${domainEvents.userId} in (${a.user.id}, ${b.user.id}) and ${domainEvents.name} = 'subscription.trial_started'`);
    expect(failedWith.length).toBeGreaterThan(0);
    expect(logs.held.length).toBeGreaterThanOrEqual(failedWith.length); // each failed event logged once
    for (const r of (await rows()).filter((r) => failedWith.includes(r.id))) expect(r).toMatchObject({ attempts: 1, lastError: "gruppo giù", processedAt: null });
    await expect
      .poll(
        async () => {
          ctx.deps.events.kick();
          await ctx.deps.events.idle();
          return (await rows()).filter((r) => r.processedAt === null).length;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(appliedFor.sort((x, y) => x - y)).toEqual([a.user.id, b.user.id].sort((x, y) => x - y));
  });
});

describe("due worker sulla stessa tabella", () => {
  it(`ogni evento è preso da un solo worker (FOR UPDATE SKIP LOCKED${isRealPostgres() ? ", PostgreSQL" : ", PGlite"})`, async () => {
    const seen: number[][] = [[], []];
    const workers = [0, 1].map((i) => {
      const bus = new EventBus();
      bus.on("study.done", async (_p, meta) => {
        seen[i]!.push(meta.eventId!);
        await new Promise((r) => setTimeout(r, 1));
      });
      const worker = createEventWorker({ db: ctx.db, events: bus, userReads: ctx.deps.userReads, config: { ...ctx.deps.config, EVENTS_BATCH_SIZE: 5, EVENTS_WORKER_CONCURRENCY: 2 } });
      bus.attachWorker(worker);
      return { bus, worker };
    });
    // The app's own worker must not take these: they are recorded without its kick, and its
    // handlers of study.done would only add activity days of a user that does not exist.
    const ids = await ctx.db.transaction(async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < 120; i++) {
        const [row] = await tx.insert(domainEvents).values({ name: "study.done", payload: { userId: -1 }, userId: null }).returning({ id: domainEvents.id });
        out.push(row!.id);
      }
      return out;
    });
    for (const w of workers) w.worker.kick();
    await Promise.all(workers.map((w) => w.worker.idle()));
    const all = [...seen[0]!, ...seen[1]!].filter((id) => ids.includes(id));
    expect(all.sort((a, b) => a - b)).toEqual(ids);
    if (isRealPostgres()) expect(seen[0]!.length > 0 && seen[1]!.length > 0).toBe(true);
  });

  it("gli eventi registrati mentre il worker è al lavoro sono applicati subito dopo, senza attendere il controllo periodico", async () => {
    // The app's own worker is idle first, so only this test's worker takes these events.
    await ctx.deps.events.idle();
    const applied: number[] = [];
    const bus = new EventBus();
    let recorded = 0;
    bus.on("study.done", async (p) => {
      const n = (p as unknown as { n: number }).n;
      applied.push(n);
      // While the first batch is at work, three more events are committed (each kicks the worker).
      if (n === 0) for (let i = 1; i <= 3; i++) await bus.recordAlone(ctx.db, "study.done", { userId: -2, n: (recorded = i) } as never);
    });
    const worker = createEventWorker({ db: ctx.db, events: bus, userReads: ctx.deps.userReads, config: { ...ctx.deps.config, EVENTS_BATCH_SIZE: 10, EVENTS_WORKER_CONCURRENCY: 1 } });
    bus.attachWorker(worker);
    await bus.recordAlone(ctx.db, "study.done", { userId: -2, n: 0 } as never);
    // No polling is started here: only the kicks can bring the later events in.
    await expect.poll(() => applied.length, { timeout: 30_000 }).toBe(4);
    await worker.idle();
    expect(recorded).toBe(3);
    expect([...applied].sort()).toEqual([0, 1, 2, 3]);
  });

  it("gli eventi registrati mentre un ciclo lavora su un lotto non pieno vanno insieme nel lotto seguente, non in cicli nuovi da un evento l'uno", async () => {
    await ctx.deps.events.idle();
    const sizes: number[] = [];
    const bus = new EventBus();
    bus.onBatch("study.done", async (events) => {
      sizes.push(events.length);
    });
    bus.on("study.done", async (p) => {
      // While the first batch (one event) is at work, three more are committed, each with its kick.
      if ((p as unknown as { n: number }).n === 0) for (let i = 1; i <= 3; i++) await bus.recordAlone(ctx.db, "study.done", { userId: -3, n: i } as never);
    });
    const worker = createEventWorker({ db: ctx.db, events: bus, userReads: ctx.deps.userReads, config: { ...ctx.deps.config, EVENTS_BATCH_SIZE: 10, EVENTS_WORKER_CONCURRENCY: 4 } });
    bus.attachWorker(worker);
    await bus.recordAlone(ctx.db, "study.done", { userId: -3, n: 0 } as never);
    await expect.poll(() => sizes.reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBe(4);
    await worker.idle();
    // One loop: the three later events in one batch (their reactions' statements once), not three loops of one.
    expect(sizes).toEqual([1, 3]);
  });
});
