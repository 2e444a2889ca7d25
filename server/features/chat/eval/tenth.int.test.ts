// The tenth user-side evaluation set (docs/chat.md, "Tenth set (issue 43)"), asked of the built-in
// assistant the same way as the first nine; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:tenth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul decimo insieme (docs/chat.md)", () => {
  measureOnce("tenth.json", "Decimo insieme");
});
