/**
 * Statements shared by concurrent requests (docs/scale-out.md, "Scritture e letture
 * raggruppate"): calls that arrive together go in one statement, for writes a group commit.
 * Each caller still waits for the statement that holds its own item, so nothing is answered
 * before it is committed (no buffering, nothing to lose in a crash); what changes is that N
 * concurrent callers cost one round trip (and one commit) instead of N.
 *
 * A batch starts at the end of the current turn of the event loop (setImmediate), so the items
 * of requests read in the same turn go together; at most `maxInFlight` batches run at once, and
 * the items that arrive meanwhile wait for the next (up to `maxBatch` each). Alone, an item goes
 * in a batch of one with no added wait. When a batch's statement fails, each of its items is run
 * again on its own, so one bad item answers its own error and does not fail the others (unless
 * the error came after the commit: committedError).
 */
export type StatementGroupOptions = {
  /** Most items in one statement. */
  maxBatch: number;
  /** Most statements of this kind running at once (each holds one connection of the pool). */
  maxInFlight: number;
};

/** An error raised after the statement committed: its items are not run again (they would be written twice). */
export function committedError(message: string): Error {
  return Object.assign(new Error(message), { committed: true });
}
const isCommitted = (err: unknown) => typeof err === "object" && err !== null && (err as { committed?: unknown }).committed === true;

type Waiting<I, O> = { item: I; done: (o: O) => void; fail: (e: unknown) => void };

export class StatementGroup<I, O> {
  private queue: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  /** `run` answers one result per item, in the items' order. */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: StatementGroupOptions,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((done, fail) => {
      this.queue.push({ item, done, fail });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) void this.runBatch(this.queue.splice(0, this.options.maxBatch));
    });
  }

  private async runBatch(batch: Waiting<I, O>[]): Promise<void> {
    this.inFlight++;
    try {
      const results = await this.run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw committedError(`statement group: ${results.length} risultati per ${batch.length} elementi`);
      batch.forEach((w, i) => w.done(results[i]!));
    } catch (err) {
      if (batch.length === 1 || isCommitted(err)) for (const w of batch) w.fail(err);
      // Each item on its own: the one that broke the statement gets the error, the others commit.
      else
        await Promise.all(
          batch.map((w) =>
            this.run([w.item]).then(
              (r) => (r.length === 1 ? w.done(r[0]!) : w.fail(err)),
              (e: unknown) => w.fail(e),
            ),
          ),
        );
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }
}
