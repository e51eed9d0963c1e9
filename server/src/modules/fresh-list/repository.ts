import type { Db } from '../../db/connection.js';

// The fresh list's tables (0054): its settings (one row), who asked for it, and one row per
// morning it went out.

export function readSettings(db: Db) {
  return db.selectFrom('fresh_list_settings').select(['enabled', 'send_at']).where('id', '=', 1).executeTakeFirst();
}

export async function writeSettings(
  trx: Db,
  settings: { enabled: boolean; send_at: string },
  by: { id: number; nowIso: string },
): Promise<void> {
  const values = {
    enabled: settings.enabled ? 1 : 0,
    send_at: settings.send_at,
    updated_at: by.nowIso,
    updated_by: by.id,
  };
  await trx
    .insertInto('fresh_list_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function isSubscribed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('fresh_list_subscribers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Opts a customer in with a new unsubscribe token; one already in keeps theirs. */
export async function subscribe(db: Db, userId: number, token: string, nowIso: string): Promise<void> {
  await db
    .insertInto('fresh_list_subscribers')
    .values({ user_id: userId, token, subscribed_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function unsubscribeUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('fresh_list_subscribers').where('user_id', '=', userId).execute();
}

/** Removes the subscription a token is for; false when no subscription has it (wrong or used). */
export async function unsubscribeToken(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom('fresh_list_subscribers').where('token', '=', token).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The subscribers' ids, as a subquery for the customers module (mailableCustomers). */
export function subscriberIds(db: Db) {
  return db.selectFrom('fresh_list_subscribers').select('user_id as customer_id');
}

export async function subscriberCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('fresh_list_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The unsubscribe token of each of the given subscribers. */
export async function tokensOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fresh_list_subscribers')
    .select(['user_id', 'token'])
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.token]));
}

export function sendOf(db: Db, day: string) {
  return db.selectFrom('fresh_list_sends').selectAll().where('send_date', '=', day).executeTakeFirst();
}

/** The last morning the list went out (before `day` when given). */
export function lastSend(db: Db, before?: string) {
  let query = db.selectFrom('fresh_list_sends').selectAll();
  if (before) query = query.where('send_date', '<', before);
  return query.orderBy('send_date', 'desc').limit(1).executeTakeFirst();
}

/**
 * The morning's row, in the transaction that queues its e-mails: a second one for the same
 * morning fails on the key (isUniqueViolation), and the whole rolls back.
 */
export async function claimMorning(
  trx: Db,
  row: { send_date: string; sent_at: string; since: string; recipients: number; products: number },
): Promise<void> {
  await trx.insertInto('fresh_list_sends').values(row).execute();
}
