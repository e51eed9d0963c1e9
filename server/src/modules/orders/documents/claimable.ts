import type { SessionUser } from '../../auth/index.js';
import type { Db } from '../../../db/connection.js';
import { businessDate } from '../../../lib/business-date.js';
import { writeStaffOrder, type OrderDeps } from '../service.js';

/**
 * What the claims module needs of an order (issue 13): who it belongs to, whether and when it
 * was delivered, whether it was a special order, and its lines. Null when there is no such order.
 */
export async function findClaimableOrder(db: Db, id: number) {
  const order = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'customer_id',
      'type',
      'status',
      'delivered_at',
      'from_prebooking',
      'invoice_number',
      'total_cents',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'product_id', 'name_en', 'name_fr', 'fresh', 'quantity', 'unit_price_cents'])
    .where('order_id', '=', id)
    .orderBy('position')
    .execute();
  return { ...order, lines };
}
export type ClaimableOrder = NonNullable<Awaited<ReturnType<typeof findClaimableOrder>>>;

/**
 * The credit note of an approved claim or a received return, in the caller's transaction: a
 * refund of the order for the approved quantities at the prices paid, through the same path as
 * a refund staff type by hand (so an order is never credited twice for the same units), keeping
 * back `withheldCents` (a return's restocking fee and freight). Returned dry goods go back on
 * the shelf. Gives the credit note's order id.
 */
export async function creditClaimedLines(
  trx: Db,
  deps: OrderDeps,
  staff: SessionUser,
  claim: {
    orderId: number;
    customerId: number;
    lines: { product_id: number; quantity: number }[];
    restock: boolean;
    withheldCents: number;
  },
): Promise<number> {
  return writeStaffOrder(
    trx,
    deps,
    staff,
    {
      customer_id: claim.customerId,
      type: 'refund',
      parent_order_id: claim.orderId,
      delivery_method: 'pickup',
      delivery_date: businessDate(deps.clock.now()),
      lines: claim.lines,
      restock_dry_goods: claim.restock,
    },
    claim.withheldCents,
  );
}
