import { z } from "zod";

// Zod's fast path probes `new Function("")`, which the Content-Security-Policy (script-src 'self',
// no 'unsafe-eval') refuses: the browser logs a CSP violation on every page that parses a schema.
// Without the probe zod validates the same way, only without generated code.
z.config({ jitless: true });
