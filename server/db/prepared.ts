import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/**
 * A query prepared once per database handle: drizzle builds its SQL once, and PostgreSQL parses
 * and plans it once per connection (a named statement). Building a query on every call was the
 * larger part of a simple read's CPU under load (docs/benchmarks.md). Inside a transaction the
 * statement is built for that transaction's connection each time, as before.
 */
export function preparedOn<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db);
    let q = byDb.get(db);
    if (q === undefined) {
      q = build(db);
      byDb.set(db, q);
    }
    return q;
  };
}
