// Zod's fast path probes `new Function("")`, which the Content-Security-Policy (script-src 'self',
// no 'unsafe-eval') refuses: the browser reports a CSP violation on every page that parses a
// schema. `z.config({ jitless: true })` turns the probe off, but importing zod here would pull its
// core into the entry chunk; zod 4 reads the same settings from this global, created here first.
// (If a zod release stops reading it, Lighthouse's best-practices score reports the CSP issue.)
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Set on the object itself, never a copy: zod keeps the object it found when it loaded, so a copy
// made after zod was loaded would not reach it (docs/benchmarks.md, "Lighthouse").
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
