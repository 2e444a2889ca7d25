import type { AppDeps } from "../deps";
import { romeDateString } from "@shared/calendar";

/**
 * A history read kept per user as JSON text (docs/scale-out.md, "Letture della storia in cache"):
 * keyed by the read's name, the Europe/Rome day and what else the answer depends on (`parts`: the
 * query, the plan). A read that throws (a refused request) is never kept.
 */
export function keptJson(deps: Pick<AppDeps, "clock" | "userReads">, userId: number, name: string, parts: unknown[], load: () => Promise<unknown>): Promise<Buffer> {
  return deps.userReads.json(userId, `${name}:${romeDateString(deps.clock.now())}:${JSON.stringify(parts)}`, load);
}
