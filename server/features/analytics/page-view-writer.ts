import type { Db } from "../../db/client";
import { insertPageViews, type PageViewRow } from "./analytics.repo";

const MAX_BATCH = 500;

export type PageViewWriterOptions = {
  /** ANALYTICS_FLUSH_MS: how long a view may wait in memory; 0 writes each view before answering. */
  flushMs: number;
  /** ANALYTICS_BUFFER_MAX: most views waiting in memory. */
  bufferMax: number;
};

type Entry = { row: PageViewRow; done?: () => void; fail?: (e: unknown) => void };

/**
 * Page views written in batches (docs/accounts.md, "Analytics"). One statement writes a batch and
 * its roll-up deltas, so the cost per view falls as batches grow.
 *
 * Buffered (flushMs > 0): a view is queued and the request answers at once (202); the queue is
 * written when it holds a full batch or flushMs after its oldest view, whichever comes first. A
 * crash loses at most the views of the last flushMs; stop() (server shutdown, SIGTERM) writes
 * them all. When bufferMax views are waiting, a request waits until the running write has
 * emptied the queue (backpressure: no view is dropped for lack of room).
 *
 * Direct (flushMs = 0, and after stop()): each caller waits for the commit of the batch holding
 * its view (group commit: while one batch is written, the next fills up).
 */
export class PageViewWriter {
  private queue: Entry[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Views accepted (202) whose batch the database refused: lost, and logged. */
  failed = 0;

  constructor(
    private readonly db: Db,
    private readonly options: PageViewWriterOptions,
  ) {}

  /** True when the view is written (committed) before this resolves; false when it is queued. */
  async write(row: PageViewRow): Promise<boolean> {
    if (this.options.flushMs === 0 || this.stopped) {
      await new Promise<void>((done, fail) => {
        this.queue.push({ row, done, fail });
        void this.flush();
      });
      return true;
    }
    while (this.queue.length >= this.options.bufferMax) await this.flush();
    this.queue.push({ row });
    if (this.queue.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
    return false;
  }

  /** Writes every queued view, then stops buffering: later views are written before their answer. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  /** Writes the queue until it is empty; concurrent calls share the running write. */
  private flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
      // A view queued between the last batch and here: a waiting caller needs a write now; a
      // buffered view waits for its timer (write() set it).
      if (this.queue.some((e) => e.done)) void this.flush();
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await insertPageViews(this.db, batch.map((b) => b.row));
        for (const b of batch) b.done?.();
      } catch (err) {
        const accepted = batch.filter((b) => !b.fail).length;
        if (accepted > 0) {
          this.failed += accepted;
          console.error(`[analytics] ${accepted} visite non scritte (totale ${this.failed}):`, err);
        }
        for (const b of batch) b.fail?.(err);
      }
    }
  }
}
