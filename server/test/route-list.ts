import type { Express } from "express";

/** One endpoint of the app: "GET /api/courses/:id". */
export type RouteEntry = { method: string; path: string; key: string };

// The parts of router@2's Layer and Route this walk reads (not in @types/express).
type Layer = {
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
  slash?: boolean;
  name?: string;
};

/**
 * Every endpoint of an Express 5 app, read from its own router stack: routes declared on the app
 * and on routers mounted with app.use(path?, router), however deep. Paths are the patterns as
 * written (router@2 keeps them as layer.rawPath and route.path). A pattern that is not a plain
 * string (a RegExp or an array) cannot be named, and a mounted sub-app hides its routes: both
 * throw instead of hiding an endpoint.
 */
export function listRoutes(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "", out);
  const seen = new Set<string>();
  return out.filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)));
}

function walk(stack: Layer[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = join(prefix, pattern(layer.route.path));
      for (const [m, on] of Object.entries(layer.route.methods)) {
        if (!on) continue;
        const method = m === "_all" ? "ALL" : m.toUpperCase();
        out.push({ method, path, key: `${method} ${path}` });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      // Without rawPath (older router@2 releases) only a root mount ("/", `slash`) can be named.
      walk(layer.handle.stack, join(prefix, pattern(layer.rawPath ?? (layer.slash ? "/" : undefined))), out);
    } else if (layer.name === "mounted_app") {
      // A sub-application keeps its routes out of reach of this walk: mount a Router instead.
      throw new Error(`sotto-applicazione montata su ${String(layer.rawPath)}: usa un Router`);
    }
  }
}

function pattern(p: unknown): string {
  if (typeof p !== "string") throw new Error(`percorso non elencabile: ${String(p)} (usa una stringa)`);
  return p;
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}
