// The seventh user-side evaluation set (docs/chat.md, "Seventh set (issue 43)"), asked of the built-in
// assistant the same way as the first six; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:seventh` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul settimo insieme (docs/chat.md)", () => {
  measureOnce("seventh.json", "Settimo insieme");
});
