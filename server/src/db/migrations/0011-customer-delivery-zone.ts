import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The zone a customer is usually delivered to (PRODUCT.md, Orders: the staff form shows it), so
 * the staff form and the shop start from it. Null: not set, chosen with each order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('customer_profiles')
    .addColumn('delivery_zone', 'text', (c) =>
      c.check(sql`delivery_zone in ('ville-saint-laurent', 'montreal-laval', 'north-south-shore')`),
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('customer_profiles').dropColumn('delivery_zone').execute();
}
