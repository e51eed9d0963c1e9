import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import { lockProducts } from '../../inventory/index.js';
import { findOrder, lockOrderRow, type OrderRecord } from '../repository.js';

/**
 * The locking rule of every transaction that changes an order (docs/decisions/008): the order
 * row first, then the products whose stock moves, in id order (lockProducts). Two moves of the
 * same order wait for each other; two orders naming the same products cannot deadlock. This
 * locks the order row (PostgreSQL; SQLite runs one write transaction at a time), reads the
 * order again under the lock and hands it to `work`; a missing order is `missing` (an
 * ORDER_NOT_FOUND by default).
 */
export async function withLockedOrder<T>(
  trx: Db,
  id: number,
  work: (order: OrderRecord) => Promise<T>,
  missing: () => DomainError = () => new DomainError('ORDER_NOT_FOUND'),
): Promise<T> {
  await lockOrderRow(trx, id);
  const order = await findOrder(trx, id);
  if (!order) throw missing();
  return work(order);
}

/** The second step of the rule: the products an order's lines name, locked in id order. */
export const lockOrderProducts = (trx: Db, productIds: number[]) => lockProducts(trx, productIds);
