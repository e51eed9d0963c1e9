import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-accounts.js';
import * as m0003 from './migrations/0003-customers.js';
import * as m0004 from './migrations/0004-customer-search-index.js';
import * as m0005 from './migrations/0005-catalogue.js';
import * as m0006 from './migrations/0006-orders.js';
import * as m0007 from './migrations/0007-design-center.js';
import * as m0008 from './migrations/0008-prebookings-exports.js';
import * as m0009 from './migrations/0009-statements.js';
import * as m0010 from './migrations/0010-outbox-recipient.js';
import * as m0011 from './migrations/0011-customer-delivery-zone.js';
import * as m0012 from './migrations/0012-orders-total-index.js';
import * as m0013 from './migrations/0013-ledger.js';
import * as m0016 from './migrations/0016-receivables.js';
import * as m0017 from './migrations/0017-statement-sends.js';
import * as m0018 from './migrations/0018-allocation-history.js';
import * as m0019 from './migrations/0019-claims.js';
import * as m0022 from './migrations/0022-list-indexes.js';
import * as m0023 from './migrations/0023-order-notices.js';
import * as m0024 from './migrations/0024-back-order-fills.js';
import * as m0025 from './migrations/0025-deliveries.js';
import * as m0027 from './migrations/0027-audit-events.js';
import * as m0028 from './migrations/0028-file-store.js';
import * as m0029 from './migrations/0029-favourites.js';
import * as m0030 from './migrations/0030-cluster.js';
import * as m0031 from './migrations/0031-staff-roles.js';
import * as m0032 from './migrations/0032-totp.js';
import * as m0033 from './migrations/0033-designers-are-staff.js';
import * as m0034 from './migrations/0034-run-departure.js';
import * as m0035 from './migrations/0035-delivery-proof-kind.js';
import * as m0036 from './migrations/0036-order-number-sequence.js';
import * as m0037 from './migrations/0037-order-filter-indexes.js';
import * as m0038 from './migrations/0038-customer-invoices-index.js';
import * as m0039 from './migrations/0039-outbox-content.js';
import * as m0040 from './migrations/0040-customer-search-without-accents.js';
import * as m0041 from './migrations/0041-product-search-without-accents.js';
import * as m0042 from './migrations/0042-order-indexes-for-placement.js';
import * as m0043 from './migrations/0043-login-challenge-attempt.js';
import * as m0044 from './migrations/0044-product-search-lines.js';
import * as m0045 from './migrations/0045-money-bigint.js';
import * as m0046 from './migrations/0046-delivery-addresses.js';
import * as m0047 from './migrations/0047-catalogue-categories-colours.js';
import * as m0048 from './migrations/0048-api-tokens.js';
import * as m0049 from './migrations/0049-pick-list-ticks.js';
import * as m0050 from './migrations/0050-dashboard-losses-index.js';
import * as m0051 from './migrations/0051-webhooks.js';
import * as m0052 from './migrations/0052-accounting-accounts.js';
import * as m0053 from './migrations/0053-arrival-dates.js';
import * as m0054 from './migrations/0054-fresh-list.js';
import * as m0055 from './migrations/0055-packs.js';
import * as m0056 from './migrations/0056-purchasing.js';
import * as m0057 from './migrations/0057-closed-days.js';
import * as m0058 from './migrations/0058-standing-orders.js';
import * as m0059 from './migrations/0059-product-pictures.js';
import * as m0063 from './migrations/0063-standing-order-packs-and-reminders.js';
import * as m0064 from './migrations/0064-customer-prices.js';
import * as m0065 from './migrations/0065-auth-change-notices.js';
import * as m0066 from './migrations/0066-landed-cost.js';
import * as m0067 from './migrations/0067-order-line-costs.js';
import * as m0068 from './migrations/0068-sales-rollups.js';
import * as m0069 from './migrations/0069-pick-ticks-by-pack.js';
import * as m0071 from './migrations/0071-sales-rollup-pending.js';
import * as m0072 from './migrations/0072-lot-units-taken.js';
import * as m0073 from './migrations/0073-settlements.js';
import * as m0075 from './migrations/0075-facet-indexes.js';
import * as m0076 from './migrations/0076-margin-rollups.js';
import * as m0077 from './migrations/0077-orders-invoiced-on.js';
import * as m0079 from './migrations/0079-product-search-index.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-accounts': m0002,
  '0003-customers': m0003,
  '0004-customer-search-index': m0004,
  '0005-catalogue': m0005,
  '0006-orders': m0006,
  '0007-design-center': m0007,
  '0008-prebookings-exports': m0008,
  '0009-statements': m0009,
  '0010-outbox-recipient': m0010,
  '0011-customer-delivery-zone': m0011,
  '0012-orders-total-index': m0012,
  '0013-ledger': m0013,
  '0016-receivables': m0016,
  '0017-statement-sends': m0017,
  '0018-allocation-history': m0018,
  '0019-claims': m0019,
  '0022-list-indexes': m0022,
  '0023-order-notices': m0023,
  '0024-back-order-fills': m0024,
  '0025-deliveries': m0025,
  '0027-audit-events': m0027,
  '0028-file-store': m0028,
  '0029-favourites': m0029,
  '0030-cluster': m0030,
  '0031-staff-roles': m0031,
  '0032-totp': m0032,
  '0033-designers-are-staff': m0033,
  '0034-run-departure': m0034,
  '0035-delivery-proof-kind': m0035,
  '0036-order-number-sequence': m0036,
  '0037-order-filter-indexes': m0037,
  '0038-customer-invoices-index': m0038,
  '0039-outbox-content': m0039,
  '0040-customer-search-without-accents': m0040,
  '0041-product-search-without-accents': m0041,
  '0042-order-indexes-for-placement': m0042,
  '0043-login-challenge-attempt': m0043,
  '0044-product-search-lines': m0044,
  '0045-money-bigint': m0045,
  '0046-delivery-addresses': m0046,
  '0047-catalogue-categories-colours': m0047,
  '0048-api-tokens': m0048,
  '0049-pick-list-ticks': m0049,
  '0050-dashboard-losses-index': m0050,
  '0051-webhooks': m0051,
  '0052-accounting-accounts': m0052,
  '0053-arrival-dates': m0053,
  '0054-fresh-list': m0054,
  '0055-packs': m0055,
  '0056-purchasing': m0056,
  '0057-closed-days': m0057,
  '0058-standing-orders': m0058,
  '0059-product-pictures': m0059,
  '0063-standing-order-packs-and-reminders': m0063,
  '0064-customer-prices': m0064,
  '0065-auth-change-notices': m0065,
  '0066-landed-cost': m0066,
  '0067-order-line-costs': m0067,
  '0068-sales-rollups': m0068,
  '0069-pick-ticks-by-pack': m0069,
  '0071-sales-rollup-pending': m0071,
  '0072-lot-units-taken': m0072,
  '0073-settlements': m0073,
  '0075-facet-indexes': m0075,
  '0076-margin-rollups': m0076,
  '0077-orders-invoiced-on': m0077,
  '0079-product-search-index': m0079,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of the migrations this build knows that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Runs the migrations up to and including `name` (tests of a migration's data). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? name} failed`, { cause: error });
}

/**
 * Runs every pending migration. On PostgreSQL it is safe when several servers start at once:
 * Kysely's migrator holds a session advisory lock for the whole run and reads which migrations
 * ran only once it holds it (tested in migrate.test.ts). SQLite is one server: not guarded.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
