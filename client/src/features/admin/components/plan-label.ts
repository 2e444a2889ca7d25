import { formatDate } from "@shared/format";
import type { AdminUserRow } from "@shared/schemas/admin-ops";

/** A user's plan in words: free, Premium with or without an end, or a Premium that expired. */
export function planLabel(u: Pick<AdminUserRow, "plan">): string {
  if (u.plan.premium) return u.plan.until ? `Premium fino al ${formatDate(u.plan.until)}` : "Premium senza scadenza";
  if (u.plan.until) return `Gratuito (Premium scaduto il ${formatDate(u.plan.until)})`;
  return "Gratuito";
}
