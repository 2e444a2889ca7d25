// The due-check of scheduled articles (docs/blog.md, "Editor"): runs once at start (articles
// that fell due while the server was down) and then every BLOG_SCHEDULE_CHECK_MS. Several
// processes may run it: the UPDATE publishes each article once, whoever gets there first.
export function startScheduler(intervalMs: number, publishDue: () => Promise<unknown>): (() => Promise<void>) | undefined {
  if (intervalMs <= 0) return undefined;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = publishDue()
      .catch((err) => console.error("[blog] pubblicazione programmata non riuscita:", err))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
