/**
 * The single server-side notion of "premium now", used by courses, expenses, exports and chat:
 * the stored flag, bounded by premiumUntil when a plan was cancelled or granted for a period.
 */
export function isPremiumNow(user: { isPremium: boolean; premiumUntil: Date | null }, now: Date): boolean {
  if (!user.isPremium) return false;
  return user.premiumUntil === null || user.premiumUntil.getTime() > now.getTime();
}
