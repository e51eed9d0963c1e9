import type { PurchaseOrder, PurchaseOrderReceive } from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { applyMovements, ledgerStamp } from '../inventory/index.js';
import { raiseWebhookEvent } from '../webhooks/index.js';
import { landedCostChanged, lockLotProducts } from './charges/landed.js';
import { addReceived, updateOrder } from './order-repository.js';
import { assertState, loadOrder } from './order-service.js';
import { insertReceipts } from './receipt-repository.js';
import { recordLastCost } from './repository.js';
import type { Actor, PurchasingDeps } from './supplier-service.js';

/**
 * POST /api/purchase-orders/{id}/receive (issue 37 item 4; decision 053): per line, the units
 * that came, of which the damaged ones stay out of stock; the rest enters stock as one receipt
 * movement per product (inventory's ledger), and one receipt row per line keeps its units and
 * cost in the supplier's currency. The order is held for the whole transaction (its row locked
 * on PostgreSQL; SQLite has one writer), so two clerks receiving the same line are one after the
 * other: the second sees the first's units, and more than is still expected needs a reason.
 * Each receipt raises `purchase_order.received` (issue 40) for staff's webhooks, in the same
 * transaction.
 */
export async function receivePurchaseOrder(
  { db, clock, onLandedCostChanged }: PurchasingDeps,
  actor: Actor,
  id: number,
  input: PurchaseOrderReceive,
): Promise<PurchaseOrder> {
  const stamp = ledgerStamp(clock, actor);
  return db.transaction().execute(async (trx) => {
    const { row, order } = await loadOrder(trx, id, true);
    assertState(row, 'received');
    const lines = new Map(order.lines.map((l) => [l.id, { ...l }]));
    const receipts = [];
    for (const given of input.lines) {
      const line = lines.get(given.line_id);
      if (!line) throw new DomainError('PURCHASE_LINE_UNKNOWN', { id: given.line_id });
      if (given.damaged_units > given.units) throw new DomainError('PURCHASE_DAMAGED_TOO_MANY');
      if (given.units > line.open_units && !given.reason)
        throw new DomainError('PURCHASE_RECEIVE_OVER', { id: line.id, open: line.open_units });
      // A line named twice in one call counts both.
      line.open_units = Math.max(0, line.open_units - given.units);
      receipts.push({ line, given, stocked: given.units - given.damaged_units });
    }
    // The products received and those of the order's earlier lots, whose landed cost may move too.
    const locked = await lockLotProducts(
      trx,
      id,
      receipts.map((r) => r.line.product_id),
    );
    const after = await applyMovements(
      trx,
      receipts.map((r) => ({ productId: r.line.product_id, quantity: r.stocked })),
      { reason: 'receipt', note: order.number, ...stamp },
    );
    for (const r of receipts) await addReceived(trx, r.line.id, r.given.units, r.given.damaged_units);
    await insertReceipts(
      trx,
      receipts.map((r) => ({
        line_id: r.line.id,
        purchase_order_id: id,
        product_id: r.line.product_id,
        boxes: r.given.boxes ?? null,
        units: r.given.units,
        damaged_units: r.given.damaged_units,
        stocked_units: r.stocked,
        unit_cost_cents: r.line.unit_cost_cents,
        currency: order.currency,
        over_reason: r.given.reason,
        on_hand_after: after.get(r.line.product_id) ?? locked.get(r.line.product_id)?.on_hand ?? 0,
        received_by: actor.id,
        received_by_name: actor.name,
        received_at: stamp.nowIso,
      })),
    );
    // The new lots' landed cost; with charges spread already, the order's earlier lots' changes too.
    await landedCostChanged(trx, row, onLandedCostChanged);
    for (const r of receipts)
      if (r.given.units > 0)
        await recordLastCost(
          trx,
          {
            supplier_id: order.supplier_id,
            product_id: r.line.product_id,
            units_per_box: r.line.units_per_box,
            last_cost_cents: r.line.unit_cost_cents,
          },
          stamp.nowIso,
        );
    await updateOrder(trx, id, {
      status: 'received',
      received_at: row.received_at ?? stamp.nowIso,
      updated_at: stamp.nowIso,
    });
    await recordAudit(trx, actorOf(actor, stamp.nowIso), {
      entity: 'purchase_order',
      entityId: id,
      action: 'receive',
      changes: {
        status: [order.status, 'received'],
        received: [
          null,
          receipts.map((r) => ({
            line_id: r.line.id,
            sku: r.line.sku,
            units: r.given.units,
            damaged_units: r.given.damaged_units,
            ...(r.given.reason ? { reason: r.given.reason } : {}),
          })),
        ],
      },
    });
    for (const [productId, onHand] of after) {
      const added = receipts.filter((r) => r.line.product_id === productId).reduce((s, r) => s + r.stocked, 0);
      await recordAudit(trx, stamp, {
        entity: 'stock_adjustment',
        entityId: productId,
        action: 'receive',
        changes: { on_hand: [onHand - added, onHand], reason: [null, 'receipt'], note: [null, order.number] },
      });
    }
    const received = (await loadOrder(trx, id)).order;
    await raiseWebhookEvent(trx, stamp.nowIso, {
      event: 'purchase_order.received',
      customerId: null,
      data: {
        purchase_order: {
          id: received.id,
          number: received.number,
          supplier_id: received.supplier_id,
          status: received.status,
          arrival_date: received.arrival_date,
          received: receipts.map((r) => ({
            line_id: r.line.id,
            product_id: r.line.product_id,
            units: r.given.units,
            damaged_units: r.given.damaged_units,
          })),
        },
      },
    });
    return received;
  });
}
