// The ninth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the eight earlier sets (docs/chat.md, "Ninth set (issue 43)").
import { describeSeparateSet } from "./separate-set.testkit";

describeSeparateSet({ set: "ninth.json", title: "nono insieme di valutazione", idShown: "w-", idPattern: /^w-[a-z0-9]+-\d+$/, earlierWords: "primi otto", repeats: "all" });
