import fs from "node:fs";
import path from "node:path";

// docs/ARCHITECTURE.md, "Request path": app.ts composes the features' parts and the HTTP layers;
// it knows no feature (only the list, server/features/index.ts, and the module type) and no
// contract, so adding a feature never edits it.
const source = fs.readFileSync(path.join(import.meta.dirname, "app.ts"), "utf8");
const imports = [...source.matchAll(/^import[^;]*?from "([^"]+)";/gms)].map((m) => m[1]);

describe("server/app.ts compone i moduli", () => {
  it("non importa file né contratti di una funzionalità", () => {
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((p) => p.startsWith("@shared/contracts") || (p.startsWith("./features/") && p !== "./features/module"))).toEqual([]);
    expect(imports).toContain("./features");
  });

  it("resta entro 120 righe", () => {
    expect(source.trimEnd().split("\n").length).toBeLessThanOrEqual(120);
  });
});
