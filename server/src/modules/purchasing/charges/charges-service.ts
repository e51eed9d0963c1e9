import type { ExchangeRateWrite, LandedCost, LandedCostChange, PurchaseChargeWrite } from '@shop/contract';
import { rateToE6 } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import { isoNow } from '../../../lib/clock.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { findOrder, type PurchaseOrderRow } from '../order-repository.js';
import { rateOf } from '../order-presenter.js';
import type { Actor, PurchasingDeps } from '../supplier-service.js';
import { landedCostChanged, lockLotProducts } from './landed.js';
import {
  deleteCharge,
  insertCharge,
  orderCharges,
  orderReceipts,
  setExchangeRate,
  updateCharge,
  type ChargeRow,
} from './repository.js';
import { effectiveRateE6 } from './spread.js';

/**
 * A purchase order's shipment charges and its exchange rate (issue 37 item 5; decision 062).
 * Each change, in one transaction: the order held (its row locked on PostgreSQL, then the products
 * of its receipts, in id order: the lots' costs change under their products' locks), the change
 * written and audited on the order, every receipt's landed cost written again, and the listener
 * the app plugged in (the margins) told of the receipts that changed; the reply names the sales
 * it changed. A cancelled order takes no charge; a closed one does (invoices come late).
 */

export async function getLandedCost({ db }: PurchasingDeps, orderId: number): Promise<LandedCost> {
  return landedCostOf(db, await heldOrder(db, orderId, false));
}

export async function addCharge(
  deps: PurchasingDeps,
  actor: Actor,
  orderId: number,
  input: PurchaseChargeWrite,
): Promise<LandedCostChange> {
  return change(deps, orderId, async (trx, order, nowIso) => {
    const id = await insertCharge(trx, {
      purchase_order_id: order.id,
      ...input,
      created_by: actor.id,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await audit(trx, actor, nowIso, order.id, 'charge_add', { [`charge ${id}`]: [null, described(input)] });
  });
}

export async function changeCharge(
  deps: PurchasingDeps,
  actor: Actor,
  orderId: number,
  chargeId: number,
  input: PurchaseChargeWrite,
): Promise<LandedCostChange> {
  return change(deps, orderId, async (trx, order, nowIso) => {
    const before = await chargeOf(trx, order.id, chargeId);
    await updateCharge(trx, chargeId, { ...input, updated_at: nowIso });
    await audit(trx, actor, nowIso, order.id, 'charge_change', {
      [`charge ${chargeId}`]: [described(before), described(input)],
    });
  });
}

export async function removeCharge(
  deps: PurchasingDeps,
  actor: Actor,
  orderId: number,
  chargeId: number,
): Promise<LandedCostChange> {
  return change(deps, orderId, async (trx, order, nowIso) => {
    const before = await chargeOf(trx, order.id, chargeId);
    await deleteCharge(trx, chargeId);
    await audit(trx, actor, nowIso, order.id, 'charge_delete', { [`charge ${chargeId}`]: [described(before), null] });
  });
}

export async function setRate(
  deps: PurchasingDeps,
  actor: Actor,
  orderId: number,
  input: ExchangeRateWrite,
): Promise<LandedCostChange> {
  return change(deps, orderId, async (trx, order, nowIso) => {
    const rateE6 = rateToE6(input.exchange_rate);
    if (order.currency === 'CAD' && rateE6 !== 1_000_000) throw new DomainError('PURCHASE_RATE_CAD');
    const before = rateOf(order);
    await setExchangeRate(trx, order.id, rateE6, nowIso);
    order.exchange_rate_e6 = rateE6;
    await audit(trx, actor, nowIso, order.id, 'exchange_rate', { exchange_rate: [before, rateE6 / 1_000_000] });
  });
}

async function change(
  { db, clock, onLandedCostChanged }: PurchasingDeps,
  orderId: number,
  write: (trx: Db, order: PurchaseOrderRow, nowIso: string) => Promise<void>,
): Promise<LandedCostChange> {
  const nowIso = isoNow(clock);
  return db.transaction().execute(async (trx) => {
    const order = await heldOrder(trx, orderId, true);
    if (order.status === 'cancelled') throw new DomainError('PURCHASE_CHARGES_CANCELLED');
    await lockLotProducts(trx, order.id);
    await write(trx, order, nowIso);
    const changed = await landedCostChanged(trx, order, onLandedCostChanged);
    return { landed_cost: await landedCostOf(trx, order), changed_order_ids: changed };
  });
}

async function heldOrder(db: Db, orderId: number, lock: boolean): Promise<PurchaseOrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw new DomainError('PURCHASE_ORDER_NOT_FOUND');
  return { ...order, exchange_rate_e6: order.exchange_rate_e6 === null ? null : Number(order.exchange_rate_e6) };
}

async function chargeOf(db: Db, orderId: number, chargeId: number): Promise<ChargeRow> {
  const charge = (await orderCharges(db, orderId)).find((c) => c.id === chargeId);
  if (!charge) throw new DomainError('PURCHASE_CHARGE_NOT_FOUND');
  return charge;
}

const described = (c: PurchaseChargeWrite | ChargeRow) => ({
  kind: c.kind,
  amount_cents: Number(c.amount_cents),
  spread: c.spread,
  reference: c.reference,
});

async function audit(
  trx: Db,
  actor: Actor,
  nowIso: string,
  orderId: number,
  action: string,
  changes: Record<string, [unknown, unknown]>,
) {
  await recordAudit(trx, actorOf(actor, nowIso), { entity: 'purchase_order', entityId: orderId, action, changes });
}

async function landedCostOf(db: Db, order: PurchaseOrderRow): Promise<LandedCost> {
  const [charges, receipts] = await Promise.all([orderCharges(db, order.id), orderReceipts(db, order.id)]);
  const rateE6 = effectiveRateE6(order);
  return {
    purchase_order_id: order.id,
    currency: order.currency,
    exchange_rate: rateOf(order),
    charges: charges.map((c) => ({
      id: c.id,
      kind: c.kind,
      amount_cents: Number(c.amount_cents),
      spread: c.spread,
      reference: c.reference,
      created_at: c.created_at,
      updated_at: c.updated_at,
    })),
    charges_cents: charges.reduce((s, c) => s + Number(c.amount_cents), 0),
    receipts: receipts.map((r) => ({
      receipt_id: r.id,
      line_id: r.line_id,
      product_id: r.product_id,
      sku: r.sku,
      name_en: r.name_en,
      name_fr: r.name_fr,
      received_at: r.received_at,
      stocked_units: r.stocked_units,
      box_equivalents: Math.round((r.stocked_units / r.units_per_box) * 1000) / 1000,
      unit_cost_cents: Number(r.unit_cost_cents),
      unit_cost_cad_cents: rateE6 === null ? null : Math.round((Number(r.unit_cost_cents) * rateE6) / 100) / 10_000,
      landed_unit_cost_cents: r.landed_cost_e4 === null ? null : Number(r.landed_cost_e4) / 10_000,
    })),
  };
}
