import fc from "fast-check";

/** Hostile strings: injections, control and odd unicode, path tricks, edge dates and numbers. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "' OR '1'='1",
  "1; DROP TABLE users;--",
  "\" OR \"\"=\"",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%",
  "%E0%A4%A",
  "\\",
  "${7*7}",
  "{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x1F",
  "9".repeat(400),
  "😀".repeat(60),
  "\u202egnp.exe",
  "\ud800",
  "e\u0301\u0301\u0301",
  "__proto__",
  "constructor",
  "true",
  "2026-02-30",
  "2026-13-01",
  "1900-01-01",
  "9999-12-31T23:59:59Z",
  "utente@esempio.it",
  "a@b",
  "x".repeat(5_000),
];

export const EDGE_NUMBERS = [
  0, -0, -1, 1, 0.1, 0.005, 1.005, 99_999_999.99, 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 63,
  Number.MIN_VALUE, 1e308, -1e308,
];

// Field names used across the API, so random objects often hit a real field.
export const KEYS = [
  "email", "password", "message", "type", "title", "rating", "userEmail", "status", "adminNotes", "isHidden",
  "amount", "description", "category", "date", "month", "year", "limit", "unread", "id", "challengeId",
  "lessonId", "answers", "answer", "completed", "quizScore", "monthlyIncome", "necessities", "wants", "savings",
  "monthlyAmount", "years", "expectedReturn", "finalAmount", "page", "referrer", "utm_source", "days", "timeframe",
  "sessionId", "userContext", "currentPage", "source", "token", "action", "until", "userId", "slug", "isAdmin",
  "isPremium", "name", "topic", "keyword", "tone", "scenario", "subject", "body",
];
const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"];

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 3 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

const key = fc.oneof(
  { arbitrary: fc.constantFrom(...KEYS), weight: 6 },
  { arbitrary: fc.constantFrom(...POLLUTION_KEYS), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);

/** Any JSON-able value, nested objects and arrays included (own `__proto__` keys too). */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    { arbitrary: scalar, weight: 5 },
    { arbitrary: fc.array(tie("v"), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(key, tie("v"), { maxKeys: 5 }), weight: 2 },
  ),
})).v;

/** JSON text of an object; fast-check makes `__proto__` an own key, so it is serialised as sent. */
const jsonObject = fc.dictionary(key, jsonValue, { maxKeys: 6 }).map((o) => JSON.stringify(o));

/** The example body with one field replaced, removed, or joined by pollution keys. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(example);
  const replace = fc.record({ k: fields.length ? fc.constantFrom(...fields) : key, v: jsonValue }).map(({ k, v }) => ({ ...example, [k]: v }));
  const remove = fields.length ? fc.constantFrom(...fields).map((k) => Object.fromEntries(Object.entries(example).filter(([f]) => f !== k))) : fc.constant(example);
  // Written as text: assigning `__proto__` on an object would set its prototype, not a key.
  const base = JSON.stringify(example).slice(1, -1);
  const pollute = fc.constantFrom(...POLLUTION_KEYS).map((k) => `{${base}${base ? "," : ""}"${k}":{"isAdmin":true,"isPremium":true,"prototype":{"isAdmin":true}}}`);
  // Every text field at once: a NUL byte (PostgreSQL rejects it in text), control characters,
  // a lone surrogate, injections, far too long.
  const everyText = fc
    .constantFrom<(s: string) => string>((s) => `${s}\u0000`, () => "\u0000", (s) => `${s}\u0007\u001b\ud800`, (s) => `${s}'; DROP TABLE users;--<script>`, () => "x".repeat(20_000))
    .map((f) => JSON.stringify(example, (_k, v: unknown) => (typeof v === "string" ? f(v) : v)));
  return fc.oneof(replace.map((o) => JSON.stringify(o)), remove.map((o) => JSON.stringify(o)), pollute, everyText, fc.constant(JSON.stringify(example)));
}

const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
const BROKEN_JSON = ['{', '{"a":1', '{"a":}', "[1,2", '{"a":1}}', "nul", "\u0000", '{"__proto__":', "'x'", '{"a":"\\u00"}', "\ufeff{}", "{}garbage"];
const NOT_OBJECTS = ["[]", "[{}]", '"testo"', "0", "-1", "null", "true", "1e999"];
const POLLUTION = [
  '{"__proto__":{"isAdmin":true,"isPremium":true}}',
  '{"constructor":{"prototype":{"isAdmin":true,"isPremium":true}}}',
  '{"__proto__":{"__proto__":{"polluted":1}},"email":"a@b.it"}',
];

export type BodyInput = { text: string; contentType: string } | null;

/** A request body as raw text: mostly JSON objects, also non-objects, broken JSON, wrong types. */
export function bodyArb(example?: Record<string, unknown>): fc.Arbitrary<BodyInput> {
  const json = (a: fc.Arbitrary<string>) => a.map((text) => ({ text, contentType: "application/json" }));
  return fc.oneof(
    ...(example ? [{ arbitrary: json(mutated(example)), weight: 6 }] : []),
    { arbitrary: json(jsonObject), weight: 5 },
    { arbitrary: json(fc.constantFrom(...NOT_OBJECTS)), weight: 1 },
    { arbitrary: json(jsonValue.map((v) => JSON.stringify(v) ?? "null")), weight: 1 },
    { arbitrary: json(fc.constantFrom(...BROKEN_JSON)), weight: 1 },
    { arbitrary: json(fc.constantFrom(...POLLUTION)), weight: 1 },
    { arbitrary: json(fc.constantFrom(deep(2_000), `${"[".repeat(5_000)}${"]".repeat(5_000)}`)), weight: 1 },
    // Over the 200 kB JSON limit: 413, never read.
    { arbitrary: json(fc.constant(JSON.stringify({ message: "x".repeat(210_000) }))), weight: 1 },
    { arbitrary: fc.constantFrom("email=a%40b.it&password=x", "<xml/>").map((text) => ({ text, contentType: "text/plain" })), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

/** A raw query string: known and random keys, repeated keys, odd and badly encoded values. */
export function queryArb(example?: Record<string, string>): fc.Arbitrary<string> {
  const value = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1_000)), fc.string({ maxLength: 20 }), fc.constantFrom(...EDGE_NUMBERS).map(String));
  const exampleKeys = Object.keys(example ?? {});
  const pair = fc
    .record({ k: exampleKeys.length ? fc.oneof(fc.constantFrom(...exampleKeys), key) : key, v: value })
    .map(({ k, v }) => `${encode(k)}=${encode(v)}`);
  const raw = fc.constantFrom("a[b]=c", "days[]=1", "=", "&&", "%zz=1", "month=%E0%A4%A", "limit=1&limit=2", "__proto__[isAdmin]=true");
  const base = example ? Object.entries(example).map(([k, v]) => `${encode(k)}=${encode(v)}`) : [];
  return fc.array(fc.oneof({ arbitrary: pair, weight: 4 }, { arbitrary: raw, weight: 1 }), { maxLength: 4 }).map((ps) => [...base, ...ps].join("&"));
}

/** A value for a path parameter (sent URL-encoded, sometimes raw and malformed). */
export const pathValueArb: fc.Arbitrary<{ value: string; raw: boolean }> = fc.oneof(
  { arbitrary: fc.constantFrom("1", "2", "0", "-1", "1.5", "1e3", "999999999", "9999999999", "2147483648", "00001", " 1", "abc").map((value) => ({ value, raw: false })), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1_000)).map((value) => ({ value, raw: false })), weight: 2 },
  { arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map((value) => ({ value, raw: false })), weight: 1 },
  { arbitrary: fc.constantFrom("%E0%A4%A", "%", "%00", "..%2F..", "%2e%2e").map((value) => ({ value, raw: true })), weight: 1 },
);

// encodeURIComponent throws on a lone surrogate (a browser would send U+FFFD instead).
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}
