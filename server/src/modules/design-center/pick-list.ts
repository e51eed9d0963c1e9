import { type Language, type PickListParams, type PickListRow } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import {
  designCenterOrderIds,
  eachOrder,
  findOrderDocument,
  findOrderDocuments,
  pickListTotals,
  type BulkOutcome,
  type DesignCenterFilter,
  type OrderDocument,
} from '../orders/index.js';
import { categoriesBySlug, categoryNameOf } from '../catalog/index.js';
import { orderAddresses } from '../delivery-addresses/index.js';
import type { PackingSlip } from './pdf.js';
import { comparePacks, productsOfRows } from './pack-rows.js';

export interface PickListDeps {
  db: Db;
  clock: Clock;
}

/** The pick list's filter: the date asked, else today in Montreal; a zone, or pickup only. */
export function pickListFilter(params: Omit<PickListParams, 'lang'>, clock: Clock): DesignCenterFilter {
  const { date, ...rest } = params;
  return { ...rest, date: date ?? businessDate(clock.now()) };
}

/**
 * What to pull from the cooler for the design center's orders of a date (confirmed or ready,
 * holding their stock, never credit notes, not delivered): a row per product and pack its lines
 * were sold in (quantity in packs), each with the product's figures in its base unit: its
 * quantity across its packs, what is on hand for them (what they hold from stock plus the free
 * stock) and what is short (max(0, needed - on hand), their back-orders free stock cannot fill);
 * by category in the tree's order (its categories are rows staff keep), then by name in the
 * reader's language, a product's packs together, the largest first.
 */
export async function pickList(
  { db, clock }: PickListDeps,
  params: Omit<PickListParams, 'lang'>,
  language: Language,
): Promise<{ date: string; orders: number; rows: PickListRow[] }> {
  const filter = pickListFilter(params, clock);
  const [totals, ids, categories] = await Promise.all([
    pickListTotals(db, filter),
    designCenterOrderIds(db, filter),
    categoriesBySlug(db),
  ]);
  const categoryRank = (slug: string) => categories.get(slug)?.rank ?? categories.size;
  const products = productsOfRows(totals);
  // In the cooler for these orders: what their lines took from stock when placed (still there
  // until delivered), across the product's packs, and the stock no order holds.
  const held = new Map<number, number>();
  for (const t of totals) held.set(t.product_id, (held.get(t.product_id) ?? 0) + Number(t.held));
  const rows = totals.map((t): PickListRow => {
    const product = products.get(t.product_id)!;
    const onHand = held.get(t.product_id)! + Number(t.on_hand);
    return {
      product_id: t.product_id,
      sku: t.sku,
      category: t.category,
      category_name: categoryNameOf(categories, t.category, language),
      name: language === 'fr' ? product.name_fr : product.name_en,
      unit: t.unit,
      stems_per_unit: Number(t.stems_per_unit),
      pack_units: Number(t.pack_units),
      quantity: Number(t.quantity),
      orders: Number(t.orders),
      base_unit: t.base_unit,
      base_stems_per_unit: Number(t.base_stems_per_unit),
      base_quantity: product.baseQuantity,
      on_hand: onHand,
      short: Math.max(0, product.baseQuantity - onHand),
    };
  });
  const collator = new Intl.Collator(language === 'fr' ? 'fr-CA' : 'en-CA');
  rows.sort(
    (a, b) =>
      categoryRank(a.category) - categoryRank(b.category) ||
      collator.compare(a.name, b.name) ||
      a.product_id - b.product_id ||
      comparePacks(a, b),
  );
  return { date: filter.date, orders: ids.length, rows };
}

/** How many orders' slips are read at once: a batch is three queries, and only it is held. */
const SLIP_BATCH = 50;

/**
 * The filter's orders one at a time (the date's packing slips), read by batches as they are
 * drawn: only the ids and one batch are held, never every order's lines at once.
 */
export async function* packingSlipOrders(
  { db, clock }: PickListDeps,
  params: Omit<PickListParams, 'lang'>,
): AsyncGenerator<PackingSlip> {
  const ids = await designCenterOrderIds(db, pickListFilter(params, clock));
  for (let first = 0; first < ids.length; first += SLIP_BATCH) {
    yield* await withAddresses(db, await findOrderDocuments(db, ids.slice(first, first + SLIP_BATCH)));
  }
}

/** The orders with the copy of the delivery address each goes to, where it is not the profile's. */
async function withAddresses(db: Db, documents: OrderDocument[]): Promise<PackingSlip[]> {
  const kept = await orderAddresses(
    db,
    documents.map((d) => d.order.id),
  );
  return documents.map((d) => ({ ...d, deliverTo: kept.get(d.order.id) }));
}

/** One order's packing slip: staff only (the route's guard); an unknown order is ORDER_NOT_FOUND. */
export async function packingSlipOrder(db: Db, id: number): Promise<PackingSlip> {
  const document = await findOrderDocument(db, id);
  if (!document) throw new DomainError('ORDER_NOT_FOUND');
  const [slip] = await withAddresses(db, [document]);
  return slip!;
}

/**
 * The staff list's selection, to print its packing slips at once (in the ids' order): an unknown
 * id, a cancelled order or a credit note has nothing to pack and fails alone; the others' slips
 * are read (at most ORDER_BULK_MAX orders, as the bulk invoices).
 */
export async function packingSlipSelection(
  db: Db,
  ids: readonly number[],
): Promise<{ outcomes: BulkOutcome[]; documents: PackingSlip[] }> {
  const documents: PackingSlip[] = [];
  const outcomes = await eachOrder(db, ids, async (id) => {
    const document = await packingSlipOrder(db, id);
    if (document.order.type === 'refund') throw new DomainError('DESIGN_CREDIT_NOTE');
    if (document.order.status === 'cancelled') throw new DomainError('DESIGN_ORDER_CANCELLED');
    documents.push(document);
  });
  return { outcomes, documents };
}
