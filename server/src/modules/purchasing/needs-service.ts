import {
  addDays,
  defaultPack,
  daysBetween,
  montrealTime,
  type NeedsDraft,
  type NeedsSupplier,
  type PurchaseNeed,
  type PurchaseOrderListItem,
  type PurchasingNeeds,
  type PurchasingNeedsQuery,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { packsOf, unknownProductIds } from '../catalog/index.js';
import { plannedOccurrences } from '../standing-orders/index.js';
import { linksOf, needRows, setMinimum, type NeedRow } from './needs-repository.js';
import { findOrder } from './order-repository.js';
import { presentListItem } from './order-presenter.js';
import { draftOrder } from './order-service.js';
import type { Actor, PurchasingDeps } from './supplier-service.js';

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function presentNeed(row: NeedRow, standing: number, lead: number): PurchaseNeed | null {
  const demand = row.prebooked_units + standing + row.back_ordered_units + row.min_units;
  const needed = demand - row.on_hand - row.on_order;
  if (needed <= 0) return null;
  const linked = row.supplier_id !== null && row.units_per_box !== null;
  return {
    product_id: row.product_id,
    sku: row.sku,
    name_en: row.name_en,
    name_fr: row.name_fr,
    unit: row.unit,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    currency: row.currency,
    lead_time_days: row.lead_time_days,
    late: row.lead_time_days !== null && row.lead_time_days > lead,
    units_per_box: row.units_per_box,
    last_cost_cents: row.last_cost_cents,
    prebooked_units: row.prebooked_units,
    standing_units: standing,
    back_ordered_units: row.back_ordered_units,
    min_units: row.min_units,
    on_hand: row.on_hand,
    on_order: row.on_order,
    needed_units: needed,
    boxes: linked ? Math.ceil(needed / row.units_per_box!) : null,
  };
}

/**
 * What the standing orders' occurrences still planned for delivery from `from` to `to` ask per
 * product (standing-orders' index, issue 38 item 5), in base units: a line's pack, or the
 * cheapest active one when it names none, as the order it becomes will take (decision 052).
 */
async function standingUnits(db: Db, from: string, to: string): Promise<Map<number, number>> {
  const lines = (await plannedOccurrences(db, from, to)).flatMap((o) => o.lines);
  const packs = await packsOf(db, [...new Set(lines.map((l) => l.product_id))]);
  const totals = new Map<number, number>();
  for (const line of lines) {
    const own = (packs.get(line.product_id) ?? []).map((p) => ({ ...p, active: p.active === 1 }));
    const pack = line.pack_id === null ? defaultPack(own) : own.find((p) => p.id === line.pack_id);
    totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity * (pack?.units ?? 1));
  }
  return totals;
}

/** Each supplier's lines, boxes and late lines, in the order of the lines. */
function supplierTotals(needs: readonly PurchaseNeed[]): NeedsSupplier[] {
  const totals = new Map<number | null, NeedsSupplier>();
  for (const n of needs) {
    const s = totals.get(n.supplier_id) ?? {
      supplier_id: n.supplier_id,
      supplier_name: n.supplier_name,
      lead_time_days: n.lead_time_days,
      lines: 0,
      boxes: 0,
      late_lines: 0,
    };
    totals.set(n.supplier_id, {
      ...s,
      lines: s.lines + 1,
      boxes: s.boxes + (n.boxes ?? 0),
      late_lines: s.late_lines + Number(n.late),
    });
  }
  return [...totals.values()];
}

/**
 * GET /api/purchasing/needs (issue 37 item 2): per product, prebookings and standing orders'
 * planned occurrences delivered on the days the arrival covers, open back-orders and the
 * minimum stock, less on hand and on order by the last of those days; by supplier, a page at a time (computed
 * whole: the totals per supplier count every line).
 */
export async function purchasingNeeds(
  { db, clock }: PurchasingDeps,
  query: PurchasingNeedsQuery,
): Promise<PurchasingNeeds> {
  const coversTo = addDays(query.arrival, query.days - 1);
  const lead = daysBetween(montrealTime(clock.now()).date, query.arrival);
  const standing = await standingUnits(db, query.arrival, coversTo);
  const rows = await needRows(db, { from: query.arrival, to: coversTo, leadDays: lead }, [...standing.keys()]);
  const needs = rows
    .map((r) => presentNeed(r, standing.get(r.product_id) ?? 0, lead))
    .filter((n): n is PurchaseNeed => n !== null)
    .sort(
      (a, b) =>
        Number(a.supplier_name === null) - Number(b.supplier_name === null) ||
        (a.supplier_name ?? '').localeCompare(b.supplier_name ?? '') ||
        (a.supplier_id ?? 0) - (b.supplier_id ?? 0) ||
        a.sku.localeCompare(b.sku),
    );
  const shown =
    query.supplier === undefined ? needs : needs.filter((n) => (n.supplier_id ?? 'none') === query.supplier);
  const start = (query.page - 1) * query.limit;
  return {
    arrival: query.arrival,
    covers_to: coversTo,
    needs: shown.slice(start, start + query.limit),
    suppliers: supplierTotals(needs),
    pagination: { page: query.page, limit: query.limit, total: shown.length },
  };
}

/**
 * POST /api/purchasing/needs/drafts: one draft purchase order per supplier of the lines chosen,
 * each line in the link's units per box at its last cost (0 when none yet), in one transaction.
 */
export async function draftFromNeeds(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  input: NeedsDraft,
): Promise<{ purchase_orders: PurchaseOrderListItem[] }> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const links = await linksOf(trx, [...new Set(input.lines.map((l) => l.product_id))]);
    const linkOf = new Map(links.map((l) => [`${l.supplier_id}:${l.product_id}`, l] as const));
    const bySupplier = groupBy(input.lines, (l) => l.supplier_id);
    const made: PurchaseOrderListItem[] = [];
    for (const [supplierId, lines] of [...bySupplier].sort(([a], [b]) => a - b)) {
      const orderLines = lines.map((l) => {
        const link = linkOf.get(`${supplierId}:${l.product_id}`);
        if (!link) throw new DomainError('PURCHASE_NOT_LINKED', { product: l.product_id, supplier: supplierId });
        return {
          product_id: l.product_id,
          boxes: l.boxes,
          units_per_box: link.units_per_box,
          unit_cost_cents: Number(link.last_cost_cents ?? 0),
        };
      });
      const order = await draftOrder(
        trx,
        actor,
        { supplier_id: supplierId, arrival_date: input.arrival_date, notes: null, lines: orderLines },
        nowIso,
      );
      made.push(presentListItem((await findOrder(trx, order.id))!));
    }
    return { purchase_orders: made };
  });
}

/** PUT /api/purchasing/minimums/{productId}: the stock what to buy tops the product up to. */
export async function setPurchaseMinimum(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  productId: number,
  minUnits: number,
): Promise<{ product_id: number; min_units: number }> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    if ((await unknownProductIds(trx, [productId])).size > 0) throw new DomainError('PRODUCT_NOT_FOUND');
    const before = await setMinimum(trx, productId, minUnits, nowIso);
    if (before !== minUnits)
      await recordAudit(trx, actorOf(actor, nowIso), {
        entity: 'product',
        entityId: productId,
        action: 'update',
        changes: { purchase_min_units: [before, minUnits] },
      });
    return { product_id: productId, min_units: minUnits };
  });
}
