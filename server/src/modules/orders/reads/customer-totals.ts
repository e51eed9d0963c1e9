import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';

/**
 * For the customers export: for each of `customerIds`, how many orders (not cancelled) were
 * delivered in the range and what was invoiced among them (invoices less credit notes).
 * Customers with none are absent from the map.
 */
export async function customerOrderTotals(
  db: Db,
  customerIds: number[],
  range: { from: string; to: string },
): Promise<Map<number, { orders: number; invoiced: number }>> {
  if (customerIds.length === 0) return new Map();
  const sums = await db
    .selectFrom('orders')
    .select([
      'customer_id',
      sql<number>`sum(case when type = 'order' then 1 else 0 end)`.as('orders'),
      sql<number>`sum(case when invoice_number is not null then total_cents else 0 end)`.as('invoiced'),
    ])
    .where('customer_id', 'in', customerIds)
    .where('delivery_date', '>=', range.from)
    .where('delivery_date', '<=', range.to)
    .where('status', '!=', 'cancelled')
    .groupBy('customer_id')
    .execute();
  return new Map(sums.map((s) => [s.customer_id, { orders: Number(s.orders), invoiced: Number(s.invoiced) }]));
}
