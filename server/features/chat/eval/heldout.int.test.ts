// The second, held-out evaluation set (docs/chat.md, "Held-out set (issue 43, second set)"), asked of the
// built-in assistant the same way as the first; it only reports: every failure and the score are printed,
// no threshold is asserted (a threshold picked after seeing the result would measure nothing).
// `npm run chat:eval:heldout` runs this file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness";
import { createEvalAsk } from "./ask";
import { formatReport, loadEvalItems, runEval } from "./evaluate";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("valutazione sull'insieme tenuto da parte (docs/chat.md)", () => {
  it("chiede ogni domanda e stampa gli errori e il punteggio", async () => {
    const items = loadEvalItems("heldout.json");
    const results = await runEval(items, await createEvalAsk(ctx));
    console.log(formatReport(results, "Insieme tenuto da parte"));
    expect(results).toHaveLength(items.length);
  }, 120_000);
});
