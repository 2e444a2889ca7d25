import type { Response } from "express";

/**
 * Answers with a body already serialised as JSON text (a kept answer of the user read cache,
 * docs/scale-out.md, "Letture della storia in cache", already encoded as UTF-8): no second
 * serialisation.
 */
export function sendJsonText(res: Response, text: string | Buffer): void {
  res.type("json").send(text);
}
