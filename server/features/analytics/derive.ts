import crypto from "node:crypto";
import net from "node:net";
import Bowser from "bowser";

// Pure derivations of a page view: no I/O, unit-tested in derive.test.ts.

export type Device = "mobile" | "desktop" | "tablet";

// Every page view asks deviceOf and browserOf about the same user agent, and a site sees the same
// few hundred user agents again and again: each is classified once (a full parse per call was a few
// per cent of a page view's CPU). Bounded: emptied when it holds PARSED_MAX of them. A new user
// agent is parsed lazily (Bowser's skipParsing): only the browser and the platform, not the OS
// and engine a page view never records, which was most of a new visitor's parse
// (docs/benchmarks-log.md, "Ingest at half the yardstick").
const PARSED_MAX = 1000;
const parsed = new Map<string, { device: Device; browser: string }>();
function classOf(userAgent: string) {
  let known = parsed.get(userAgent);
  if (!known) {
    if (parsed.size >= PARSED_MAX) parsed.clear();
    const parser = Bowser.getParser(userAgent, true);
    const type = parser.getPlatformType(true);
    known = { device: type === "mobile" || type === "tablet" ? type : "desktop", browser: KNOWN_BROWSERS.get(parser.getBrowserName(true)) ?? "Altro" };
    parsed.set(userAgent, known);
  }
  return known;
}

/** Device class from the user agent; TVs, consoles and unknowns count as desktop. */
export function deviceOf(userAgent: string): Device {
  return userAgent ? classOf(userAgent).device : "desktop";
}

const KNOWN_BROWSERS = new Map<string, string>([
  ["chrome", "Chrome"],
  ["chromium", "Chrome"],
  ["firefox", "Firefox"],
  ["safari", "Safari"],
  ["microsoft edge", "Edge"],
  ["opera", "Opera"],
  ["samsung internet for android", "Samsung Internet"],
]);

export function browserOf(userAgent: string): string {
  return userAgent ? classOf(userAgent).browser : "Altro";
}

// Hosts (suffix match) that give a named source.
const SOURCE_HOSTS: Array<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "Twitter"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)yahoo\.[a-z.]+$/, "Yahoo"],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "WhatsApp"],
  [/(^|\.)reddit\.com$/, "Reddit"],
];

// A Map, not an object: a utm_source such as "constructor" must not find Object.prototype's members.
const UTM_ALIASES = new Map<string, string>(Object.entries({ google: "Google", facebook: "Facebook", fb: "Facebook", instagram: "Instagram", ig: "Instagram", twitter: "Twitter", x: "Twitter", linkedin: "LinkedIn", youtube: "YouTube", bing: "Bing", newsletter: "Email", email: "Email", whatsapp: "WhatsApp" }));

/**
 * Traffic source: utm_source wins; else the referrer's host (a known one gets its name, our own
 * host or none is "Direct", any other is its host name without www).
 */
export function sourceOf(utmSource: string | null | undefined, referrer: string | null | undefined, ownHost: string | null): string {
  const utm = (utmSource ?? "").trim().toLowerCase().replace(/[^a-z0-9._-]/g, "").slice(0, 40);
  if (utm) return UTM_ALIASES.get(utm) ?? utm.charAt(0).toUpperCase() + utm.slice(1);
  let host = "";
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : "";
  } catch {
    host = "";
  }
  host = host.replace(/^www\./, "");
  if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, "").replace(/:\d+$/, ""))) return "Direct";
  for (const [re, name] of SOURCE_HOSTS) if (re.test(host)) return name;
  return host.slice(0, 80);
}

/** IPv4 → /24 ("93.44.12.0"), IPv6 → /48 ("2001:db8:1::"); the full address is never kept. */
export function truncateIp(ip: string | undefined | null): string {
  let addr = (ip ?? "").trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(addr);
  if (mapped) addr = mapped[1];
  if (net.isIPv4(addr)) {
    const p = addr.split(".");
    return `${p[0]}.${p[1]}.${p[2]}.0`;
  }
  if (net.isIPv6(addr)) {
    const groups = expandIpv6(addr).slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ""));
    return `${groups.join(":")}::`;
  }
  return "0.0.0.0";
}

function expandIpv6(addr: string): string[] {
  const [head, tail = ""] = addr.split("::");
  const h = head ? head.split(":") : [];
  const t = addr.includes("::") ? (tail ? tail.split(":") : []) : [];
  const fill = addr.includes("::") ? Array(8 - h.length - t.length).fill("0") : [];
  return [...h, ...fill, ...t].map((g) => g.toLowerCase());
}

/**
 * Unique-visitor key: HMAC of IP and user agent with a salt that changes every Rome day, so the
 * same person cannot be followed from one day to the next and the IP cannot be read back.
 */
export function visitorHash(secret: string, day: string, ip: string, userAgent: string): string {
  return crypto.createHmac("sha256", dailySaltOf(secret, day)).update(`${ip}\n${userAgent}`).digest("base64url").slice(0, 32);
}

// The day's salt is the same for every view of that day: derived once per secret and day, not per
// view (it was half of the hashing). Only the latest one is kept.
let lastSalt: { secret: string; day: string; salt: Buffer } | null = null;
function dailySaltOf(secret: string, day: string): Buffer {
  if (lastSalt?.day !== day || lastSalt.secret !== secret) {
    lastSalt = { secret, day, salt: crypto.createHmac("sha256", secret).update(`analytics-salt:${day}`).digest() };
  }
  return lastSalt.salt;
}

/** Path only, no query string or fragment (they may carry personal data), at most 200 characters. */
export function normalizePage(page: string): string {
  const path = page.split(/[?#]/)[0] || "/";
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (clean || "/").slice(0, 200);
}

/** Calculator pages of the funnel (docs/accounts.md). */
export const CALCULATOR_PAGES = ["/budget-calculator", "/pac-simulator", "/mortgage-calculator", "/calcolatori", "/calcolatori/budget"];
