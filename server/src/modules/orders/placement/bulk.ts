import { DomainError } from '../../../errors/domain-error.js';
import type { Db } from '../../../db/connection.js';

/** What a bulk action did to one order: done, or the rule it broke. */
export interface BulkOutcome {
  id: number;
  /** The order's number; null when no order has the id. */
  number: string | null;
  error?: DomainError;
}

/** The numbers of the orders that exist among `ids` (at most ORDER_BULK_MAX of them). */
export async function orderNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('orders').select(['id', 'number']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * Runs an action on each selected order in turn, each in its own transaction (the action's):
 * an id that is no order, or an order that breaks a rule, fails alone and says why; the others
 * go on. Anything else is a bug and fails the whole request.
 */
export async function eachOrder(
  db: Db,
  ids: readonly number[],
  action: (id: number) => Promise<unknown>,
): Promise<BulkOutcome[]> {
  const numbers = await orderNumbers(db, ids);
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const number = numbers.get(id) ?? null;
    if (number === null) {
      outcomes.push({ id, number, error: new DomainError('ORDER_NOT_FOUND') });
      continue;
    }
    try {
      await action(id);
      outcomes.push({ id, number });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcomes.push({ id, number, error: err });
    }
  }
  return outcomes;
}
