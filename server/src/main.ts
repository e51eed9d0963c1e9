import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { createFileStore } from './modules/files/index.js';
import { seed } from './seed/index.js';
import { startShop } from './serve.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const files = createFileStore(config.fileStore, { db, dataDir: config.dataDir });
  const report = await seed(db, config, systemClock, files);
  const { app } = await startShop(config, { db, files });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop the jobs and give their leases up, stop accepting connections, let requests in
    // flight finish, then close the database (serve.ts).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [`Shop running at ${url} (database: ${config.database.dialect})`];
  for (const login of report.logins) lines.push(`  demo ${login.role}: ${login.email} / ${login.password}`);
  // Printed on stdout for the person who started the shop, not into the structured log.
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
