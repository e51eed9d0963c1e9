import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveBalance } from '../modules/accounts/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer } from '../test/factories.js';
import { backupDatabase, ledgerChecksum, restoreDatabase, tableCounts, verifyBackup } from './backup.js';
import { createDb } from './connection.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const actor = { by: { id: null }, nowIso: '2026-11-20T13:00:00.000Z', today: '2026-11-20' };
  for (let i = 0; i < 3; i += 1) {
    const customer = await createCustomer(t.db);
    await moveBalance(t.db, {
      customerId: customer.id,
      kind: 'adjustment',
      amountCents: 1250 * (i + 1),
      document: { type: null, note: `opening balance ${i}` },
      actor,
    });
  }
});
afterAll(() => t.close());

describe('backup and restore (docs/operations.md)', () => {
  it('restores into a fresh database with the same row counts and money journal', async () => {
    const file = path.join(t.config.dataDir, 'backups', 'shop.backup');
    await backupDatabase(t.config.database, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    const check = await verifyBackup(t.db, t.config.database, file, createDb);
    expect(check.ok).toBe(true);
    expect(check.restoredCounts).toEqual(check.counts);
    expect(check.counts.ledger_entries).toBe(3);
    expect(check.counts.users).toBe(3);
    expect(check.restoredChecksum).toMatch(/^3:[0-9a-f]{64}$/);
  });

  it('tells a restore that lost a journal entry from a good one', async () => {
    const file = path.join(t.config.dataDir, 'backups', 'before.backup');
    await backupDatabase(t.config.database, file);
    const before = await ledgerChecksum(t.db);
    const customer = await createCustomer(t.db);
    await moveBalance(t.db, {
      customerId: customer.id,
      kind: 'adjustment',
      amountCents: 99,
      document: { type: null, note: 'after the backup' },
      actor: { by: { id: null }, nowIso: '2026-11-20T14:00:00.000Z', today: '2026-11-20' },
    });
    const check = await verifyBackup(t.db, t.config.database, file, createDb);
    expect(check.ok).toBe(false);
    expect(check.restoredChecksum).toBe(before);
    expect(check.restoredCounts.ledger_entries).toBe(check.counts.ledger_entries! - 1);
  });

  it('never restores over an existing SQLite file', async () => {
    if (t.config.database.dialect !== 'sqlite') return;
    await expect(restoreDatabase(t.config.database, t.config.database.file)).rejects.toThrow(/exists/);
    expect((await tableCounts(t.db, 'sqlite')).users).toBeGreaterThan(0);
  });
});
