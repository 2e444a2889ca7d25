import { z } from "zod";

// The path-parameter schemas of the contracts (docs/ARCHITECTURE.md, "Route contracts"). Apart from
// define.ts on purpose: define.ts is in the client's entry chunk (the session contract, the address
// helpers of lib/api.ts) and must use zod only as a type, so that zod loads with the first page that
// needs a schema, not on the landing page (docs/benchmarks.md, "Bundle del client").

/** A positive integer id in a path parameter; anything else is "not found" with `message`. */
const positiveId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);

/** The params of a path with one ":id": { id: number }, or a 404 with the feature's message. */
export const idParams = (message: string) => z.object({ id: positiveId(message) });
