import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { apiClient, hasPostgresBinaries, startOwnPostgres, startServerProcess, type ServerProcess } from "./test/harness";
import { alertsContract } from "@shared/contracts/alerts";
import { authContract } from "@shared/contracts/auth";
import { calculatorsContract } from "@shared/contracts/calculators";
import { expensesContract } from "@shared/contracts/expenses";
import { gamificationContract } from "@shared/contracts/gamification";

// The kill test of docs/events.md: a process dies between the commit of an expense and the
// reactions to it; another process applies them, exactly once.
const skip = !hasPostgresBinaries() && !process.env.CI;

let db: Awaited<ReturnType<typeof startOwnPostgres>>;
const started: ServerProcess[] = [];
const start = async (env: Record<string, string> = {}) => {
  const p = await startServerProcess({ DATABASE_URL: db.url, EVENTS_POLL_MS: "200", ...env });
  started.push(p);
  return p;
};

beforeAll(async () => {
  if (skip) return;
  db = await startOwnPostgres();
}, 120_000);

afterAll(async () => {
  for (const p of started) p.child.kill("SIGKILL");
  db?.destroy();
});

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());

describe.skipIf(skip)("processo ucciso tra il commit e le reazioni", () => {
  it("la spesa è salvata e un altro processo ne applica le reazioni una sola volta", async () => {
    const first = await start();
    const c = apiClient(first.url);
    expect((await c.call(authContract.register, { body: { email: "crash@esempio.it", password: "password123" } })).status).toBe(201);
    // A budget (necessità 50 % of 1.000 €) and the weekly expenses challenge, before the crash.
    expect((await c.call(calculatorsContract.saveBudget, { body: { monthlyIncome: "1000" } })).status).toBe(201);
    const challenges = (await c.call(gamificationContract.activeChallenges)).body as Array<{ id: number; code: string }>;
    const weekly = challenges.find((x) => x.code === "registra-5-spese")!;
    expect((await c.call(gamificationContract.startChallenge, { body: { challengeId: weekly.id } })).status).toBe(200);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const pending = async () => Number((await client.query("select count(*) from domain_events where processed_at is null")).rows[0].count);
      await expect.poll(pending, { timeout: 20_000 }).toBe(0);
      first.child.kill("SIGKILL");
      await first.exited;

      // This process dies right after the expense's commit (EVENTS_CRASH_AFTER_COMMIT).
      const doomed = await start({ EVENTS_CRASH_AFTER_COMMIT: "1" });
      const answer = await c.call(expensesContract.create, { body: { description: "Affitto", amount: "600,00", category: "necessita", date: today() } }, doomed.url).catch((err: Error) => err);
      expect(answer).toBeInstanceOf(Error); // no answer: the process was killed
      expect(await doomed.exited).toBeNull(); // killed by a signal, not an exit code
      expect((await client.query("select count(*) from expenses where description = 'Affitto'")).rows[0].count).toBe("1");
      const events = await client.query("select name, processed_at from domain_events where name = 'expense.created'");
      expect(events.rows).toEqual([{ name: "expense.created", processed_at: null }]);
      expect((await client.query("select count(*) from alerts where alert_type = 'budget_exceeded'")).rows[0].count).toBe("0");

      // Another process picks the event up (its poll) and applies every reaction once.
      const second = await start();
      const alerts = async () => ((await c.call(alertsContract.list, {}, second.url)).body as Array<{ alertType: string }>).filter((a) => a.alertType === "budget_exceeded").length;
      await expect.poll(alerts, { timeout: 20_000 }).toBe(1);
      await expect.poll(pending, { timeout: 20_000 }).toBe(0);
      const progress = async () => ((await c.call(gamificationContract.userChallenges, {}, second.url)).body as Array<{ challengeId: number; currentProgress: number }>).find((x) => x.challengeId === weekly.id)?.currentProgress;
      expect(await progress()).toBe(1);

      // Applied again (as after a crash right before the "processed" mark): nothing doubles.
      await client.query("update domain_events set processed_at = null, available_at = clock_timestamp() where name = 'expense.created'");
      await expect.poll(pending, { timeout: 20_000 }).toBe(0);
      expect(await alerts()).toBe(1);
      expect(await progress()).toBe(1);
      const days = await client.query("select count(*) from activity_days");
      expect(days.rows[0].count).toBe("1");
    } finally {
      await client.end();
    }
  });
});
