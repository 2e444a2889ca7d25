/**
 * ?dopo=… on /login: where to go after signing in or registering. Only an invitation link of this
 * site (docs/household.md, "Il link d'invito"), never another address: no open redirect.
 */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get("dopo");
  return next && /^\/household\/join\?token=[A-Za-z0-9_-]+$/.test(next) ? next : null;
}
