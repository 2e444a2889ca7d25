// The sixth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the five earlier sets (docs/chat.md, "Sixth set (issue 43)").
import { describeSeparateSet } from "./separate-set.testkit";

describeSeparateSet({ set: "sixth.json", title: "sesto insieme di valutazione", idShown: "x-", idPattern: /^x-[a-z0-9]+-\d+$/, earlierWords: "primi cinque", repeats: "first" });
