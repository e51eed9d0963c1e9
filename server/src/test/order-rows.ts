import type { Db } from '../db/connection.js';

let nextNumber = 900_000;

/**
 * An order row and its lines written directly, for tests of what reads them (what to buy, its
 * speed): the placement rules are not what such a test is about.
 */
export async function insertOrderRows(
  db: Db,
  fields: {
    customer_id: number;
    type: 'order' | 'prebooking';
    status?: 'pending' | 'confirmed' | 'cancelled';
    delivery_date: string;
    stock_taken?: number;
    now: string;
  },
  lines: readonly { product_id: number; quantity: number; stock_quantity?: number; pack_units?: number }[],
): Promise<number> {
  const { id } = await db
    .insertInto('orders')
    .values({
      number: String(nextNumber++),
      customer_id: fields.customer_id,
      source: 'staff',
      type: fields.type,
      status: fields.status ?? 'confirmed',
      delivery_method: 'pickup',
      delivery_zone: null,
      delivery_date: fields.delivery_date,
      subtotal_cents: 0,
      delivery_fee_cents: 0,
      gst_cents: 0,
      qst_cents: 0,
      total_cents: 0,
      stock_taken: fields.stock_taken ?? 0,
      created_at: fields.now,
      updated_at: fields.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values(
      lines.map((l, position) => ({
        order_id: id,
        position,
        product_id: l.product_id,
        name_en: 'x',
        name_fr: 'x',
        unit: 'stem',
        stems_per_unit: 1,
        fresh: 1,
        quantity: l.quantity,
        stock_quantity: l.stock_quantity ?? 0,
        pack_units: l.pack_units ?? 1,
        unit_price_cents: 0,
        line_total_cents: 0,
      })),
    )
    .execute();
  return id;
}
