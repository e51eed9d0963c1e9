import type {
  Language,
  PrebookingConversion,
  PrebookingDetail,
  PrebookingList,
  PrebookingListParams,
  PrebookingStockLine,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { conflict, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/index.js';
import { ledgerStamp } from '../inventory/index.js';
import {
  presentOrder,
  findOrder,
  lockOrder,
  lockProducts,
  updateOrder,
  type OrderRecord,
  invoiceOrder,
  loadOrder,
  type OrderDeps,
  holdLineStock,
} from '../orders/index.js';
import { prebookingMessages } from './messages.js';
import { linesWithStock, listPrebookings, setLineStock } from './repository.js';

const isConverted = (order: Pick<OrderRecord, 'update_inventory'>) => order.update_inventory === 1;

/** Whether an order is, or was until its conversion, a prebooking. */
const wasPrebooking = (order: OrderRecord) => order.type === 'prebooking' || isConverted(order);

export async function prebookingPage(
  db: Db,
  params: PrebookingListParams,
  language: Language,
): Promise<PrebookingList> {
  const { rows, total } = await listPrebookings(db, params);
  return {
    prebookings: rows.map(({ line_count: lines, short_lines: short, ...row }) => {
      const { lines: _lines, ...order } = presentOrder(row, [], language);
      return { ...order, line_count: Number(lines ?? 0), converted: isConverted(row), short_lines: Number(short ?? 0) };
    }),
    pagination: { page: params.page, limit: params.limit, total },
  };
}

type StockedLine = Awaited<ReturnType<typeof linesWithStock>>[number];

const stockLine = (line: StockedLine, fromStock: number, language: Language): PrebookingStockLine => ({
  product_id: line.product_id,
  name: language === 'fr' ? line.name_fr : line.name_en,
  quantity: line.quantity,
  on_hand: line.on_hand,
  from_stock: fromStock,
  back_order: line.quantity - fromStock,
});

/**
 * GET /api/prebooking/{id}: the prebooking and, line by line, what converting it now would take
 * from stock and put on back-order (for a converted one, what its conversion did).
 */
export async function prebookingDetail(db: Db, id: number, language: Language): Promise<PrebookingDetail> {
  const record = await findOrder(db, id);
  if (!record || !wasPrebooking(record)) throw notFound(prebookingMessages[language].notFound);
  const converted = isConverted(record);
  const lines = await linesWithStock(db, id);
  return {
    order: await loadOrder(db, id, language),
    converted,
    stock: lines.map((l) =>
      stockLine(l, converted ? l.stock_quantity : Math.min(l.quantity, Math.max(0, l.on_hand)), language),
    ),
  };
}

/**
 * PUT /api/prebooking/{id} with update_inventory true (SPEC §4, PRODUCT.md Prebookings): the
 * prebooking becomes a confirmed order in one transaction. The order row is locked first (a
 * second conversion waits, then finds it converted: 409), then its products in id order as
 * orders lock them; each line takes what there is through the ledger and the rest goes on
 * back-order (holdLineStock, as a staff order does); the order is invoiced and added to the
 * customer's balance as confirming an order does. Prices stay those of the prebooking. No
 * e-mail: confirming an order sends none either (staff send the confirmation from the order).
 */
export async function convertPrebooking(
  deps: OrderDeps,
  staff: SessionUser,
  id: number,
  language: Language,
): Promise<PrebookingConversion & { message: string }> {
  const m = prebookingMessages[language];
  const backOrders = await deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, id);
    const order = await findOrder(trx, id);
    if (!order || !wasPrebooking(order)) throw notFound(m.notFound);
    if (isConverted(order)) throw conflict(m.alreadyConverted(order.number));
    if (order.status === 'cancelled') throw conflict(m.cancelled);
    const stamp = ledgerStamp(deps.clock, staff);
    const lines = await linesWithStock(trx, id);
    const products = await lockProducts(
      trx,
      lines.map((l) => l.product_id),
    );
    const short: PrebookingStockLine[] = [];
    for (const line of lines) {
      const onHand = products.get(line.product_id)?.on_hand ?? 0;
      const stock = await holdLineStock(
        trx,
        { productId: line.product_id, quantity: line.quantity, onHand, held: line.stock_quantity },
        'up-to-stock',
        'order',
        stamp,
        language,
      );
      await setLineStock(trx, line.id, stock);
      if (stock.back_order === 1) short.push(stockLine({ ...line, on_hand: onHand }, stock.stock_quantity, language));
    }
    await updateOrder(trx, id, {
      type: 'order',
      status: 'confirmed',
      stock_taken: 1,
      update_inventory: 1,
      updated_at: stamp.nowIso,
      ...(await invoiceOrder(trx, order, stamp)),
    });
    return short;
  });
  const order = await loadOrder(deps.db, id, language);
  return {
    order,
    back_orders: backOrders,
    message: m.converted(order.number, order.invoice_number ?? '', backOrders.length),
  };
}
