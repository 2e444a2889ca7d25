// The third user-side evaluation set (docs/chat.md, "Third set (issue 43)"), asked of the built-in
// assistant the same way as the first two; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:third` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul terzo insieme (docs/chat.md)", () => {
  measureOnce("third.json", "Terzo insieme");
});
