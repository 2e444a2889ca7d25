// The fourth user-side evaluation set (docs/chat.md, "Fourth set (issue 43)"), asked of the built-in
// assistant the same way as the first three; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:fourth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sul quarto insieme (docs/chat.md)", () => {
  measureOnce("fourth.json", "Quarto insieme");
});
