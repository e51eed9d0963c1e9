import type { MigrationDb } from './helpers.js';

/**
 * The shop's filters with counts (issue 36, facets): each count is a GROUP BY of one column of
 * the active products with the other filters applied. On the (active, column) indexes of 0047
 * the database groups in the index's order but reads each product's row to apply the other
 * filters (a category chosen: 19,000 row reads at 20,000 products, p95 of the call ~570 ms on
 * SQLite). Each index now holds the four filter columns, the grouped one second: the count
 * reads the index alone.
 */
const FACETS = ['category_id', 'colour_id', 'length_cm', 'origin'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const column of FACETS) {
    await db.schema.dropIndex(`products_active_${column}`).execute();
    await db.schema
      .createIndex(`products_active_${column}`)
      .on('products')
      .columns(['active', column, ...FACETS.filter((c) => c !== column)])
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of FACETS) {
    await db.schema.dropIndex(`products_active_${column}`).execute();
    await db.schema.createIndex(`products_active_${column}`).on('products').columns(['active', column]).execute();
  }
}
