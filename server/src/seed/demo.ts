import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { FileStore } from '../modules/files/index.js';
import { createAdmin } from '../modules/auth/create-admin.js';
import { seedDemoAccount } from './demo-account.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { DEMO_CUSTOMER, seedDemoCustomers } from './demo-customers.js';
import { seedDemoDesignCenter } from './demo-design-center.js';
import { seedDemoOffers } from './demo-offers.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoPriceLists } from './demo-price-lists.js';
import { seedDemoPurchasing } from './demo-purchasing.js';

/** Demo logins are printed at start; they exist only in a database seeded with SEED=demo. */
export const DEMO_ADMIN = {
  email: 'admin@demo.fleurs.test',
  password: 'Demo-Admin-2026!',
  name: 'Demo Admin',
} as const;

/**
 * Loads believable demo data into an empty database. Later capabilities (customers, catalogue,
 * orders) add their own demo rows here.
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  options: { withAdmin: boolean; config: Config; files: FileStore },
) {
  const logins: { role: string; email: string; password: string }[] = [];
  if (options.withAdmin) {
    await createAdmin(db, clock, DEMO_ADMIN);
    logins.push({ role: 'admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  }
  await seedDemoCustomers(db, clock);
  logins.push({ role: 'customer', email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  // Product pictures and price-list files go to the file store (FILE_STORE).
  await seedDemoCatalog(db, clock, options.files);
  await seedDemoPriceLists(db, clock, options.files);
  await seedDemoOffers(db, clock);
  await seedDemoPurchasing(db, clock);
  // Orders last: they take stock from the catalogue and prices from the offers. The history is
  // replayed as it happened, its payments after its orders: credit control, which would see
  // today's unpaid invoices as overdue, does not hold the replay.
  const replay = { ...options.config, creditHoldOverdueDays: Number.MAX_SAFE_INTEGER };
  await seedDemoOrders(db, clock, replay, options.files);
  // The demo customer's invoices, credits and payments pages, and today's household payments.
  await seedDemoAccount(db, clock, replay, options.files);
  await seedDemoDesignCenter(db, clock);
  return logins;
}
