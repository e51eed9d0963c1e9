import {
  rateToE6,
  type AuditChanges,
  type PurchaseOrder,
  type PurchaseOrderConfirm,
  type PurchaseOrderListQuery,
  type PurchaseOrderShip,
  type PurchaseOrderWrite,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { paginationOf } from '../../db/count-up-to.js';
import type { PurchaseOrderStatus } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { packsOf, unknownProductIds } from '../catalog/index.js';
import {
  findOrder,
  insertOrder,
  orderLines,
  orderPage,
  replaceLines,
  setConfirmedUnits,
  updateOrder,
  type PurchaseOrderRow,
} from './order-repository.js';
import { presentListItem, presentOrder } from './order-presenter.js';
import { findSupplier } from './repository.js';
import type { Actor, PurchasingDeps } from './supplier-service.js';

export type StateAction = 'edited' | 'sent' | 'confirmed' | 'shipped' | 'received' | 'closed' | 'cancelled';

/** The states each action may start from (decision 053). */
export const ALLOWED_FROM: Record<StateAction, readonly PurchaseOrderStatus[]> = {
  edited: ['draft'],
  sent: ['draft'],
  confirmed: ['sent'],
  shipped: ['confirmed'],
  received: ['sent', 'confirmed', 'shipped', 'received'],
  closed: ['received'],
  cancelled: ['draft', 'sent', 'confirmed', 'shipped'],
};

export function assertState(order: { status: PurchaseOrderStatus }, action: StateAction): void {
  if (!ALLOWED_FROM[action].includes(order.status))
    throw new DomainError('PURCHASE_ORDER_STATE', { status: order.status, action });
}

/** The order with its lines; `lock` holds it for the rest of the transaction. */
export async function loadOrder(
  db: Db,
  id: number,
  lock = false,
): Promise<{ row: PurchaseOrderRow; order: PurchaseOrder }> {
  const row = await findOrder(db, id, lock);
  if (!row) throw new DomainError('PURCHASE_ORDER_NOT_FOUND');
  return { row, order: presentOrder(row, await orderLines(db, id)) };
}

export async function getPurchaseOrder({ db }: PurchasingDeps, id: number): Promise<PurchaseOrder> {
  return (await loadOrder(db, id)).order;
}

export async function listPurchaseOrders({ db }: PurchasingDeps, query: PurchaseOrderListQuery) {
  const { rows, counted } = await orderPage(db, query);
  return { purchase_orders: rows.map(presentListItem), pagination: paginationOf(query, counted) };
}

/** The supplier ordered from: active, and in its own currency. */
async function checkedInput(db: Db, input: PurchaseOrderWrite) {
  const supplier = await findSupplier(db, input.supplier_id);
  if (!supplier) throw new DomainError('SUPPLIER_NOT_FOUND');
  if (supplier.active !== 1) throw new DomainError('SUPPLIER_INACTIVE');
  if (input.lines.some((l) => l.currency !== undefined && l.currency !== supplier.currency))
    throw new DomainError('PURCHASE_CURRENCY', { currency: supplier.currency });
  const unknown = await unknownProductIds(db, [...new Set(input.lines.map((l) => l.product_id))]);
  if (unknown.size > 0) throw new DomainError('PURCHASE_PRODUCT_UNKNOWN', { id: [...unknown][0]! });
  // A pack named on a line is one of its product's (catalog's packs, decision 052).
  const named = input.lines.filter((l) => l.pack_id != null);
  const packs = await packsOf(
    db,
    named.map((l) => l.product_id),
  );
  const stranger = named.find((l) => !(packs.get(l.product_id) ?? []).some((p) => p.id === l.pack_id));
  if (stranger) throw new DomainError('PURCHASE_PACK_UNKNOWN', { id: stranger.pack_id!, product: stranger.product_id });
  // A rate typed at drafting (decision 062): a CAD order's can only be 1.
  const rateE6 = input.exchange_rate == null ? input.exchange_rate : rateToE6(input.exchange_rate);
  if (supplier.currency === 'CAD' && rateE6 != null && rateE6 !== 1_000_000) throw new DomainError('PURCHASE_RATE_CAD');
  const lines = input.lines.map((l) => ({
    product_id: l.product_id,
    pack_id: l.pack_id ?? null,
    boxes: l.boxes,
    units_per_box: l.units_per_box,
    unit_cost_cents: l.unit_cost_cents,
  }));
  return { supplier, lines, rate: rateE6 === undefined ? {} : { exchange_rate_e6: rateE6 } };
}

/** What the trail keeps of an order: its fields and a line per product. */
const auditView = (o: PurchaseOrder) => ({
  supplier_id: o.supplier_id,
  arrival_date: o.arrival_date,
  notes: o.notes,
  exchange_rate: o.exchange_rate,
  total_cents: o.total_cents,
  lines: o.lines.map((l) => `${l.sku} ${l.boxes}×${l.units_per_box} @${l.unit_cost_cents}`),
});
const AUDITED = ['supplier_id', 'arrival_date', 'notes', 'exchange_rate', 'total_cents', 'lines'] as const;

export async function createPurchaseOrder(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  input: PurchaseOrderWrite,
): Promise<PurchaseOrder> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute((trx) => draftOrder(trx, actor, input, nowIso));
}

/** A draft, with its row of the trail, in the caller's transaction (one per supplier from what to buy). */
export async function draftOrder(
  trx: Db,
  actor: Actor,
  input: PurchaseOrderWrite,
  nowIso: string,
): Promise<PurchaseOrder> {
  const { supplier, lines, rate } = await checkedInput(trx, input);
  const id = await insertOrder(trx, {
    supplier_id: supplier.id,
    status: 'draft',
    currency: supplier.currency,
    arrival_date: input.arrival_date,
    notes: input.notes,
    ...rate,
    created_by: actor.id,
    created_at: nowIso,
    updated_at: nowIso,
  });
  await replaceLines(trx, id, lines);
  const { order } = await loadOrder(trx, id);
  await recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'purchase_order',
    entityId: id,
    action: 'create',
    changes: { status: [null, 'draft'], ...diffFields(null, auditView(order), AUDITED) },
  });
  return order;
}

export async function updatePurchaseOrder(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  id: number,
  input: PurchaseOrderWrite,
): Promise<PurchaseOrder> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await loadOrder(trx, id, true);
    assertState(before.row, 'edited');
    const { supplier, lines, rate } = await checkedInput(trx, input);
    await updateOrder(trx, id, {
      supplier_id: supplier.id,
      currency: supplier.currency,
      arrival_date: input.arrival_date,
      notes: input.notes,
      ...rate,
      updated_at: nowIso,
    });
    await replaceLines(trx, id, lines);
    const { order } = await loadOrder(trx, id);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'purchase_order',
      entityId: id,
      action: 'update',
      changes: diffFields(auditView(before.order), auditView(order), AUDITED),
    });
    return order;
  });
}

const AUDIT_ACTION = { confirmed: 'confirm', shipped: 'ship', closed: 'close', cancelled: 'cancel' } as const;

/** One move of an order's state, in a transaction that holds the order: its rule, its change, its row of the trail. */
async function move(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  id: number,
  action: Exclude<StateAction, 'edited' | 'sent' | 'received'>,
  apply: (trx: Db, order: PurchaseOrder, nowIso: string) => Promise<AuditChanges>,
): Promise<PurchaseOrder> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await loadOrder(trx, id, true);
    assertState(before.row, action);
    const changes = await apply(trx, before.order, nowIso);
    const { order } = await loadOrder(trx, id);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'purchase_order',
      entityId: id,
      action: AUDIT_ACTION[action],
      changes: { status: [before.order.status, order.status], ...changes },
    });
    return order;
  });
}

/** The supplier's answer: all of each line, or part of it (0 for what it cannot ship). */
export function confirmPurchaseOrder(deps: PurchasingDeps, actor: Actor, id: number, input: PurchaseOrderConfirm) {
  return move(deps, actor, id, 'confirmed', async (trx, order, nowIso) => {
    const given = new Map(input.lines.map((l) => [l.line_id, l.units]));
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    for (const lineId of given.keys())
      if (!byId.has(lineId)) throw new DomainError('PURCHASE_LINE_UNKNOWN', { id: lineId });
    const confirmed: string[] = [];
    for (const line of order.lines) {
      const units = given.get(line.id) ?? line.ordered_units;
      if (units > line.ordered_units)
        throw new DomainError('PURCHASE_CONFIRM_TOO_MANY', { id: line.id, ordered: line.ordered_units });
      await setConfirmedUnits(trx, line.id, units);
      if (units !== line.ordered_units) confirmed.push(`${line.sku} ${units}/${line.ordered_units}`);
    }
    await updateOrder(trx, id, { status: 'confirmed', confirmed_at: nowIso, updated_at: nowIso });
    const changes: AuditChanges = {};
    if (confirmed.length > 0) changes.confirmed_in_part = [null, confirmed];
    return changes;
  });
}

/** On its way: by air with its air waybill, or by truck with its reference. */
export function shipPurchaseOrder(deps: PurchasingDeps, actor: Actor, id: number, input: PurchaseOrderShip) {
  return move(deps, actor, id, 'shipped', async (trx, _order, nowIso) => {
    await updateOrder(trx, id, {
      status: 'shipped',
      shipping_kind: input.kind,
      shipping_reference: input.reference,
      shipped_at: nowIso,
      updated_at: nowIso,
    });
    return { shipping_kind: [null, input.kind], shipping_reference: [null, input.reference] };
  });
}

/** Done with: what did not come will not (its shortfall stays on the order, as a record). */
export function closePurchaseOrder(deps: PurchasingDeps, actor: Actor, id: number) {
  return move(deps, actor, id, 'closed', async (trx, order, nowIso) => {
    await updateOrder(trx, id, { status: 'closed', closed_at: nowIso, updated_at: nowIso });
    const short = order.lines.reduce((sum, l) => sum + l.open_units, 0);
    const changes: AuditChanges = {};
    if (short > 0) changes.shortfall_units = [null, short];
    return changes;
  });
}

/** Called off before anything came. */
export function cancelPurchaseOrder(deps: PurchasingDeps, actor: Actor, id: number) {
  return move(deps, actor, id, 'cancelled', async (trx, _order, nowIso) => {
    await updateOrder(trx, id, { status: 'cancelled', cancelled_at: nowIso, updated_at: nowIso });
    return {};
  });
}
