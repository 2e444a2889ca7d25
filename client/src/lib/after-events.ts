// Read-your-writes for what other features do after a write (docs/events.md): points, badges,
// challenges and alerts are applied by the server's event worker just after the write answered.
// The reads are refreshed at once and again when the user has no event left to apply.
import { eventsContract } from "@shared/contracts/events";
import { call } from "./api";

/** How long the client waits for the user's events at most (a delayed worker: the next visit shows them). */
const WAIT_MS = 5000;
const STEP_MS = 150;

export function refreshNowAndAfterEvents(refresh: () => void): void {
  refresh();
  void (async () => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      let pending: unknown;
      try {
        pending = (await call(eventsContract.pending)).pending;
      } catch {
        return; // signed out, offline: nothing to refresh
      }
      if (typeof pending !== "number") return; // not this API (an older server): nothing to wait for
      if (pending === 0) break;
      if (Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, STEP_MS));
    }
    refresh();
  })();
}
