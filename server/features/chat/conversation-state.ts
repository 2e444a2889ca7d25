// The conversation state kept server-side in the stored answer's meta (docs/chat.md): read back
// defensively, since meta is JSON written by earlier versions too.
import { z } from "zod";
import type { ConversationState } from "./builtin/types";
import { TOOL_NAMES } from "./builtin/tools";

const figure = z.number().finite().nullable().catch(null);
const stateSchema = z.object({
  topic: z.string().max(40),
  amountCents: figure,
  years: figure,
  ratePercent: figure,
  tool: z.enum(TOOL_NAMES).nullable().optional().catch(null),
  children: z.number().int().min(1).max(20).nullable().optional().catch(null),
  incomeCents: figure.optional(),
  asked: z.boolean().optional().catch(undefined),
  amountIsIncome: z.boolean().optional().catch(undefined),
});

export function stateFromMeta(meta: Record<string, unknown> | null): ConversationState | null {
  const parsed = stateSchema.safeParse(meta?.state);
  return parsed.success ? parsed.data : null;
}
