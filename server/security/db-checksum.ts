import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

// Rate-limit counters move on refused requests by design (failures count); sessions get their
// expiry touched on every request, so only their number is compared.
const SKIPPED = new Set(["rate_limits"]);
const COUNT_ONLY = new Set(["sessions"]);

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A fingerprint of every table of the database: the number of rows and the newest row version
 * (xmin, the id of the transaction that wrote it), so an insert, a delete or an update anywhere
 * changes it. One statement that reads no row contents: cheap on a test database.
 */
export async function createDbChecksum(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
    .map((t) => t.name)
    .filter((t) => !SKIPPED.has(t) && !t.startsWith("__drizzle"));
  const parts = tables.map((t) =>
    COUNT_ONLY.has(t)
      ? `(select count(*)::text from ${ident(t)}) as ${ident(t)}`
      : `(select count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text from ${ident(t)}) as ${ident(t)}`,
  );
  const query = sql.raw(`select ${parts.join(", ")}`);
  return async () => rowsOf<Record<string, string>>(await db.execute(query))[0];
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}
