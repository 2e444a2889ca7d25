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
