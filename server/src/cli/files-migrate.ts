import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { createFileStore, migrateFiles, migrationTarget } from '../modules/files/index.js';

/**
 * npm run files:migrate -- --to database (or --to disk): copies every stored file from the other
 * driver (DATA_DIR's files, or the database's) into that one, each verified by its SHA-256.
 * Run it again after a stop: what is already there is skipped. The source is left as it was;
 * then set FILE_STORE (or keep the default of the database in use) and restart.
 */
async function main(): Promise<void> {
  const to = migrationTarget(process.argv.slice(2));
  // npm runs this in server/: a relative DATA_DIR means the same folder as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const deps = { db, dataDir: config.dataDir };
    const source = createFileStore(to === 'database' ? 'disk' : 'database', deps);
    const target = createFileStore(to, deps);
    console.log(
      `Copying files from ${source.driver} to ${target.driver} (${config.database.dialect}, ${config.dataDir})`,
    );
    const started = Date.now();
    const result = await migrateFiles(source, target, (p) =>
      console.log(`${String(p.done).padStart(6)} ${p.outcome.padEnd(7)} ${p.key}`),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${result.copied} copied (${(result.bytes / 1024 / 1024).toFixed(1)} MiB, each verified by SHA-256), ${result.skipped} already there.`,
    );
    if (to !== config.fileStore)
      console.log(`The app reads FILE_STORE=${config.fileStore} now: set FILE_STORE=${to} to use these files.`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
