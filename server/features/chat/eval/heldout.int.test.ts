// The second, held-out evaluation set (docs/chat.md, "Held-out set (issue 43, second set)"), asked of the
// built-in assistant the same way as the first; it only reports: every failure and the score are printed,
// no threshold is asserted (a threshold picked after seeing the result would measure nothing).
// `npm run chat:eval:heldout` runs this file.
import { describe } from "vitest";
import { measureOnce } from "./measure";

describe("valutazione sull'insieme tenuto da parte (docs/chat.md)", () => {
  measureOnce("heldout.json", "Insieme tenuto da parte");
});
