// The warehouse day (issue 14): the pick list and every packing slip of a date with 400 orders
// of 8 lines, each on a shop started for it alone: time, size and the shop's peak memory.
import { measureDownload, onSeededDatabases } from './exports.mjs';
import { insertBenchCustomer } from './orders.mjs';

const ADMIN = { email: 'bench-picklist@example.com', password: 'Bench-Pick-List-2026!' };
const ORDERS = 400;
const LINES = 8;
const PRODUCTS = 60;
const DATE = '2026-12-15';
const CATEGORIES = ['roses', 'gerbera', 'chrysanthemums', 'greens', 'fillers', 'tropicals', 'hard-goods'];
const ZONES = ['ville-saint-laurent', 'montreal-laval', 'north-south-shore'];
const CALLS = [
  { label: 'pick list (JSON)', url: `/api/pick-list?date=${DATE}` },
  { label: 'pick list (PDF)', url: `/api/pick-list.pdf?date=${DATE}&lang=fr` },
  { label: 'all packing slips (PDF, streamed)', url: `/api/pick-list/packing-slips.pdf?date=${DATE}` },
  {
    label: 'all packing slips (PDF, heap capped at 96 MB)',
    url: `/api/pick-list/packing-slips.pdf?date=${DATE}`,
    heapMb: 96,
  },
];

/** 100 customers, 60 products in stock, and 400 confirmed orders of 8 lines for DATE. */
async function seed(db) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const customers = [];
    for (let i = 0; i < 100; i += 1) {
      const id = await insertBenchCustomer(
        trx,
        { email: `pick-bench${i}@example.com`, name: `Owner ${i}`, language: i % 2 ? 'fr' : 'en', now },
        {
          business_name: `Fleuriste Banc d'essai ${i}`,
          neq_tax_number: String(1_300_000_000 + i),
          phone_number: `514-555-${String(i).padStart(4, '0')}`,
          address1: `${i} rue Principale`,
          search_text: `fleuriste ${i}`,
        },
      );
      customers.push(id);
    }
    const products = [];
    for (let p = 0; p < PRODUCTS; p += 1) {
      const { id } = await trx
        .insertInto('products')
        .values({
          sku: `PICK-${p}`,
          name_en: `Bench flower ${p}`,
          name_fr: `Fleur d'essai ${p}`,
          category: CATEGORIES[p % CATEGORIES.length],
          unit: 'bunch',
          stems_per_unit: 25,
          price_cents: 2450,
          fresh: 1,
          active: 1,
          on_hand: 200,
          search_text: `bench flower ${p}`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      products.push(id);
    }
    for (let i = 0; i < ORDERS; i += 1) {
      const zone = i % 5 ? ZONES[i % 3] : null;
      const { id } = await trx
        .insertInto('orders')
        .values({
          number: String(500_001 + i),
          customer_id: customers[i % customers.length],
          source: 'staff',
          type: 'order',
          status: i % 2 ? 'confirmed' : 'ready',
          delivery_method: zone ? 'delivery' : 'pickup',
          delivery_zone: zone,
          delivery_date: DATE,
          notes: i % 3 ? null : 'Livrer par la porte arrière / back door',
          po_number: i % 4 ? null : `PO-${i}`,
          subtotal_cents: 8 * 9800,
          delivery_fee_cents: zone ? 2200 : 0,
          gst_cents: 0,
          qst_cents: 0,
          total_cents: 8 * 9800,
          stock_taken: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lines = [];
      for (let l = 0; l < LINES; l += 1) {
        const p = (i * 7 + l * 13) % PRODUCTS;
        lines.push({
          order_id: id,
          position: l,
          product_id: products[p],
          name_en: `Bench flower ${p}`,
          name_fr: `Fleur d'essai ${p}`,
          unit: 'bunch',
          stems_per_unit: 25,
          fresh: 1,
          quantity: 4,
          stock_quantity: l === 7 ? 2 : 4,
          back_order: l === 7 ? 1 : 0,
          unit_price_cents: 2450,
          line_total_cents: 9800,
        });
      }
      await trx.insertInto('order_lines').values(lines).execute();
    }
  });
}

async function benchShop(label, env) {
  for (const call of CALLS) {
    const r = await measureDownload(env, { ...call, admin: ADMIN });
    console.log(
      `${label} ${call.label}: ${(r.seconds * 1000).toFixed(0)} ms for ${(r.bytes / 1e3).toFixed(0)} kB ` +
        `(first byte after ${r.firstByte.toFixed(0)} ms); shop RSS ${r.before.toFixed(0)} MB before, ` +
        `peak ${r.peak.toFixed(0)} MB; slowest /api/health meanwhile ${r.slowest.toFixed(0)} ms`,
    );
  }
}

export async function benchPickList() {
  console.log(`\n## Pick list and packing slips of a date with ${ORDERS} orders of ${LINES} lines`);
  await onSeededDatabases('pick-list', seed, benchShop);
}

// `node scripts/bench/pick-list.mjs` runs this section alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) await benchPickList();
