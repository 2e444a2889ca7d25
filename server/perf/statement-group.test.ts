import { describe, expect, it } from "vitest";
import { committedError, StatementGroup } from "./statement-group";

// A fake statement: records each batch it is given and how many run at once.
function fakeStatement(answer: (items: number[]) => Promise<string[]> | string[] = (items) => items.map((i) => `r${i}`)) {
  const batches: number[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const release: Array<() => void> = [];
  let holding = false;
  const run = async (items: number[]) => {
    batches.push([...items]);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      if (holding) await new Promise<void>((r) => release.push(r));
      return await answer(items);
    } finally {
      running--;
    }
  };
  return {
    run,
    batches,
    mostAtOnce: () => mostAtOnce,
    hold: () => (holding = true),
    releaseAll: () => {
      holding = false;
      for (const r of release.splice(0)) r();
    },
  };
}

describe("StatementGroup", () => {
  it("le chiamate dello stesso giro vanno in un'unica istruzione e ognuna riceve il proprio risultato", async () => {
    const st = fakeStatement();
    const group = new StatementGroup(st.run, { maxBatch: 100, maxInFlight: 2 });
    const results = await Promise.all([1, 2, 3, 4].map((i) => group.submit(i)));
    expect(results).toEqual(["r1", "r2", "r3", "r4"]);
    expect(st.batches).toEqual([[1, 2, 3, 4]]);
  });

  it("una chiamata da sola parte subito, in un gruppo di uno", async () => {
    const st = fakeStatement();
    const group = new StatementGroup(st.run, { maxBatch: 100, maxInFlight: 2 });
    expect(await group.submit(7)).toBe("r7");
    expect(await group.submit(8)).toBe("r8");
    expect(st.batches).toEqual([[7], [8]]);
  });

  it("al massimo maxBatch elementi per istruzione e maxInFlight istruzioni insieme; chi arriva intanto va nella successiva", async () => {
    const st = fakeStatement();
    st.hold();
    const group = new StatementGroup(st.run, { maxBatch: 3, maxInFlight: 2 });
    const first = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => group.submit(i));
    await new Promise((r) => setImmediate(r));
    expect(st.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const later = [9, 10].map((i) => group.submit(i));
    st.releaseAll();
    // Releases each batch as it starts, until every caller has its answer.
    const all = Promise.all([...first, ...later]);
    const poll = setInterval(() => st.releaseAll(), 1);
    try {
      expect(await all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `r${i}`));
    } finally {
      clearInterval(poll);
    }
    expect(st.mostAtOnce()).toBe(2);
    expect(st.batches.slice(2).flat().sort((a, b) => a - b)).toEqual([7, 8, 9, 10]);
    expect(st.batches.every((b) => b.length <= 3)).toBe(true);
  });

  it("se l'istruzione del gruppo fallisce, ogni elemento è riprovato da solo: l'errore resta a chi lo causa", async () => {
    const st = fakeStatement((items) => {
      if (items.includes(3)) throw new Error("riga 3 non valida");
      return items.map((i) => `r${i}`);
    });
    const group = new StatementGroup(st.run, { maxBatch: 100, maxInFlight: 2 });
    const settled = await Promise.allSettled([1, 2, 3, 4].map((i) => group.submit(i)));
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : (s.reason as Error).message))).toEqual(["r1", "r2", "riga 3 non valida", "r4"]);
    expect(st.batches[0]).toEqual([1, 2, 3, 4]);
    expect(st.batches.slice(1).map((b) => b.length)).toEqual([1, 1, 1, 1]);
  });

  it("un errore dopo il commit non fa riscrivere gli elementi: falliscono tutti, senza nuovi tentativi", async () => {
    const st = fakeStatement(() => {
      throw committedError("già salvato");
    });
    const group = new StatementGroup(st.run, { maxBatch: 100, maxInFlight: 2 });
    const settled = await Promise.allSettled([1, 2].map((i) => group.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
    expect(st.batches).toEqual([[1, 2]]);
  });

  it("un numero di risultati diverso dagli elementi è un errore per tutti, non un risultato sbagliato", async () => {
    const st = fakeStatement((items) => items.slice(1).map((i) => `r${i}`));
    const group = new StatementGroup(st.run, { maxBatch: 100, maxInFlight: 2 });
    const settled = await Promise.allSettled([1, 2, 3].map((i) => group.submit(i)));
    expect(settled.every((s) => s.status === "rejected")).toBe(true);
    expect(st.batches).toEqual([[1, 2, 3]]);
  });
});
