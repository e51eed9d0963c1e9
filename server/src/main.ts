import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { createFileStore } from './modules/files/index.js';
import { purgeExpired } from './modules/auth/housekeeping.js';
import { purgeOldMailBodies } from './modules/mail/index.js';
import { runMonthlyStatements } from './modules/statements/index.js';
import { seed } from './seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const files = createFileStore(config.fileStore, { db, dataDir: config.dataDir });
  const report = await seed(db, config, systemClock, files);
  const app = await buildApp(config, { db, files });
  // The mail sender finishes its current message before the database it writes to closes.
  app.addHook('onClose', async () => {
    await app.mailer.sender.stop();
    await db.destroy();
  });
  app.mailer.sender.start();
  const housekeeping = setInterval(() => {
    Promise.all([purgeExpired(db, systemClock), purgeOldMailBodies(db, systemClock)]).catch((err: unknown) =>
      app.log.error({ err }, 'housekeeping failed'),
    );
  }, 3600_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  // Monthly statements: every hour (and now), from the first business day of a month on; each
  // customer's is queued once per month whichever server runs it (docs/decisions/015).
  if (config.statementJob) {
    const statements = () =>
      runMonthlyStatements({ db, clock: systemClock, config, files }).then(
        (result) => {
          if (result?.queued) {
            app.log.info(result, 'monthly statements queued');
            app.mailer.kick();
          }
        },
        (err: unknown) => app.log.error({ err }, 'monthly statements failed'),
      );
    const statementJob = setInterval(() => void statements(), 3600_000);
    statementJob.unref();
    app.addHook('onClose', async () => clearInterval(statementJob));
    void statements();
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let requests in flight finish, then close the database.
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
