import { raiseOrderEvent } from './webhook-events.js';
import type { Insertable } from 'kysely';
import {
  computeTotals,
  deliveryFeeCents,
  moneyLimitBreach,
  parseBreaks,
  type DecidedPrice,
  type TaxRates,
  type Totals,
  type WebOrderWrite,
} from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { isPostgres } from '../../../db/migrations/helpers.js';
import type { OrderLineRow, OrderLinesTable, OrdersTable, ProductPackRow } from '../../../db/schema.js';
import { DomainError } from '../../../errors/domain-error.js';
import { applyMovements, readProducts, type LedgerStamp, type Movement } from '../../inventory/index.js';
import { packsOf } from '../../catalog/index.js';
import { priceBook } from '../../prices/index.js';
import { linePack } from './packs.js';
import { lockOrderProducts } from './locks.js';
import { insertLines, insertOrder } from '../repository.js';
import { enterWithCosts } from './line-costs.js';
import { NO_STOCK, settleLineStock, type LineStock } from './stock.js';

export type LineInput = {
  product_id: number;
  /** The product's pack; left out: the pack the line was sold in (an edit, a refund), else the cheapest active. */
  pack_id?: number | undefined;
  /** The pack as a line already sold it (an edited line's, a credited line's): kept as copied. */
  sold?: SoldPack | undefined;
  quantity: number;
  unit_price_cents?: number | null | undefined;
  /** A web line whose florist lets what stock lacks wait as a back-order. */
  back_order?: boolean | undefined;
};
export type DeliveryInput = Pick<
  WebOrderWrite,
  'delivery_method' | 'delivery_zone' | 'delivery_date' | 'notes' | 'po_number'
>;
export type OrderHeader = Pick<
  Insertable<OrdersTable>,
  'customer_id' | 'source' | 'type' | 'status' | 'idempotency_key' | 'created_by' | 'parent_order_id'
>;
export type NewLine = Omit<Insertable<OrderLinesTable>, 'order_id'>;

/** Who writes, when, and at which tax rates: the same for every line. */
export interface WriteContext {
  stamp: LedgerStamp;
  rates: TaxRates;
}

/** What a line copies of its pack (decision 052): the kind and stems it prints, the base units it takes. */
export type SoldPack = Pick<OrderLineRow, 'pack_id' | 'pack_units' | 'unit' | 'stems_per_unit'>;

/** What a line of the order held before an edit: its stock, the price and the pack it was sold in. */
export type HeldLine = SoldPack &
  Pick<OrderLineRow, 'list_price_cents' | 'price_source'> & { stock_quantity: number; unit_price_cents: number };

export interface PricingRules {
  /**
   * A web placement: only active products, and all of each quantity from stock or OUT_OF_STOCK,
   * except on the lines whose florist asked for a back-order (up to the stock, as staff do).
   */
  placement: boolean;
  /** Orders hold stock; prebookings and refunds (credit notes) do not. */
  holdsStock: boolean;
  refund: boolean;
  /**
   * What a credit note keeps back of the goods it credits (a returned order's restocking fee
   * and freight), taxed with them: its "fee" row. Refunds only; 0 when absent.
   */
  withheldCents?: number;
}

/**
 * Prices an order's lines and settles their stock, in the caller's transaction: the products it
 * names (and, for an edit, named before) are locked in id order; each line is priced (a given
 * price, else its price before the edit, else the customer's by the one rule of decision 060:
 * the lowest of list, offer, contract, break and level, which the line keeps with the list
 * price and its source; a price staff set by hand keeps no source); each
 * product then takes or gives back only the difference from what it held before — everything
 * for a new order — and products an edit drops give all theirs back.
 *
 * A web placement takes all or nothing, so it needs no stock read under a lock: it reads the
 * products unlocked and gives back `settle`, which locks them (id order) and moves their stock,
 * for the caller to run last, just before its commit. On PostgreSQL every order naming a
 * product waits for that lock: held for the few statements left, not the whole transaction.
 * Otherwise (staff, or a web order with a back-ordered line, whose share of the stock must be
 * read under the lock) the stock has moved when priceLines returns and `settle` does nothing.
 */
export async function priceLines(
  trx: Db,
  input: DeliveryInput & { lines: LineInput[]; customer_id: number | null },
  rules: PricingRules,
  ctx: WriteContext,
  before: ReadonlyMap<number, HeldLine> = new Map(),
): Promise<{ lines: NewLine[]; totals: Totals; settle: () => Promise<void> }> {
  const ids = input.lines.map((l) => l.product_id);
  const named = [...new Set([...ids, ...before.keys()])];
  const deferred = rules.placement && !input.lines.some((l) => l.back_order);
  const products = deferred ? await readProducts(trx, named) : await lockOrderProducts(trx, named);
  const packs = await packsOf(trx, ids);
  const book = await priceBook(trx, input.customer_id, ids, ctx.stamp.today);
  // A refund is a credit note: its lines and totals count against the customer.
  const sign = rules.refund ? -1 : 1;
  // What is left of each product for the lines still to come: two lines of one product share it.
  const available = new Map([...products].map(([id, p]) => [id, p.on_hand]));
  const moves: Movement[] = [];
  const lines: NewLine[] = [];
  for (const [position, line] of input.lines.entries()) {
    const product = products.get(line.product_id);
    if (!product)
      throw new DomainError('ORDER_PRODUCT_NOT_FOUND', undefined, { field: `lines.${position}.product_id` });
    if (rules.placement && product.active !== 1)
      throw new DomainError('PRODUCT_UNAVAILABLE', { name_en: product.name_en, name_fr: product.name_fr });
    const held = before.get(product.id);
    const { sold, listPrice, kept } = linePack(product, packs.get(product.id) ?? [], line, held, {
      position,
      placement: rules.placement,
    });
    const price = linePrice(line, kept ? held : undefined, () =>
      book.price(product.id, { ...pricedPackOf(sold, packs.get(product.id)), price_cents: listPrice }, line.quantity),
    );
    let stock: LineStock = NO_STOCK;
    if (rules.holdsStock) {
      const { take, ...columns } = settleLineStock(
        {
          quantity: line.quantity,
          units: sold.pack_units,
          available: available.get(product.id) ?? 0,
          held: held ? held.stock_quantity * held.pack_units : 0,
        },
        rules.placement && !line.back_order ? 'all-or-nothing' : 'up-to-stock',
      );
      available.set(product.id, (available.get(product.id) ?? 0) - take);
      if (take !== 0) moves.push({ productId: product.id, quantity: -take });
      stock = columns;
    }
    lines.push({
      position,
      product_id: product.id,
      name_en: product.name_en,
      name_fr: product.name_fr,
      ...sold,
      fresh: product.fresh,
      quantity: line.quantity,
      ...price,
      line_total_cents: sign * line.quantity * price.unit_price_cents,
      ...stock,
    });
  }
  // Products an edit drops give back all they held; all of it moves in one go.
  for (const [productId, held] of before)
    if (rules.holdsStock && !ids.includes(productId) && held.stock_quantity > 0)
      moves.push({ productId, quantity: held.stock_quantity * held.pack_units });
  const move = () => applyMovements(trx, moves, { reason: before.size > 0 ? 'order-edit' : 'order', ...ctx.stamp });
  const settle = async () => {
    // SQLite runs one write transaction at a time: nothing to lock, and nothing to read again.
    if (isPostgres(trx)) await lockOrderProducts(trx, named);
    await move();
  };
  const totals = computeTotals(
    lines.map((l) => ({ quantity: sign * l.quantity, unit_price_cents: l.unit_price_cents })),
    rules.refund ? (rules.withheldCents ?? 0) : deliveryFeeCents(input.delivery_method, input.delivery_zone),
    ctx.rates,
  );
  // The contract's limits on a line and an order, whatever set the prices (issue 35), before any stock moves.
  const breach = moneyLimitBreach(lines, totals.total_cents);
  if (breach) throw new DomainError('ORDER_MONEY_LIMIT', { message: breach.message }, { field: breach.field });
  if (!deferred) await move();
  return { lines, totals, settle: deferred ? settle : async () => {} };
}

/** What the rule needs of the pack a line is sold in: its id, units and breaks (none for a kept line's). */
function pricedPackOf(sold: SoldPack, packs: readonly ProductPackRow[] | undefined) {
  const pack = sold.pack_id === null ? undefined : packs?.find((p) => p.id === sold.pack_id);
  return { id: sold.pack_id, units: sold.pack_units, breaks: parseBreaks(pack?.breaks) };
}

/**
 * A line's price, its list price and what gave it (decision 060): a line kept from before an
 * edit keeps all three; a price given (staff's, a refund's) is what it is, and keeps the source
 * of the price it matches (the line's before, else the rule's), none when set by hand; else the
 * rule's. The rule is asked only when needed.
 */
function linePrice(
  line: Pick<LineInput, 'unit_price_cents'>,
  held: HeldLine | undefined,
  rule: () => DecidedPrice,
): Pick<NewLine, 'unit_price_cents' | 'list_price_cents' | 'price_source'> {
  const given = line.unit_price_cents;
  if (held && (given === undefined || given === null || given === held.unit_price_cents))
    return {
      unit_price_cents: held.unit_price_cents,
      list_price_cents: held.list_price_cents,
      price_source: held.price_source,
    };
  const decided = rule();
  if (given === undefined || given === null)
    return {
      unit_price_cents: decided.price_cents,
      list_price_cents: decided.list_price_cents,
      price_source: decided.price_source,
    };
  return {
    unit_price_cents: given,
    list_price_cents: decided.list_price_cents,
    price_source: given === decided.price_cents ? decided.price_source : null,
  };
}

/** The delivery columns of an order row, as the form gives them. */
export function deliveryColumns(input: DeliveryInput) {
  return {
    delivery_method: input.delivery_method,
    delivery_zone: input.delivery_method === 'delivery' ? (input.delivery_zone ?? null) : null,
    delivery_date: input.delivery_date,
    notes: input.notes ?? null,
    po_number: input.po_number ?? null,
  };
}

/**
 * Writes a new order and its lines in the caller's transaction, priced and taken from stock by
 * priceLines: all of it for a web order, what there is for staff (the rest is back-order). The
 * caller runs `settle` when done with it, last: a web order's stock moves then (priceLines), and
 * the order enters the rollups with what its lines took, at what cost (decisions 063, 074).
 * Gives back the rows as written: nothing needs to read them again.
 */
export async function writeOrder(
  trx: Db,
  input: DeliveryInput & { lines: LineInput[] },
  order: OrderHeader,
  ctx: WriteContext,
  withheldCents = 0,
) {
  const holdsStock = order.type === 'order';
  const { lines, totals, settle: moveStock } = await priceLines(
    trx,
    { ...input, customer_id: order.customer_id },
    { placement: order.source === 'web', holdsStock, refund: order.type === 'refund', withheldCents },
    ctx,
  );
  const row = await insertOrder(trx, {
    ...order,
    ...deliveryColumns(input),
    ...totals,
    stock_taken: holdsStock ? 1 : 0,
    created_at: ctx.stamp.nowIso,
    updated_at: ctx.stamp.nowIso,
  });
  const written = await insertLines(
    trx,
    lines.map((l) => ({ ...l, order_id: row.id })),
  );
  if (order.type === 'order') {
    await raiseOrderEvent(trx, ctx.stamp.nowIso, 'order.created', row, row.status);
    // Staff orders are confirmed as they are written: a receiver waiting for the confirmation gets it too.
    if (row.status === 'confirmed') await raiseOrderEvent(trx, ctx.stamp.nowIso, 'order.confirmed', row, row.status);
  }
  // Last: the stock moves (a web order's), then the order enters the rollups with its costs.
  const settle = async () => {
    await moveStock();
    await enterWithCosts(trx, row.id, holdsStock);
  };
  return { id: row.id, row, lines: written, total_cents: totals.total_cents, settle };
}
