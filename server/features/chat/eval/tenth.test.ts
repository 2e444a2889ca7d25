// The tenth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the nine earlier sets (docs/chat.md, "Tenth set (issue 43)").
import { describeSeparateSet } from "./separate-set.testkit";

describeSeparateSet({ set: "tenth.json", title: "decimo insieme di valutazione", idShown: "t-x", idPattern: /^t-x[a-z0-9]+-\d+$/, earlierWords: "primi nove", repeats: "all" });
