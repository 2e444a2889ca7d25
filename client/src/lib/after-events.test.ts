import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "./api";
import { AFTER_EVENTS_WAIT_MS, refreshNowAndAfterEvents } from "./after-events";

vi.mock("./api", () => ({ call: vi.fn() }));
const pendingCall = vi.mocked(call);

/** The server answers `pending` from `answer(msSinceStart)`; every check is recorded. */
function serverWith(answer: (ms: number) => number | Error) {
  const started = Date.now();
  const checks: number[] = [];
  pendingCall.mockImplementation(async () => {
    const ms = Date.now() - started;
    checks.push(ms);
    const a = answer(ms);
    if (a instanceof Error) throw a;
    return { pending: a } as never;
  });
  return checks;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  pendingCall.mockReset();
});

describe("dopo una scrittura: letture aggiornate quando gli eventi sono applicati", () => {
  it("aggiorna subito e di nuovo quando non resta nessun evento", async () => {
    serverWith((ms) => (ms < 400 ? 2 : 0));
    const refresh = vi.fn();
    refreshNowAndAfterEvents(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("un server lento che applica gli eventi dopo 12 s aggiorna comunque i punti", async () => {
    serverWith((ms) => (ms < 12_000 ? 1 : 0));
    const refresh = vi.fn();
    refreshNowAndAfterEvents(refresh);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("un lavoratore fermo: smette di chiedere dopo il limite, con attese che crescono", async () => {
    const checks = serverWith(() => 3);
    const refresh = vi.fn();
    refreshNowAndAfterEvents(refresh);
    await vi.advanceTimersByTimeAsync(AFTER_EVENTS_WAIT_MS + 10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    const last = checks.at(-1)!;
    expect(last).toBeGreaterThan(AFTER_EVENTS_WAIT_MS);
    expect(last).toBeLessThanOrEqual(AFTER_EVENTS_WAIT_MS + 2000);
    // 150 ms apart for the first 2 s, then longer and longer waits, never over 2 s.
    const gaps = checks.slice(1).map((t, i) => t - checks[i]!);
    expect(gaps.slice(0, 10).every((g) => g === 150)).toBe(true);
    expect(Math.max(...gaps)).toBe(2000);
    expect(checks.length).toBeLessThan(40);
  });

  it("disconnesso o un server senza questa API: nessun secondo aggiornamento, nessun'altra richiesta", async () => {
    for (const answer of [() => new Error("offline"), () => undefined as unknown as number]) {
      const checks = serverWith(answer);
      const refresh = vi.fn();
      refreshNowAndAfterEvents(refresh);
      await vi.advanceTimersByTimeAsync(5000);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(checks).toHaveLength(1);
    }
  });
});
