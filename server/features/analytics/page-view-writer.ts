import type { Db } from "../../db/client";
import { insertPageViews, type PageViewRow } from "./analytics.repo";

const MAX_BATCH = 500;

/**
 * Group commit for page views: while one batch is being written, new views queue up and go in
 * the next statement. Idle, a view is written at once (batch of one); under load, hundreds share
 * one statement and one round of roll-up row locks. Each caller still waits for its own batch to
 * commit before answering, so nothing acknowledged lives only in memory.
 */
export class PageViewWriter {
  private queue: Array<{ row: PageViewRow; done: () => void; fail: (e: unknown) => void }> = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  write(row: PageViewRow): Promise<void> {
    return new Promise((done, fail) => {
      this.queue.push({ row, done, fail });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await insertPageViews(this.db, batch.map((b) => b.row));
          for (const b of batch) b.done();
        } catch (err) {
          for (const b of batch) b.fail(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
