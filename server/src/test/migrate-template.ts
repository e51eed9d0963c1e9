import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * `node --conditions=source --import tsx migrate-template.ts <sqlite file | postgres url>`: runs
 * every migration on the test run's template database, as production does (createDb, the same
 * driver and its checkpoint worker), in a Node process of its own: vitest's globalSetup runs in a
 * module runner that cannot start a worker thread through tsx (template-database.ts).
 */
const target = process.argv[2];
if (!target) throw new Error('usage: migrate-template.ts <sqlite file | postgres url>');
const db = createDb(
  target.startsWith('postgres')
    ? // A database given as TEMPLATE must have no session left: the pool is closed at the end.
      { dialect: 'postgres', url: target, poolSize: 1 }
    : { dialect: 'sqlite', file: target },
);
try {
  await migrateToLatest(db);
} finally {
  // On SQLite, closing the last connection checkpoints the log into the file: the file alone is the copy.
  await db.destroy();
}
