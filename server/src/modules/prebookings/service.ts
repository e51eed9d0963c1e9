import type { PrebookingListParams } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { SessionUser } from '../auth/index.js';
import { ledgerStamp } from '../inventory/index.js';
import {
  convertToOrder,
  creditCheck,
  enqueueInvoiceOnConfirm,
  findOrder,
  listPrebookings,
  loadOrder,
  prebookingLines,
  withLockedOrder,
  type LoadedOrder,
  type OrderDeps,
  type OrderRecord,
  type ShortLine,
} from '../orders/index.js';

export const isConverted = (order: Pick<OrderRecord, 'update_inventory'>) => order.update_inventory === 1;

/** Whether an order is, or was until its conversion, a prebooking. */
const wasPrebooking = (order: OrderRecord) => order.type === 'prebooking' || isConverted(order);

/** GET /api/prebooking: a page of prebookings, with the total. */
export const prebookingPage = (db: Db, params: PrebookingListParams) => listPrebookings(db, params);

/**
 * GET /api/prebooking/{id}: the prebooking and, line by line, what converting it now would take
 * from stock and put on back-order (for a converted one, what its conversion did).
 */
export async function prebookingDetail(
  db: Db,
  id: number,
): Promise<{ order: LoadedOrder; converted: boolean; stock: ShortLine[] }> {
  const record = await findOrder(db, id);
  if (!record || !wasPrebooking(record)) throw new DomainError('PREBOOKING_NOT_FOUND');
  const converted = isConverted(record);
  const lines = await prebookingLines(db, id);
  return {
    order: await loadOrder(db, id),
    converted,
    stock: lines.map((line) => ({
      line,
      // Whole packs from the stock on hand (base units: decision 052).
      fromStock: converted
        ? line.stock_quantity
        : Math.min(line.quantity, Math.floor(Math.max(0, line.on_hand) / line.pack_units)),
    })),
  };
}

/**
 * PUT /api/prebooking/{id} with update_inventory true (SPEC §4, PRODUCT.md Prebookings): the
 * prebooking becomes a confirmed order in one transaction. The order row is locked first (a
 * second conversion waits, then finds it converted: PREBOOKING_CONVERTED), then orders'
 * convertToOrder takes each line's stock (the rest on back-order) and invoices it. As when
 * confirming an order, a per-order customer is e-mailed the invoice (staff send the
 * confirmation from the order).
 */
export async function convertPrebooking(
  deps: OrderDeps,
  staff: SessionUser,
  id: number,
  creditOverrideReason?: string,
): Promise<{ order: LoadedOrder; backOrders: ShortLine[] }> {
  const notFound = () => new DomainError('PREBOOKING_NOT_FOUND');
  const backOrders = await deps.db.transaction().execute((trx) =>
    withLockedOrder(
      trx,
      id,
      async (order) => {
        if (!wasPrebooking(order)) throw notFound();
        if (isConverted(order)) throw new DomainError('PREBOOKING_CONVERTED', { number: order.number });
        if (order.status === 'cancelled') throw new DomainError('PREBOOKING_CANCELLED');
        // A conversion invoices the prebooking: credit control, as for a staff order.
        const override = await creditCheck(trx, deps, staff, order, creditOverrideReason);
        const issue = { stamp: ledgerStamp(deps.clock, staff), business: deps.config.business };
        const short = await convertToOrder(trx, order, issue, override);
        if (!deps.silent) await enqueueInvoiceOnConfirm({ ...deps, db: trx }, id);
        return short;
      },
      notFound,
    ),
  );
  return { order: await loadOrder(deps.db, id), backOrders };
}
