import type { Db } from '../../db/connection.js';

// The accounts the books' export posts to (accounting_accounts, 0052): key → number and name.

export function readAccounts(db: Db) {
  return db.selectFrom('accounting_accounts').select(['key', 'number', 'name']).execute();
}

export async function writeAccount(
  trx: Db,
  account: { key: string; number: string; name: string },
  by: { id: number | null; nowIso: string },
): Promise<void> {
  const values = { number: account.number, name: account.name, updated_at: by.nowIso, updated_by: by.id };
  await trx
    .insertInto('accounting_accounts')
    .values({ key: account.key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}
