import type { Db, DbOrTx } from "./client";

/**
 * A query prepared once for the app's database: drizzle builds its SQL once, and PostgreSQL
 * parses and plans it once per connection (a named statement). Building a query on every call
 * was the larger part of a simple read's CPU under load (docs/benchmarks.md). The service that
 * owns it is built once per app (its feature module), so the statement is too; it is built on
 * first use, not at start. Inside a transaction it is built for that transaction each time.
 */
export function prepareOnce<T>(db: Db, build: (db: DbOrTx) => T): (on?: DbOrTx) => T {
  let statement: T | undefined;
  return (on = db) => (on === db ? (statement ??= build(db)) : build(on));
}
