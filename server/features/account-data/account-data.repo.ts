import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { EXTRA_USER_REFERENCES, HIDDEN_COLUMN, TABLE_POLICIES, type TablePolicy } from "./personal-data";

// Generic reads and deletions driven by the table registry (personal-data.ts): the SQL names
// tables and columns only through sql.identifier, from that fixed list.

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const id = (name: string) => sql.identifier(name);

type Row = Record<string, unknown>;
type Who = { userId: number; email: string };

/**
 * The rows of one table that are this user's, or null when the table holds none by policy. `page`
 * reads them a batch at a time (docs/privacy.md, "Esportazione in streaming"): `afterId` continues
 * after the last id read (tables whose first column is `id`: "order by 1" is then by id), `offset`
 * for the few without one.
 */
function selectFor(table: string, policy: TablePolicy, who: Who, page?: Page): SQL | null {
  const limit = page ? sql` limit ${page.limit}${page.offset ? sql` offset ${page.offset}` : sql``}` : sql``;
  const after = (prefix: string) => (page?.afterId === undefined ? sql`` : sql` and ${sql.raw(prefix)}${id("id")} > ${page.afterId}`);
  switch (policy.kind) {
    case "account":
      return sql`select * from ${id(table)} where ${id("id")} = ${who.userId}`;
    case "owned":
    case "authored":
    case "anonymised":
      return sql`select * from ${id(table)} where ${id(policy.userColumn)} = ${who.userId}${after("")} order by 1${limit}`;
    case "owned-via":
      return sql`select c.* from ${id(table)} c join ${id(policy.parentTable)} p on c.${id(policy.column)} = p.${id(policy.parentKey)}
        where p.${id(policy.parentUserColumn)} = ${who.userId}${after("c.")} order by 1${limit}`;
    case "by-email":
      if (!policy.export) return null;
      return sql`select * from ${id(table)} where ${byEmail(policy, who)}${after("")} order by 1${limit}`;
    default:
      return null;
  }
}
type Page = { limit: number; afterId?: number | string; offset?: number };

/**
 * The rows of a by-email table that are the user's (docs/privacy.md, "The table registry"): those
 * with their id; by the address only rows with no owner, and only while the account's address is
 * verified (read in the same statement), so registering someone else's address, or an address an
 * account left, reaches nothing of theirs. Export and deletion use this one rule.
 */
function byEmail(policy: TablePolicy & { kind: "by-email" }, who: Who): SQL {
  const address = who.email.toLowerCase();
  const verified = sql`exists (select 1 from ${id("users")} where ${id("id")} = ${who.userId} and ${id("email_verified_at")} is not null and lower(${id("email")}) = ${address})`;
  const mail = sql`(lower(${id(policy.emailColumn)}) = ${address} and ${verified})`;
  if (!policy.userColumn) return mail;
  return sql`(${id(policy.userColumn)} = ${who.userId} or (${id(policy.userColumn)} is null and ${mail}))`;
}

// Binary columns (a receipt's file, docs/privacy.md, "Export (GDPR art. 15 and 20)") as base64 text.
const exported = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value);
const visible = (row: Row): Row => Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (HIDDEN_COLUMN.test(k) ? [] : [[k, exported(v)]])));

/**
 * Everything stored about the user, table by table, without secrets (docs/privacy.md): for each
 * table its name and its rows in batches of at most `batch` rows, read one batch at a time as the
 * caller asks (docs/privacy.md, "Esportazione in streaming").
 */
export async function* exportTables(db: DbOrTx, who: Who, batch: number, receiptBatch: number): AsyncGenerator<{ table: string; batches: AsyncGenerator<Row[]> }> {
  for (const [table, policy] of Object.entries(TABLE_POLICIES)) {
    if (!selectFor(table, policy, who)) continue;
    // A receipt is a file of up to RECEIPT_MAX_BYTES: those are read a few at a time (docs/privacy.md, "Esportazione in streaming").
    yield { table, batches: tableBatches(db, table, policy, who, table === "expense_receipts" ? receiptBatch : batch) };
  }
}

async function* tableBatches(db: DbOrTx, table: string, policy: TablePolicy, who: Who, batch: number): AsyncGenerator<Row[]> {
  let page: Page = { limit: batch };
  for (;;) {
    const rows = rowsOf<Row>(await db.execute(selectFor(table, policy, who, page)!));
    if (rows.length > 0) yield rows.map(visible);
    if (rows.length < batch || policy.kind === "account") return;
    const last = rows[rows.length - 1]!;
    // Keyset on the id when it is the first column (the order of "order by 1"), else the next offset.
    page = Object.keys(last)[0] === "id" ? { limit: batch, afterId: last.id as number } : { limit: batch, offset: (page.offset ?? 0) + rows.length };
  }
}

export type ExportExpense = { id: number; description: string; amount: string; category: string; subcategory: string; date: string; receiptId: string | null };

/**
 * The user's expenses by date and id, a batch at a time (keyset on (date, id), docs/privacy.md),
 * each with the id of its receipt, if any (docs/expenses.md, "Ricevute nel CSV").
 */
export async function* expenseBatches(db: DbOrTx, userId: number, batch: number): AsyncGenerator<ExportExpense[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    // "e.date", not "date": the bare name would sort by the output column (the text) and lose the
    // index's order, reading the whole history for each batch.
    const from: SQL = after ? sql` and (e.date, e.id) > (${after.date}::date, ${after.id})` : sql``;
    const r = await db.execute(
      sql`select e.id, e.description, e.amount::text as amount, e.category, e.subcategory, e.date::text as date,
          (select r.id from expense_receipts r where r.expense_id = e.id and r.user_id = e.user_id) as "receiptId" from expenses e
        where e.user_id = ${userId}${from} order by e.date, e.id limit ${batch}`,
    );
    const rows = rowsOf<ExportExpense>(r);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!;
  }
}

export type AccountSecrets = { email: string; passwordHash: string; stripeSubscriptionId: string | null; subscriptionStatus: string | null; trialUsedAt: Date | null };

export async function accountSecrets(db: DbOrTx, userId: number): Promise<AccountSecrets | undefined> {
  const r = await db.execute(sql`select email, password_hash, stripe_subscription_id, subscription_status, trial_used_at from users where id = ${userId}`);
  const row = rowsOf<{ email: string; password_hash: string; stripe_subscription_id: string | null; subscription_status: string | null; trial_used_at: Date | string | null }>(r)[0];
  return (
    row && {
      email: row.email,
      passwordHash: row.password_hash,
      stripeSubscriptionId: row.stripe_subscription_id,
      subscriptionStatus: row.subscription_status,
      trialUsedAt: row.trial_used_at === null ? null : new Date(row.trial_used_at),
    }
  );
}

/** Clears one pseudonymous user reference, writing the deleted user's reference where the deletion owns it. */
async function pseudonymise(tx: DbOrTx, table: string, policy: TablePolicy & { kind: "pseudonymous" }, who: Who & { pseudonym: string }): Promise<void> {
  // The audit log's references were written with each entry and its trigger refuses any other
  // change than the ids becoming null: there only the id is cleared (docs/privacy.md).
  const set =
    policy.refColumn && !policy.refWrittenWithRow
      ? sql`${id(policy.refColumn)} = ${who.pseudonym}, ${id(policy.userColumn)} = null`
      : sql`${id(policy.userColumn)} = null`;
  await tx.execute(sql`update ${id(table)} set ${set} where ${id(policy.userColumn)} = ${who.userId}`);
}

/**
 * The household invitations sent to the person's address and their mails (docs/household.md,
 * "Cancellazione dell'account"): someone else wrote them, but they name the person. Deleted when
 * the address is the person's beyond doubt: verified, or an invitation to it was accepted (by
 * signing in with it). Otherwise an account that registered someone else's address could erase
 * the invitations of a stranger.
 */
async function deleteInvitationsTo(tx: DbOrTx, who: Who): Promise<void> {
  const address = who.email.toLowerCase();
  const proven = sql`(exists (select 1 from users where id = ${who.userId} and email_verified_at is not null and lower(email) = ${address})
    or exists (select 1 from household_invitations where lower(email) = ${address} and used_at is not null))`;
  await tx.execute(sql`delete from email_outbox where scenario = 'household_invitation' and lower(to_email) = ${address} and ${proven}`);
  await tx.execute(sql`delete from household_invitations where lower(email) = ${address} and ${proven}`);
}

/**
 * Deletes the account and every personal row in one transaction: pseudonymous references are
 * written first (then the ids are cleared), references in anonymous aggregates cleared, rows
 * found by e-mail deleted (and the confirmation mails sent to an address the user asked to move
 * to), technical rows of the user, sessions and rate-limit counters removed, and the users row
 * deleted last (ON DELETE CASCADE takes the owned rows).
 */
export async function deleteAccountRows(tx: DbOrTx, who: Who & { pseudonym: string; rateLimitHashes: string[] }): Promise<void> {
  for (const [ref, policy] of Object.entries(EXTRA_USER_REFERENCES)) await pseudonymise(tx, ref.split(".")[0], policy, who);
  // Before account_tokens goes: the mails with a link to confirm a new address are the user's too.
  // (Mails queued before they carried a user id have none; another account's are not touched.)
  await tx.execute(sql`delete from email_outbox where scenario = 'email_change' and (user_id = ${who.userId} or user_id is null) and lower(to_email) in
    (select lower(email) from account_tokens where user_id = ${who.userId} and purpose = 'email_change' and email is not null)`);
  await deleteInvitationsTo(tx, who);
  for (const [table, policy] of Object.entries(TABLE_POLICIES)) {
    if (policy.kind === "pseudonymous") {
      await pseudonymise(tx, table, policy, who);
    } else if (policy.kind === "authored" && policy.privateColumn) {
      // The private rows go; the shared ones lose their author by the foreign key (SET NULL).
      await tx.execute(sql`delete from ${id(table)} where ${id(policy.userColumn)} = ${who.userId} and ${id(policy.privateColumn)} = 'private'`);
    } else if (policy.kind === "anonymised") {
      await tx.execute(sql`update ${id(table)} set ${id(policy.userColumn)} = null where ${id(policy.userColumn)} = ${who.userId}`);
    } else if (policy.kind === "by-email") {
      await tx.execute(sql`delete from ${id(table)} where ${byEmail(policy, who)}`);
    } else if (policy.kind === "technical" && policy.userColumn) {
      await tx.execute(sql`delete from ${id(table)} where ${id(policy.userColumn)} = ${who.userId}`);
    }
  }
  await tx.execute(sql`delete from sessions where (sess->'passport'->>'user') = ${String(who.userId)}`);
  for (const hash of who.rateLimitHashes) await tx.execute(sql`delete from rate_limits where key like ${`%:${hash}`}`);
  await tx.execute(sql`delete from users where id = ${who.userId}`);
}
