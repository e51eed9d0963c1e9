import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupDatabase, verifyBackup } from '../db/backup.js';
import { createDb } from '../db/connection.js';

/**
 * npm run backup [-- --out FILE] [--verify]: a consistent copy of the running shop's database
 * (SQLite online backup API, or pg_dump's custom format), by default in DATA_DIR/backups.
 * --verify restores it into a fresh database and compares every table's row count and the
 * money journal's checksum (exit 1 when they differ). docs/operations.md.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const outAt = args.indexOf('--out');
  const file =
    outAt >= 0 && args[outAt + 1]
      ? path.resolve(args[outAt + 1]!)
      : path.join(config.dataDir, 'backups', `shop-${stamp}.${config.database.dialect === 'sqlite' ? 'db' : 'dump'}`);
  await backupDatabase(config.database, file);
  console.log(`Backup of the ${config.database.dialect} database written to ${file}`);
  if (!args.includes('--verify')) return;
  const db = createDb(config.database);
  try {
    const check = await verifyBackup(db, config.database, file, createDb);
    const tables = Object.keys(check.counts);
    for (const table of tables)
      if (check.counts[table] !== check.restoredCounts[table])
        console.error(`${table}: ${check.counts[table]} rows live, ${check.restoredCounts[table]} restored`);
    console.log(`Restored into a fresh database: ${tables.length} tables compared, ledger ${check.checksum}`);
    if (!check.ok) {
      console.error(`Backup check FAILED (ledger restored: ${check.restoredChecksum})`);
      process.exit(1);
    }
    console.log('Backup check passed: same row counts, same money journal.');
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
