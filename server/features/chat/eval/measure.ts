// One measurement of an evaluation set (docs/chat.md, "Held-out set (issue 43, second set)" and "Third set
// (issue 43)"): every item is asked of the built-in assistant like `chat:eval` does, every failure and the
// score are printed, and no threshold is asserted (a threshold picked after seeing the result would
// measure nothing): the only check is that every item was answered.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness";
import { createEvalAsk } from "./ask";
import { formatReport, loadEvalItems, runEval, type EvalSet } from "./evaluate";

export function measureOnce(set: EvalSet, title: string): void {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("chiede ogni domanda e stampa gli errori e il punteggio", async () => {
    const items = loadEvalItems(set);
    const results = await runEval(items, await createEvalAsk(ctx));
    console.log(formatReport(results, title));
    expect(results).toHaveLength(items.length);
  }, 120_000);
}
