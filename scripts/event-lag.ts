// Event-to-reaction lag for the benchmarks (docs/events.md): once every domain event is applied
// (or `waitMs` passed), the p50 / p99 / max of processed_at - created_at of the events created
// since `since`, read from the bench's database. bench-api prints it under its table.
import { openDatabase } from "../server/db/client";
import { backlog, lagPercentiles } from "../server/events.repo";

export type EventLag = { count: number; p50: number | null; p99: number | null; max: number | null; pending: number };

export async function measureEventLag(databaseUrl: string, since: Date, waitMs = 15_000): Promise<EventLag> {
  const database = await openDatabase({ databaseUrl, poolMax: 1 });
  try {
    const deadline = Date.now() + waitMs;
    let left = await backlog(database.db);
    while (left.pending > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      left = await backlog(database.db);
    }
    return { ...(await lagPercentiles(database.db, since)), pending: left.pending };
  } finally {
    await database.close();
  }
}

export const formatEventLag = (l: EventLag) =>
  `event-to-reaction lag: ${l.count} events, p50 ${l.p50 ?? "-"} ms, p99 ${l.p99 ?? "-"} ms, max ${l.max ?? "-"} ms${l.pending ? `, ${l.pending} still pending` : ""}`;
