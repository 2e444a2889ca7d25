// The seventh user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the six earlier sets (docs/chat.md, "Seventh set (issue 43)").
import { describeSeparateSet } from "./separate-set.testkit";

describeSeparateSet({ set: "seventh.json", title: "settimo insieme di valutazione", idShown: "y-", idPattern: /^y-[a-z0-9]+-\d+$/, earlierWords: "primi sei", repeats: "first" });
