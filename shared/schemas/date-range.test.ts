import { describe, expect, it } from "vitest";
import { saneDateTime } from "./date-range";
import { cleanText } from "./text";
import { bulkGenerateRequestSchema, generateAiRequestSchema } from "./ai-content";

// The shared helpers of admin and user input (docs/security.md, "Seconda sonda (issue 37)").
describe("saneDateTime", () => {
  const schema = saneDateTime("Data non valida");
  it.each(["2026-12-31T23:59:59+01:00", "2000-01-01T00:00:00Z", "2100-01-01T00:00:00Z"])("accetta %s", (v) => {
    expect(schema.safeParse(v).success).toBe(true);
  });
  it.each(["9999-12-31T23:59:59-14:00", "2100-01-01T00:00:01Z", "1999-12-31T23:59:59Z", "domani"])("rifiuta %s con il messaggio", (v) => {
    const r = schema.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Data non valida");
  });
});

describe("cleanText e i testi degli amministratori", () => {
  it("toglie NUL e altri caratteri di controllo, tiene a capo e tab", () => {
    expect(cleanText(50, "Troppo lungo").parse(" Rimborso\u0000 concordato\u0007\n\tok ")).toBe("Rimborso concordato\n\tok");
  });
  it("le parole chiave del Prompt Master", () => {
    expect(generateAiRequestSchema.parse({ keyword: "mutuo\u0000 casa" }).keyword).toBe("mutuo casa");
    expect(bulkGenerateRequestSchema.parse({ keywords: "a\u0000b\n\u0000\nc" }).keywords).toEqual(["ab", "c"]);
  });
});
