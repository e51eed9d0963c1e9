import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What payments allocated to the order of the outer query (`orders.id`), as a column of a list
 * of orders: a correlated sum, so that a page of orders stays one query (orders' listOrders).
 */
export const paidCentsColumn = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom('payment_allocations')
    .select(sql<number>`coalesce(sum(payment_allocations.amount_cents), 0)`.as('paid'))
    .whereRef('payment_allocations.order_id', '=', 'orders.id')
    .as('paid_cents');
