import type { LedgerReason } from '@shop/contract';
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

/**
 * The one way stock changes (PRODUCT.md, inventory is a ledger). Call it inside a transaction:
 * the on_hand update is a single conditional UPDATE (`on_hand + q >= 0`), so two concurrent
 * movements can neither lose an update nor take stock below zero; the movement row records the
 * result. A movement that would go below zero is refused, naming the product and what is left.
 */
export async function applyMovement(trx: Db, entry: LedgerEntry): Promise<number> {
  const updated = await trx
    .updateTable('products')
    .set((eb) => ({
      on_hand: eb('on_hand', '+', entry.quantity),
      // A receipt of fresh goods restarts their age.
      ...(entry.reason === 'receipt'
        ? { arrived_on: eb.case().when('fresh', '=', 1).then(entry.today).else(eb.ref('arrived_on')).end() }
        : {}),
    }))
    .where('id', '=', entry.productId)
    .where((eb) => eb(eb('on_hand', '+', entry.quantity), '>=', 0))
    .returning('on_hand')
    .executeTakeFirst();
  if (!updated) {
    const product = await trx
      .selectFrom('products')
      .select(['name_en', 'name_fr', 'on_hand'])
      .where('id', '=', entry.productId)
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
    .values({
      product_id: entry.productId,
      quantity: entry.quantity,
      reason: entry.reason,
      note: entry.note ?? null,
      on_hand_after: updated.on_hand,
      created_by: entry.by.id,
      created_by_name: entry.by.name,
      created_at: entry.nowIso,
    })
    .execute();
  return updated.on_hand;
}
