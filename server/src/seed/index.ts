import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { createAdmin } from '../modules/users/create-admin.js';
import { adminExists } from '../modules/users/repository.js';
import { DEMO_ADMIN, seedDemo } from './demo.js';

export interface SeedReport {
  /** Logins to print at start (demo data only; never in production). */
  logins: { role: string; email: string; password: string }[];
}

/**
 * Start-up data: the admin of ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists, and the demo
 * data when SEED=demo and the database is empty.
 */
export async function seed(db: Db, config: Config, clock: Clock): Promise<SeedReport> {
  const report: SeedReport = { logins: [] };
  const empty = !(await adminExists(db));
  if (config.admin && empty) {
    await createAdmin(db, clock, { email: config.admin.email, password: config.admin.password, name: 'Administrator' });
  }
  if (config.seed === 'demo' && empty) {
    report.logins.push(...(await seedDemo(db, clock, { withAdmin: !config.admin })));
  } else if (config.seed === 'demo' && (await demoAdminPresent(db))) {
    report.logins.push({ role: 'admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  }
  return report;
}

async function demoAdminPresent(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  return row !== undefined;
}
