import { describe, expect, it } from "vitest";
import { globalConfig } from "zod/v4/core";

// docs/benchmarks.md, "Lighthouse": zod loaded before zod-config (here: imported first) must still
// skip its `new Function` probe, which the CSP reports as a violation.
describe("zod-config", () => {
  it("turns zod's eval probe off even when zod was loaded first", async () => {
    await import("./zod-config");
    expect(globalConfig.jitless).toBe(true);
  });
});
