import { addDays, NO_EMAIL_DOMAIN } from '@shop/contract';
import type { Db } from '../db/connection.js';
import { businessDate } from '../lib/business-date.js';
import type { Clock } from '../lib/clock.js';
import { createStaffUser, replaceStaffRoles, setAccountState } from '../modules/users/index.js';

const DESIGNERS = ['Marie Tremblay', 'Luc Gagnon', 'Sophie Roy', 'Karim Haddad'];
const RETIRED = 'Élise Bouchard';

/**
 * The designers (staff members), and the design center under way for today's and tomorrow's orders: one order
 * in three designed (every line complete, one designer), one in three half done with a line on
 * back-order, the rest untouched. A few set-based updates: the seed stays fast.
 */
export async function seedDemoDesignCenter(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const today = businessDate(now);
  // Designers are staff members with the designer role (docs/decisions/026), invited without an
  // e-mail address yet, as the migration left the shop's former list.
  for (const [i, name] of [...DESIGNERS, RETIRED].entries()) {
    const id = await createStaffUser(db, {
      email: `designer-demo-${i + 1}@${NO_EMAIL_DOMAIN}`,
      name,
      language: 'fr',
      nowIso,
    });
    await replaceStaffRoles(db, id, ['designer']);
    if (name === RETIRED) await setAccountState(db, id, { active: 0 }, nowIso);
  }
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('delivery_date', 'in', [today, addDays(today, 1)])
    .where('status', 'in', ['confirmed', 'ready'])
    .where('type', '!=', 'refund')
    .where('stock_taken', '=', 1)
    .orderBy('id')
    .execute();
  const designed = orders.filter((_, i) => i % 3 === 0).map((o) => o.id);
  const started = orders.filter((_, i) => i % 3 === 1).map((o) => o.id);
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of [...designed, ...started].entries()) {
      const designer = DESIGNERS[i % DESIGNERS.length]!;
      await trx.updateTable('orders').set({ designer }).where('id', '=', id).execute();
      await trx.updateTable('order_lines').set({ designer }).where('order_id', '=', id).execute();
    }
    if (designed.length > 0) {
      await trx.updateTable('order_lines').set({ complete_order: 1 }).where('order_id', 'in', designed).execute();
      await trx.updateTable('orders').set({ design_status: 'designed' }).where('id', 'in', designed).execute();
    }
    if (started.length === 0) return;
    const lines = await trx
      .selectFrom('order_lines')
      .select(['id', 'order_id'])
      .where('order_id', 'in', started)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    // The first line of each started order is complete, the second waits for stock.
    const seen = new Map<number, number>();
    const complete: number[] = [];
    const backOrdered: number[] = [];
    for (const line of lines) {
      const n = seen.get(line.order_id) ?? 0;
      seen.set(line.order_id, n + 1);
      if (n === 0) complete.push(line.id);
      if (n === 1) backOrdered.push(line.id);
    }
    if (complete.length > 0)
      await trx.updateTable('order_lines').set({ complete_order: 1 }).where('id', 'in', complete).execute();
    if (backOrdered.length > 0)
      await trx
        .updateTable('order_lines')
        .set({ back_order: 1, complete_order: 0, back_order_text: 'Arrivage demain matin' })
        .where('id', 'in', backOrdered)
        .execute();
  });
}
