import { ACCOUNT_KEYS, DEFAULT_ACCOUNTS, type AccountingSettings, type AccountKey } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import { readAccounts, writeAccount } from './repository.js';

export interface AccountingDeps {
  db: Db;
  clock: Clock;
}

/** GET /api/settings/accounting: every account, the default where none was set. */
export async function accountingSettings(db: Db): Promise<AccountingSettings> {
  const stored = new Map((await readAccounts(db)).map((row) => [row.key, row]));
  const accounts = Object.fromEntries(
    ACCOUNT_KEYS.map((key) => {
      const row = stored.get(key);
      return [key, row ? { number: row.number, name: row.name } : DEFAULT_ACCOUNTS[key]];
    }),
  ) as AccountingSettings['accounts'];
  return { accounts };
}

/** PUT /api/settings/accounting: every account at once; what changed is in the audit trail. */
export async function updateAccountingSettings(
  deps: AccountingDeps,
  by: { id: number; ip?: string | null },
  next: AccountingSettings,
): Promise<AccountingSettings> {
  const before = await accountingSettings(deps.db);
  const nowIso = deps.clock.now().toISOString();
  const changes: Record<string, [string, string]> = {};
  for (const key of ACCOUNT_KEYS as readonly AccountKey[]) {
    const [was, now] = [before.accounts[key], next.accounts[key]];
    const [a, b] = [`${was.number} ${was.name}`, `${now.number} ${now.name}`];
    if (a !== b) changes[`account_${key}`] = [a, b];
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const key of ACCOUNT_KEYS) await writeAccount(trx, { key, ...next.accounts[key] }, { id: by.id, nowIso });
    // The accounting settings are the shop's second setting (the sign-in's is 1).
    await recordAudit(
      trx,
      { by: { id: by.id, ip: by.ip ?? null }, nowIso },
      {
        entity: 'setting',
        entityId: 2,
        action: 'update',
        changes,
      },
    );
  });
  return accountingSettings(deps.db);
}
