import type { LedgerReason } from '@shop/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../errors/domain-error.js';
import { raiseWebhookEvent } from '../webhooks/index.js';

export interface LedgerEntry {
  productId: number;
  /** Signed: positive adds stock, negative takes it. */
  quantity: number;
  reason: LedgerReason;
  note?: string | null | undefined;
  /** Who: null id for the system; `ip` is the request's address when a route passed it (audit). */
  by: { id: number | null; name: string; ip?: string | null };
  nowIso: string;
  /** Business day of a receipt of fresh stock: the stock's arrival date. */
  today: string;
}

export type LedgerStamp = Pick<LedgerEntry, 'by' | 'nowIso' | 'today'>;

/** Who and when, for the movements a signed-in user causes now. */
export function ledgerStamp(clock: Clock, user: { id: number; name: string; ip?: string | null }): LedgerStamp {
  const now = clock.now();
  return {
    by: { id: user.id, name: user.name, ip: user.ip ?? null },
    nowIso: now.toISOString(),
    today: businessDate(now),
  };
}

/** A change of one product's stock: signed, positive adds and negative takes. */
export interface Movement {
  productId: number;
  quantity: number;
}

/**
 * The one way stock changes (PRODUCT.md, inventory is a ledger). Call it inside a transaction:
 * each product's on_hand moves in one conditional UPDATE for all of them (`on_hand + q >= 0`), so
 * that concurrent movements can neither lose an update nor take stock below zero, and one INSERT
 * records a ledger row per product with the result (on PostgreSQL, in the UPDATE's statement).
 * Movements of the same product are added up first. When a product would go below zero, the
 * whole is refused, naming the first such product and what is left (the caller's transaction
 * rolls back what the statements did). Gives each product's stock after.
 */
export async function applyMovements(
  trx: Db,
  movements: readonly Movement[],
  entry: Omit<LedgerEntry, 'productId' | 'quantity'>,
): Promise<Map<number, number>> {
  const net = new Map<number, number>();
  for (const m of movements) net.set(m.productId, (net.get(m.productId) ?? 0) + m.quantity);
  // Movements that cancel out move nothing (the ledger keeps no zero row).
  for (const [id, q] of net) if (q === 0) net.delete(id);
  if (net.size === 0) return new Map();
  const moves = [...net];
  // PostgreSQL writes the ledger's rows in the same statement (one round trip less while the
  // products are locked); SQLite has no INSERT in a WITH, and no round trips.
  const recorded = isPostgres(trx);
  const { rows } = await moveStockQuery(trx, { moves, receipt: entry.reason === 'receipt', entry, recorded });
  const after = new Map(rows.map((r) => [r.id, r.on_hand]));
  const refused = [...net.keys()].find((id) => !after.has(id));
  if (refused !== undefined) {
    const product = await trx
      .selectFrom('products')
      .select(['name_en', 'name_fr', 'on_hand'])
      .where('id', '=', refused)
      .executeTakeFirst();
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
    throw new DomainError('OUT_OF_STOCK', {
      name_en: product.name_en,
      name_fr: product.name_fr,
      left: product.on_hand,
    });
  }
  if (!recorded) await insertMovementsQuery(trx, { moves, after, entry });
  await raiseStockLow(trx, entry.nowIso, net, rows);
  return after;
}

/**
 * `stock.low` (issue 40): a product whose stock a taking movement brought down to its low-stock
 * level or below, from above it. Said once as it crosses, not on every sale under the level; its
 * names are read only then, so a movement that crosses nothing costs no query.
 */
async function raiseStockLow(trx: Db, atIso: string, net: Map<number, number>, rows: readonly Moved[]) {
  const crossed = rows.filter((r) => {
    const before = r.on_hand - (net.get(r.id) ?? 0);
    return r.on_hand <= r.low_stock_at && before > r.low_stock_at;
  });
  if (crossed.length === 0) return;
  const products = await trx
    .selectFrom('products')
    .select(['id', 'sku', 'name_en', 'name_fr'])
    .where(
      'id',
      'in',
      crossed.map((r) => r.id),
    )
    .execute();
  for (const p of products) {
    const row = crossed.find((r) => r.id === p.id)!;
    await raiseWebhookEvent(trx, atIso, {
      event: 'stock.low',
      customerId: null,
      data: { product: { ...p, on_hand: row.on_hand, low_stock_at: row.low_stock_at } },
    });
  }
}

type Moves = { moves: [productId: number, quantity: number][] };
type Moved = { id: number; on_hand: number; low_stock_at: number };
type Entry = { entry: Omit<LedgerEntry, 'productId' | 'quantity'> };

/**
 * One UPDATE moves every product's stock, none below zero; the products it moved answer. When
 * `recorded`, it also writes their ledger rows (PostgreSQL); a product refused is then an error
 * that rolls the caller's transaction back, rows and all.
 */
const moveStockQuery = compiledOnce(
  (db, take, { moves, receipt, recorded }: Moves & Entry & { receipt: boolean; recorded: boolean }) => {
    const values = sql.join(
      moves.map(
        (_, i) =>
          sql`(cast(${take((input) => input.moves[i]![0])} as integer), cast(${take((input) => input.moves[i]![1])} as integer))`,
      ),
    );
    // A receipt is an arrival (the shop's "New arrivals"); of fresh goods, it restarts their age.
    const arrived = receipt
      ? sql`, arrived_at = ${take((input) => input.entry.nowIso)},
          arrived_on = case when fresh = 1 then ${take((input) => input.entry.today)} else arrived_on end`
      : sql``;
    // RETURNING names the updated table's columns only (SQLite allows no other in an UPDATE FROM).
    const update = sql`
      update products set on_hand = on_hand + moves.quantity${arrived}
      from moves
      where products.id = moves.product_id and products.on_hand + moves.quantity >= 0
      returning id, on_hand, low_stock_at`;
    if (!recorded) return sql<Moved>`with moves (product_id, quantity) as (values ${values}) ${update}`;
    const text = (get: (input: Entry) => string | null) => sql`cast(${take(get)} as text)`;
    return sql<Moved>`
      with moves (product_id, quantity) as (values ${values}),
      moved as (${update}),
      recorded as (
        insert into inventory_movements
          (product_id, quantity, reason, note, on_hand_after, created_by, created_by_name, created_at)
        select moved.id, moves.quantity, ${text((i) => i.entry.reason)}, ${text((i) => i.entry.note ?? null)},
          moved.on_hand, cast(${take((i) => i.entry.by.id)} as integer), ${text((i) => i.entry.by.name)},
          ${text((i) => i.entry.nowIso)}
        from moved join moves on moves.product_id = moved.id
      )
      select id, on_hand, low_stock_at from moved`;
  },
  ({ moves, receipt, recorded }) => `${moves.length} ${receipt} ${recorded}`,
);

/** The ledger's rows of the movements: one a product, with its stock after. */
const insertMovementsQuery = compiledOnce(
  (db, take, { moves }: Moves & Entry & { after: Map<number, number> }) =>
    db.insertInto('inventory_movements').values(
      moves.map((_, i) => ({
        product_id: take((input) => input.moves[i]![0]),
        quantity: take((input) => input.moves[i]![1]),
        reason: take((input) => input.entry.reason),
        note: take((input) => input.entry.note ?? null),
        on_hand_after: take((input) => input.after.get(input.moves[i]![0]) ?? 0),
        created_by: take((input) => input.entry.by.id),
        created_by_name: take((input) => input.entry.by.name),
        created_at: take((input) => input.entry.nowIso),
      })),
    ),
  ({ moves }) => moves.length,
);

/** One product's movement (applyMovements); gives its stock after. */
export async function applyMovement(trx: Db, entry: LedgerEntry): Promise<number> {
  const { productId, quantity, ...rest } = entry;
  const after = await applyMovements(trx, [{ productId, quantity }], rest);
  return after.get(productId) ?? 0;
}
