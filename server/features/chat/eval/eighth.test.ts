// The eighth user-side evaluation set is well formed and separate from everything the assistant was built
// or tuned on, and from the seven earlier sets (docs/chat.md, "Eighth set (issue 43)").
import { describeSeparateSet } from "./separate-set.testkit";

describeSeparateSet({ set: "eighth.json", title: "ottavo insieme di valutazione", idShown: "z-", idPattern: /^z-[a-z0-9]+-\d+$/, earlierWords: "primi sette", repeats: "all" });
