import type { Query, SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../db/client";

// Turns sql`` templates into text for rawStatement; it holds no state of any database.
const dialect = new PgDialect();

/**
 * A query prepared once for the app's database: drizzle builds its SQL once, and PostgreSQL
 * parses and plans it once per connection (a named statement). Building a query on every call
 * was the larger part of a simple read's CPU under load (docs/benchmarks-log.md). The service that
 * owns it is built once per app (its feature module), so the statement is too; it is built on
 * first use, not at start. Inside a transaction it is built for that transaction each time.
 */
export function prepareOnce<T>(db: Db, build: (db: DbOrTx) => T): (on?: DbOrTx) => T {
  let statement: T | undefined;
  return (on = db) => (on === db ? (statement ??= build(db)) : build(on));
}

/**
 * A raw statement (an sql`` template whose values are sql.placeholder(...)) turned into its SQL
 * text once per process and run as a named statement: PostgreSQL parses it once per connection,
 * and no call builds SQL. For the statements the event worker and the grouped writes run many
 * times a second with a list of items as arrays or one JSON value
 * (docs/benchmarks-log.md, "Istruzioni fisse"). Each database or transaction gets its prepared query on first use; the rows come back
 * as PostgreSQL sent them (no drizzle mapping: numeric and dates stay text).
 */
export function rawStatement<Row>(name: string, build: () => SQL): (on: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  const prepared = new WeakMap<DbOrTx, PgPreparedQuery<PreparedQueryConfig>>();
  return async (on, values) => {
    let statement = prepared.get(on);
    if (!statement) {
      statement = on._.session.prepareQuery((query ??= dialect.sqlToQuery(build())), undefined, name, false);
      prepared.set(on, statement);
    }
    return ((await statement.execute(values)) as { rows: Row[] }).rows;
  };
}
