import type { Response } from "express";

/**
 * Answers with a body already serialised as JSON text (a kept answer of the user read cache,
 * docs/scale-out.md, "Letture della storia in cache"): no second serialisation.
 */
export function sendJsonText(res: Response, text: string): void {
  res.type("json").send(text);
}
