import { ROUTES } from "../client/src/app/route-table";

/**
 * The e2e journeys' list of paths, read from the client's route table
 * (client/src/app/route-table.ts, docs/client.md, "Route table"). A parameterised route gets its
 * sample value here, the one place: an article and a course the seed holds.
 */
export const SAMPLES: Record<string, string> = { slug: "calcolatore-mutuo-rata-sostenibile", id: "1" };

/** A path with each `:name` replaced by its sample value. */
export function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLES[name];
    if (value === undefined) throw new Error(`Nessun valore d'esempio per :${name} (e2e/route-paths.ts)`);
    return value;
  });
}

/** Every path of the table once, with samples, in the table's order. */
export const TABLE_PATHS: string[] = [...new Set(ROUTES.map((r) => samplePath(r.path)))];
