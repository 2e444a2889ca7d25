// The app's start looks for expenses added offline and loads the code that sends them
// (offline-queue.ts, with the expense schemas) only when one waits (docs/client.md, "Installable
// app and offline").
import { hasQueuedExpenses } from "./offline-store";

/** At start and whenever the connection returns: sends what waits, if anything does. */
export function startOfflineQueue() {
  const flush = () =>
    void hasQueuedExpenses()
      .then((waiting) => (waiting ? import("./offline-queue").then((q) => q.flushQueue()) : undefined))
      .catch(() => {});
  window.addEventListener("online", flush);
  if (navigator.onLine) flush();
}
