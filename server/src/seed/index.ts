import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { FileStore } from '../modules/files/index.js';
import { createAdmin } from '../modules/auth/create-admin.js';
import { adminExists, emailInUse } from '../modules/users/repository.js';
import { DEMO_ADMIN, seedDemo } from './demo.js';
import { DEMO_CUSTOMER } from './demo-customers.js';

export interface SeedReport {
  /** Logins to print at start (demo data only; never in production). */
  logins: { role: string; email: string; password: string }[];
}

/**
 * Start-up data: the admin of ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists, and the demo
 * data when SEED=demo and the database is empty.
 */
export async function seed(db: Db, config: Config, clock: Clock, files: FileStore): Promise<SeedReport> {
  const report: SeedReport = { logins: [] };
  const empty = !(await adminExists(db));
  if (config.admin && empty) {
    await createAdmin(db, clock, { email: config.admin.email, password: config.admin.password, name: 'Administrator' });
  }
  if (config.seed === 'demo' && empty) {
    report.logins.push(...(await seedDemo(db, clock, { withAdmin: !config.admin, config, files })));
  } else if (config.seed === 'demo') {
    // Later starts on demo data print the logins again, as long as those accounts exist.
    for (const [role, login] of [
      ['admin', DEMO_ADMIN],
      ['customer', DEMO_CUSTOMER],
    ] as const) {
      if (await emailInUse(db, login.email)) report.logins.push({ role, email: login.email, password: login.password });
    }
  }
  return report;
}
