import { sql } from 'kysely';
import type { PrebookingListParams } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { PREBOOKING_PREDICATE } from '../../../db/migrations/0008-prebookings-exports.js';
import { lineCount, orderColumns, orderSearch, ordersWithCustomer } from '../repository.js';

/**
 * Prebookings, open, cancelled or converted (an order whose update_inventory is set): the
 * predicate of the partial index orders_prebookings, written as the index writes it so that
 * both databases read the list from that index.
 */
const isPrebooking = sql<boolean>`(${sql.raw(PREBOOKING_PREDICATE)})`;

/**
 * For an open prebooking, its lines asking more than is on hand now; for a converted one, its
 * lines on back-order. One count per row of a page.
 */
const shortLines = sql<number>`(
  select count(*) from order_lines l
  inner join products p on p.id = l.product_id
  where l.order_id = orders.id
    and (case when orders.update_inventory = 1 then l.back_order = 1 else l.quantity > p.on_hand end)
)`;

/** GET /api/prebooking: by delivery date (earliest first), filtered in SQL, with the total. */
export async function listPrebookings(db: Db, params: PrebookingListParams) {
  let base = ordersWithCustomer(db).where(isPrebooking);
  if (params.include_converted !== 'true') base = base.where('orders.type', '=', 'prebooking');
  if (params.include_cancelled !== 'true') base = base.where('orders.status', '!=', 'cancelled');
  if (params.customer_id !== undefined) base = base.where('orders.customer_id', '=', params.customer_id);
  if (params.date_from) base = base.where('orders.delivery_date', '>=', params.date_from);
  if (params.date_to) base = base.where('orders.delivery_date', '<=', params.date_to);
  if (params.search) base = base.where(await orderSearch(db, params.search));
  const [rows, count] = await Promise.all([
    base
      .select(orderColumns)
      .select(lineCount)
      .select(shortLines.as('short_lines'))
      .orderBy('orders.delivery_date')
      .orderBy('orders.id')
      .limit(params.limit)
      .offset((params.page - 1) * params.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The lines of an order with the stock on hand of their product now (a read-only join). */
export function prebookingLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.id',
      'order_lines.product_id',
      'order_lines.name_en',
      'order_lines.name_fr',
      'order_lines.quantity',
      'order_lines.stock_quantity',
      'order_lines.pack_units',
      'products.on_hand',
    ])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.position')
    .execute();
}
export type PrebookingLine = Awaited<ReturnType<typeof prebookingLines>>[number];
