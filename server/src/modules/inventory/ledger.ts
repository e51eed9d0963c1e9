import type { LedgerReason } from '@shop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../errors/domain-error.js';

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
 * records a ledger row per product with the result. Movements of the same product are added up
 * first. When a product would go below zero, the whole is refused, naming the first such product
 * and what is left (the caller's transaction rolls back what the UPDATE did). Gives each
 * product's stock after.
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
  const values = sql.join([...net].map(([id, q]) => sql`(cast(${id} as integer), cast(${q} as integer))`));
  // A receipt of fresh goods restarts their age.
  const arrived =
    entry.reason === 'receipt'
      ? sql`, arrived_on = case when fresh = 1 then ${entry.today} else arrived_on end`
      : sql``;
  // RETURNING names the updated table's columns only (SQLite allows no other in an UPDATE FROM).
  const { rows } = await sql<{ id: number; on_hand: number }>`
    with moves (product_id, quantity) as (values ${values})
    update products set on_hand = on_hand + moves.quantity${arrived}
    from moves
    where products.id = moves.product_id and products.on_hand + moves.quantity >= 0
    returning id, on_hand`.execute(trx);
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
  await trx
    .insertInto('inventory_movements')
    .values(
      [...net].map(([productId, quantity]) => ({
        product_id: productId,
        quantity,
        reason: entry.reason,
        note: entry.note ?? null,
        on_hand_after: after.get(productId) ?? 0,
        created_by: entry.by.id,
        created_by_name: entry.by.name,
        created_at: entry.nowIso,
      })),
    )
    .execute();
  return after;
}

/** One product's movement (applyMovements); gives its stock after. */
export async function applyMovement(trx: Db, entry: LedgerEntry): Promise<number> {
  const { productId, quantity, ...rest } = entry;
  const after = await applyMovements(trx, [{ productId, quantity }], rest);
  return after.get(productId) ?? 0;
}
