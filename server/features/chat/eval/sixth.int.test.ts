// The sixth user-side evaluation set (docs/chat.md, "Sixth set (issue 43)"), asked of the built-in
// assistant the same way as the first five; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:sixth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul sesto insieme (docs/chat.md)", () => {
  measureOnce("sixth.json", "Sesto insieme");
});
