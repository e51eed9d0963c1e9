import { sql, type ExpressionBuilder, type QueryCreator } from 'kysely';
import type { Database } from '../../db/schema.js';
import { allocatedByOrder } from './allocation-repository.js';

/**
 * What payments allocated to the order of the outer query (`orders.id`), as a column of a list
 * of orders: allocatedByOrder (whatever rule says which allocations count) narrowed to that
 * order, so that a page of orders stays one query (orders' listOrders).
 */
export const paidCentsColumn = (db: QueryCreator<Database>) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom(
      allocatedByOrder(db)
        .where(sql<boolean>`pa.order_id = orders.id`)
        .as('a'),
    )
    .select(sql<number>`coalesce(sum(a.paid_cents), 0)`.as('paid'))
    .as('paid_cents');
