// The eighth user-side evaluation set (docs/chat.md, "Eighth set (issue 43)"), asked of the built-in
// assistant the same way as the first seven; it only reports every failure and the score, with no threshold.
// `npm run chat:eval:eighth` runs this file; the lead runs it once, after the last change to the assistant.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sull'ottavo insieme (docs/chat.md)", () => {
  measureOnce("eighth.json", "Ottavo insieme");
});
