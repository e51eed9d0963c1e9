import type { Db } from '../../db/connection.js';

/** A product's ledger, newest first. */
export async function listMovements(db: Db, productId: number, limit: number, offset: number) {
  const base = db.selectFrom('inventory_movements').where('product_id', '=', productId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'product_id', 'quantity', 'reason', 'note', 'on_hand_after', 'created_by_name', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
