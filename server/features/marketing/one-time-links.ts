// One-time links in a mail's text (docs/email-automation.md, "Link monouso"): the password reset,
// the address verification, the e-mail change and its cancel link, the newsletter confirmation,
// the unsubscribe link, and any later link that carries a secret. The admin's outbox view shows
// them masked (docs/security.md, "Seconda sonda (issue 37)"), so reading the outbox never hands
// an administrator (or a stolen admin session) a working link.
//
// Generic on purpose, so a new kind of mail is covered without a list to keep up to date:
//   - the value of every query parameter whose name contains "token", or is one of the short
//     names links use for secrets (t, k, key, code, sig, signature, secret);
//   - every path segment of a link that looks like a random secret: 20 or more characters of
//     base64url (letters and digits mixed) or hex, e.g. /invito/<token>.

export const MASK = "[nascosto]";

const SECRET_PARAM = /([?&](?:[A-Za-z_]*token[A-Za-z_]*|t|k|key|code|sig|signature|secret)=)([^\s&#"'<>]*[^\s&#"'<>.,;:!?)])/gi;
const URL = /\bhttps?:\/\/[^\s"'<>]+/gi;
const SECRET_SEGMENT = /\/([A-Za-z0-9_-]{20,})(?=[/?#]|$)/g;

/** A path segment that is a random secret rather than a word: long, and mixing letters and digits (or all hex). */
const looksRandom = (s: string) => /\d/.test(s) && /[A-Za-z]/.test(s) && !/^[a-z]+(?:-[a-z0-9]+)*$/.test(s);

/** The links of the text whose masking changes them: the one-time links. */
export function oneTimeLinks(text: string): string[] {
  return [...text.matchAll(URL)].map((m) => m[0].replace(/[.,;:!?)]+$/, "")).filter((link) => maskLink(link) !== link);
}

function maskLink(link: string): string {
  const q = link.indexOf("?");
  const pathPart = q < 0 ? link : link.slice(0, q);
  const query = q < 0 ? "" : link.slice(q);
  const origin = /^https?:\/\/[^/]*/i.exec(pathPart)?.[0] ?? "";
  const maskedPath = origin + pathPart.slice(origin.length).replace(SECRET_SEGMENT, (whole, seg: string) => (looksRandom(seg) ? `/${MASK}` : whole));
  return maskedPath + query.replace(SECRET_PARAM, (_w, name: string) => `${name}${MASK}`);
}

/** The text with every one-time link's secret replaced by "[nascosto]" (the page it opens stays readable). */
export function maskOneTimeLinks(text: string): string {
  return text.replace(URL, maskLink).replace(SECRET_PARAM, (_w, name: string) => `${name}${MASK}`);
}
