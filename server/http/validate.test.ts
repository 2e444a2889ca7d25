import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse } from "./validate";
import { AppError } from "./errors";

function failure(schema: z.ZodType, input: unknown): AppError {
  try {
    parse(schema, input);
  } catch (e) {
    return e as AppError;
  }
  throw new Error("doveva fallire");
}

describe("parse: messaggi sempre in italiano", () => {
  const schema = z.object({ a: z.number().max(3), nested: z.object({ b: z.string() }) }).strict();

  it("un corpo che non è un oggetto (assente, array, numero) dà 'Dati non validi'", () => {
    for (const input of [undefined, [], 7, "x", null]) {
      const err = failure(schema, input);
      expect(err.code).toBe("validation");
      expect(err.message).toBe("Dati non validi");
    }
  });

  it("i messaggi predefiniti di zod (campi annidati, chiavi sconosciute) sono in italiano", () => {
    const err = failure(schema, { a: 9, nested: { b: 1 }, extra: true });
    const fieldErrors = err.extra?.fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors).sort()).toEqual(["_", "a", "nested.b"]);
    for (const m of Object.values(fieldErrors)) expect(m).not.toMatch(/invalid|expected|too big|unrecognized/i);
    expect(fieldErrors.a).toMatch(/Troppo grande/);
  });

  it("un messaggio proprio dello schema resta quello", () => {
    const own = z.object({ a: z.string() }, { error: "Corpo della spesa non valido" });
    expect(failure(own, []).message).toBe("Corpo della spesa non valido");
    expect(failure(z.object({ a: z.string({ error: "Serve a" }) }), {}).message).toBe("Serve a");
  });
});
