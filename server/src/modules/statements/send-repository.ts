import type { Db } from '../../db/connection.js';

/** Whether the statement of a month was already queued for a customer. */
export async function wasSent(db: Db, customerId: number, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('statement_sends')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the scheduled send of a month's statement: the insert fails on the primary key when
 * another server (or run) claimed it first, and the caller's transaction then rolls back.
 */
export async function claimScheduledSend(trx: Db, customerId: number, month: string, nowIso: string): Promise<void> {
  await trx
    .insertInto('statement_sends')
    .values({ customer_id: customerId, month, trigger: 'schedule', queued_at: nowIso })
    .execute();
}

/** A send staff asked for: recorded, or counted once more when the month was sent already. */
export async function recordStaffSend(trx: Db, customerId: number, month: string, nowIso: string): Promise<void> {
  await trx
    .insertInto('statement_sends')
    .values({ customer_id: customerId, month, trigger: 'staff', queued_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'month']).doUpdateSet((eb) => ({
        sent_count: eb('statement_sends.sent_count', '+', 1),
        queued_at: nowIso,
      })),
    )
    .execute();
}
