// Read-your-writes for what other features do after a write (docs/events.md): points, badges,
// challenges and alerts are applied by the server's event worker just after the write answered.
// The reads are refreshed at once and again when the user has no event left to apply.
import { eventsContract } from "@shared/contracts/events";
import { call } from "./api";

/** How long the client waits for the user's events at most (a worker stopped longer: the next visit shows them). */
export const AFTER_EVENTS_WAIT_MS = 30_000;
/** The first checks, every 150 ms: the worker usually applies the events within a few hundred ms. */
const FIRST_STEP_MS = 150;
const FAST_CHECKS_MS = 2000;
/** Then each wait is 1,5 times the last, up to 2 s: a busy server is not asked 200 times. */
const MAX_STEP_MS = 2000;

/** The wait before the next check, `elapsedMs` after the first and `lastStepMs` after the last. */
function nextStepMs(elapsedMs: number, lastStepMs: number): number {
  return elapsedMs < FAST_CHECKS_MS ? FIRST_STEP_MS : Math.min(MAX_STEP_MS, Math.round(lastStepMs * 1.5));
}

export function refreshNowAndAfterEvents(refresh: () => void): void {
  refresh();
  void (async () => {
    const started = Date.now();
    let step = FIRST_STEP_MS;
    for (;;) {
      let pending: unknown;
      try {
        pending = (await call(eventsContract.pending)).pending;
      } catch {
        return; // signed out, offline: nothing to refresh
      }
      if (typeof pending !== "number") return; // not this API (an older server): nothing to wait for
      if (pending === 0) break;
      const elapsed = Date.now() - started;
      if (elapsed > AFTER_EVENTS_WAIT_MS) return;
      step = nextStepMs(elapsed, step);
      await new Promise((r) => setTimeout(r, step));
    }
    refresh();
  })();
}
