import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { COUNTED_PAST_PAGE, countUpTo } from '../../db/count-up-to.js';

/**
 * A product's ledger, newest first. A product sold every day has a movement for each order's
 * line, years of them: the count stops past the page (decision 040).
 */
export async function listMovements(db: Db, productId: number, limit: number, offset: number) {
  const base = db.selectFrom('inventory_movements').where('product_id', '=', productId);
  const [rows, counted] = await Promise.all([
    base
      .select(['id', 'product_id', 'quantity', 'reason', 'note', 'on_hand_after', 'created_by_name', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countUpTo(db, base, offset + COUNTED_PAST_PAGE),
  ]);
  return { rows, counted };
}

const sumOf = (reasons: string[]) =>
  sql<number>`sum(case when reason in (${sql.join(reasons)}) then quantity else 0 end)`;

/**
 * For the inventory export: each product's movements between two instants (ISO), summed by
 * reason: received, sold (orders net of edits and cancellations), returned, lost, adjusted.
 * Products without movements are absent from the map.
 */
export async function movementTotals(db: Db, productIds: number[], between: { start: string; end: string }) {
  if (productIds.length === 0) return new Map<number, MovementTotals>();
  const rows = await db
    .selectFrom('inventory_movements')
    .select([
      'product_id',
      sumOf(['receipt']).as('received'),
      sumOf(['order', 'order-edit', 'cancellation']).as('sold'),
      sumOf(['return']).as('returned'),
      sumOf(['loss']).as('lost'),
      sumOf(['adjustment']).as('adjusted'),
    ])
    .where('product_id', 'in', productIds)
    .where('created_at', '>=', between.start)
    .where('created_at', '<', between.end)
    .groupBy('product_id')
    .execute();
  return new Map<number, MovementTotals>(
    rows.map((m) => [
      m.product_id,
      {
        received: Number(m.received),
        sold: Number(m.sold),
        returned: Number(m.returned),
        lost: Number(m.lost),
        adjusted: Number(m.adjusted),
      },
    ]),
  );
}

/** Signed sums of a product's movements over a period, by kind. */
export interface MovementTotals {
  received: number;
  sold: number;
  returned: number;
  lost: number;
  adjusted: number;
}
