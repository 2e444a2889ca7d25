// The ninth user-side evaluation set (docs/chat.md, "Ninth set (issue 43)"), asked of the built-in
// assistant the same way as the first eight; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:ninth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul nono insieme (docs/chat.md)", () => {
  measureOnce("ninth.json", "Nono insieme");
});
