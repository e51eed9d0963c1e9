import type { MovementWrite, Product, ReceiptWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { loadProduct, presentProducts, findProduct } from '../catalog/index.js';
import type { SessionUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { applyMovement, applyMovements, ledgerStamp } from './ledger.js';
import { lockProducts } from './locks.js';

interface Deps {
  db: Db;
  clock: Clock;
}

/** POST /api/inventory/movements: one movement, in its own transaction. */
export async function recordMovement({ db, clock }: Deps, input: MovementWrite, user: SessionUser) {
  await db.transaction().execute(async (trx) => {
    const stamp = ledgerStamp(clock, user);
    const onHand = await applyMovement(trx, {
      productId: input.product_id,
      quantity: input.quantity,
      reason: input.reason,
      note: input.note,
      ...stamp,
    });
    // The audit trail: a stock adjustment, by the product's id (the movement ledger has the rest).
    await recordAudit(trx, stamp, {
      entity: 'stock_adjustment',
      entityId: input.product_id,
      action: 'adjust',
      changes: {
        on_hand: [onHand - input.quantity, onHand],
        reason: [null, input.reason],
        ...(input.note ? { note: [null, input.note] } : {}),
      },
    });
  });
  return loadProduct(db, input.product_id);
}

/**
 * POST /api/inventory/receipts: a delivery of several products, all or nothing, with a row of
 * the trail per product received (as an adjustment's: on_hand before and after).
 */
export async function receiveStock({ db, clock }: Deps, input: ReceiptWrite, user: SessionUser): Promise<Product[]> {
  const at = ledgerStamp(clock, user);
  await db.transaction().execute(async (trx) => {
    // In id order first, as orders lock them: a receipt and an order cannot deadlock.
    await lockProducts(
      trx,
      input.lines.map((l) => l.product_id),
    );
    const after = await applyMovements(
      trx,
      input.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
      { reason: 'receipt', note: input.note, ...at },
    );
    const received = new Map<number, number>();
    for (const l of input.lines) received.set(l.product_id, (received.get(l.product_id) ?? 0) + l.quantity);
    for (const [productId, onHand] of after)
      await recordAudit(trx, at, {
        entity: 'stock_adjustment',
        entityId: productId,
        action: 'receive',
        changes: {
          on_hand: [onHand - (received.get(productId) ?? 0), onHand],
          reason: [null, 'receipt'],
          ...(input.note ? { note: [null, input.note] } : {}),
        },
      });
  });
  const rows = await Promise.all(input.lines.map((l) => findProduct(db, l.product_id)));
  return presentProducts(
    db,
    rows.filter((r) => r !== undefined),
  );
}
