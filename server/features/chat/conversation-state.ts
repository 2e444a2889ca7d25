// The conversation state kept server-side in the stored answer's meta (docs/chat.md): read back
// defensively, since meta is JSON written by earlier versions too.
import { z } from "zod";
import type { ConversationState } from "./builtin/types";
import type { ToolName } from "./builtin/tools";

const figure = z.number().finite().nullable().catch(null);
const TOOLS = ["rata_mutuo", "mutuo_massimo", "pac", "budget_50_30_20", "costi_fondo"] as const satisfies readonly ToolName[];
const stateSchema = z.object({
  topic: z.string().max(40),
  amountCents: figure,
  years: figure,
  ratePercent: figure,
  tool: z.enum(TOOLS).nullable().optional().catch(null),
});

export function stateFromMeta(meta: Record<string, unknown> | null): ConversationState | null {
  const parsed = stateSchema.safeParse(meta?.state);
  return parsed.success ? parsed.data : null;
}
