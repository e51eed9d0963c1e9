import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { createAdmin } from '../modules/auth/create-admin.js';

/** npm run admin:create -- --email a@b.c --name "Name"  (the password is read from ADMIN_PASSWORD or asked) */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!values.email || !password || password.length < 10) {
    console.error('Usage: npm run admin:create -- --email EMAIL [--name NAME] [--password PASSWORD of 10+ characters]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const id = await createAdmin(db, systemClock, {
      email: values.email,
      password,
      name: values.name ?? 'Administrator',
    });
    console.log(`Admin ${values.email} created (id ${id}).`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
