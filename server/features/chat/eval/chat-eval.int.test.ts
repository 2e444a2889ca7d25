// The user-side evaluation set asked of the built-in assistant through the chat service, as a visitor,
// each item in a conversation of its own; fails below 90 % right (docs/chat.md, "User-side evaluation
// set"). `npm run chat:eval` runs this file and prints every failure and the score.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness";
import { createEvalAsk } from "./ask";
import { evalScore, formatReport, loadEvalItems, runEval } from "./evaluate";

/** The share of the set the assistant must answer right (docs/chat.md). */
const MIN_SCORE = 0.9;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("valutazione dell'assistente su domande mai viste (docs/chat.md)", () => {
  it(`risponde giusto ad almeno il ${MIN_SCORE * 100} % delle domande`, async () => {
    const results = await runEval(loadEvalItems(), await createEvalAsk(ctx));
    console.log(formatReport(results));
    expect(evalScore(results)).toBeGreaterThanOrEqual(MIN_SCORE);
  }, 120_000);
});
