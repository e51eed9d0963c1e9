import type { Db } from '../../db/connection.js';

/** Moves the stored balance by a delta in SQL (no read-modify-write race). */
export async function addToBalance(trx: Db, customerId: number, deltaCents: number): Promise<void> {
  await trx
    .updateTable('customer_profiles')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', deltaCents) }))
    .where('user_id', '=', customerId)
    .execute();
}
