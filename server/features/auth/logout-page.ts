import type { Request } from "express";

/** The "Vuoi uscire?" page shown when a link from another site opens /api/logout (docs/security.md). */
export const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Vuoi uscire? | Finanza Familiare</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; text-align: center">
<h1>Vuoi uscire?</h1>
<p>Conferma per uscire dal tuo account di Finanza Familiare.</p>
<form method="post" action="/api/logout"><button type="submit" style="font-size: 1rem; padding: 0.6rem 1.2rem">Esci</button></form>
<p><a href="/">No, resta connesso</a></p>
</body></html>
`;

/**
 * The "Vuoi uscire?" form is a plain HTML form (no X-Requested-With), so its POST is checked here:
 * the API's header, or the browser says it comes from this site (Sec-Fetch-Site), or, for a
 * browser that does not send that header, its Origin is this host.
 */
export function postedFromThisSite(req: Request): boolean {
  // The app's own API call, as server/http/csrf.ts accepts it: the header (a cross-site form
  // cannot set it) and no body or a JSON one.
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  const isJson = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
  if (req.get("x-requested-with") && (!hasBody || isJson)) return true;
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin";
  const origin = req.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}
