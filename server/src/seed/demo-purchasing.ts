import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { foldedForSearch } from '../db/like.js';

/** The farms and brokers the demo shop buys from (issue 37), and the products each sells it. */
const SUPPLIERS = [
  {
    name: 'Rosas del Cotopaxi',
    country: 'EC',
    province: null,
    currency: 'USD' as const,
    contact: 'María Quishpe',
    email: 'ventas@rosas-cotopaxi.example',
    lead_time_days: 4,
    payment_terms: 'Net 21',
    skus: ['RO-', 'RS-', 'RG-'],
    perBox: 10,
  },
  {
    name: 'Flores de la Sabana',
    country: 'CO',
    province: null,
    currency: 'USD' as const,
    contact: 'Andrés Rincón',
    email: 'pedidos@flores-sabana.example',
    lead_time_days: 3,
    payment_terms: 'Net 30',
    skus: ['CH-', 'PE-', 'GE-'],
    perBox: 12,
  },
  {
    name: 'Ferme Les Verdures de Mirabel',
    country: 'CA',
    province: 'QC',
    currency: 'CAD' as const,
    contact: 'Julie Tremblay',
    email: 'commandes@verdures-mirabel.example',
    lead_time_days: 1,
    payment_terms: 'Net 15',
    skus: ['GR-'],
    perBox: 8,
  },
];

/**
 * Three suppliers, each linked to its products (a box's units, a last cost of about half the
 * price), and a minimum stock on a few roses, so that what to buy has something to say.
 */
export async function seedDemoPurchasing(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  for (const { skus, perBox, ...supplier } of SUPPLIERS) {
    const { id } = await db
      .insertInto('suppliers')
      .values({
        ...supplier,
        name_key: foldedForSearch(supplier.name),
        notes: null,
        phone: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const products = await db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where((eb) => eb.or(skus.map((prefix) => eb('sku', 'like', `${prefix}%`))))
      .where('active', '=', 1)
      .orderBy('sku')
      .limit(60)
      .execute();
    if (products.length === 0) continue;
    await db
      .insertInto('supplier_products')
      .values(
        products.map((p, i) => ({
          supplier_id: id,
          product_id: p.id,
          supplier_code: `${supplier.country}-${String(i + 1).padStart(3, '0')}`,
          units_per_box: perBox,
          last_cost_cents: Math.max(1, Math.round(p.price_cents * 0.5)),
          updated_at: now,
        })),
      )
      .execute();
    if (supplier.country === 'EC')
      await db
        .insertInto('purchase_minimums')
        .values(products.slice(0, 5).map((p) => ({ product_id: p.id, min_units: 400, updated_at: now })))
        .execute();
  }
}
