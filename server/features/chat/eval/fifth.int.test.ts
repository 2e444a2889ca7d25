// The fifth user-side evaluation set (docs/chat.md, "Fifth set (issue 43)"), asked of the built-in
// assistant the same way as the first four; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:fifth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul quinto insieme (docs/chat.md)", () => {
  measureOnce("fifth.json", "Quinto insieme");
});
