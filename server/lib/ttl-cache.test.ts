import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache";

describe("ttlCache", () => {
  it("carica una volta per finestra, condivide il caricamento in corso, ricarica dopo la scadenza o l'invalidazione", async () => {
    let t = 0;
    let loads = 0;
    const c = ttlCache(1000, async () => ++loads, () => t);
    expect(await Promise.all([c.get(), c.get(), c.get()])).toEqual([1, 1, 1]);
    t = 999;
    expect(await c.get()).toBe(1);
    t = 1000;
    expect(await c.get()).toBe(2);
    c.invalidate();
    expect(await c.get()).toBe(3);
  });

  it("un caricamento fallito non resta in memoria", async () => {
    let fail = true;
    const c = ttlCache(1000, async () => {
      if (fail) throw new Error("giù");
      return "ok";
    });
    await expect(c.get()).rejects.toThrow("giù");
    fail = false;
    expect(await c.get()).toBe("ok");
  });
});

describe("ttlCache con aggiornamento in sottofondo", () => {
  it("scaduto, risponde subito col valore tenuto e lo aggiorna una volta sola; il primo caricamento si aspetta", async () => {
    let t = 0;
    let loads = 0;
    let release: (() => void) | null = null;
    const c = ttlCache(
      1000,
      async () => {
        loads++;
        if (loads > 1) await new Promise<void>((r) => (release = r));
        return loads;
      },
      () => t,
      { staleWhileRevalidate: true },
    );
    expect(await c.get()).toBe(1);
    t = 1500;
    // The refresh is in flight and blocked: every caller gets the kept value at once.
    expect(await Promise.all([c.get(), c.get(), c.get()])).toEqual([1, 1, 1]);
    expect(loads).toBe(2);
    release!();
    await new Promise((r) => setTimeout(r, 0));
    expect(await c.get()).toBe(2);
  });

  it("un aggiornamento fallito lascia il valore tenuto; il prossimo ritenta", async () => {
    let t = 0;
    let fail = false;
    let loads = 0;
    const c = ttlCache(
      1000,
      async () => {
        loads++;
        if (fail) throw new Error("giù");
        return loads;
      },
      () => t,
      { staleWhileRevalidate: true },
    );
    expect(await c.get()).toBe(1);
    t = 2000;
    fail = true;
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await c.get()).toBe(1);
      await new Promise((r) => setTimeout(r, 0));
      fail = false;
      expect(await c.get()).toBe(1);
      await new Promise((r) => setTimeout(r, 0));
      expect(await c.get()).toBe(3);
    } finally {
      console.error = quiet;
    }
  });
});
