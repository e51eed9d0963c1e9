import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { systemClock } from '../../lib/clock.js';
import { packingSlipOrder } from '../../modules/design-center/pick-list.js';
import { invoiceFor, loadOrder, presentLoadedOrder } from '../../modules/orders/index.js';
import { seed } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createDb, type Db } from '../connection.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

/**
 * 0055 on a copy of the demo data: every product becomes one pack of its unit at its price and
 * keeps its stock, and every order, invoice, credit note and packing slip reads exactly as it
 * did before the migration (decision 052). The demo is seeded, 0055 (and what came after it) is
 * rolled back, the documents are drawn, 0055 runs again on that data, and they are drawn again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, SEED: 'demo' }), database: t.config.database };
  await seed(t.db, config, systemClock, t.app.files);
}, 480_000);
afterAll(() => t.close());

/** What a reader sees, without the fields 0055 (the pack) and 0064 (the price's source) add to a line. */
const LATER_FIELDS = new Set(['pack_id', 'pack_units', 'list_price_cents', 'price_source']);
const withoutPackFields = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (LATER_FIELDS.has(key) ? undefined : v)));

/** Drawn on a connection of its own: PostgreSQL's prepared plans of before would not fit the new columns. */
async function drawnApart() {
  const db = createDb(t.config.database);
  try {
    return await drawn(db);
  } finally {
    await db.destroy();
  }
}

async function drawn(db: Db) {
  const business = t.config.business;
  const orders = await db.selectFrom('orders').select(['id', 'invoice_number']).orderBy('id').execute();
  const documents = await db.selectFrom('invoice_documents').select(['id', 'order_id']).orderBy('id').execute();
  const out: Record<string, unknown> = {};
  for (const o of orders) {
    const loaded = await loadOrder(db, o.id);
    out[`order ${o.id} en`] = withoutPackFields(presentLoadedOrder(loaded, 'en'));
    out[`order ${o.id} fr`] = withoutPackFields(presentLoadedOrder(loaded, 'fr'));
    out[`slip ${o.id}`] = withoutPackFields(await packingSlipOrder(db, o.id));
  }
  // Issued documents are drawn from their frozen snapshot: the same bytes every time.
  for (const d of documents)
    out[`document ${d.id}`] = (await invoiceFor(db, business, d.order_id, null, d.id)).pdf.toString('base64');
  const products = await db
    .selectFrom('products')
    .select(['id', 'unit', 'price_cents', 'on_hand'])
    .orderBy('id')
    .execute();
  return { out, products, counts: { orders: orders.length, documents: documents.length } };
}

describe('0055: packs on the demo data', { timeout: 480_000 }, () => {
  it('gives each product one pack of its unit and price, keeps stock, and every document reads as before', async () => {
    await migrateTo(t.db, '0054-fresh-list');
    const before = await drawnApart();
    expect(before.counts.orders).toBeGreaterThan(20);
    expect(before.counts.documents).toBeGreaterThan(10);

    await migrateToLatest(t.db);
    const after = await drawnApart();
    expect(after.products).toEqual(before.products);
    expect(Object.keys(after.out)).toEqual(Object.keys(before.out));
    for (const key of Object.keys(before.out)) expect(after.out[key], key).toEqual(before.out[key]);

    const packs = await t.db.selectFrom('product_packs').selectAll().orderBy('product_id').execute();
    expect(packs.map((p) => [p.product_id, p.kind, p.units, Number(p.price_cents), p.active])).toEqual(
      before.products.map((p) => [p.id, p.unit, 1, Number(p.price_cents), 1]),
    );
    // Every line of before is one pack of one base unit: the pack its product now has.
    const lines = await t.db
      .selectFrom('order_lines')
      .innerJoin('product_packs', 'product_packs.id', 'order_lines.pack_id')
      .select(['order_lines.product_id', 'product_packs.product_id as pack_product', 'order_lines.pack_units'])
      .execute();
    expect(lines.length).toBe(
      await t.db
        .selectFrom('order_lines')
        .select('id')
        .execute()
        .then((r) => r.length),
    );
    expect(lines.every((l) => l.product_id === l.pack_product && l.pack_units === 1)).toBe(true);
  });
});
