import type { Db } from '../../db/connection.js';

/**
 * A customer's price level (decision 060), taken and shown with the customer (PUT and GET
 * /api/customers/{id}). The prices module keeps it in its own table and imports this module, so
 * the app hands its functions to the customer routes rather than this module importing prices.
 */
export interface CustomerPriceLevels {
  /** The level the customer has; null: none. */
  of(db: Db, customerId: number): Promise<number | null>;
  /** Sets the level (null takes it off); a level that does not exist is refused (400, price_level_id). */
  set(db: Db, customerId: number, levelId: number | null, nowIso: string): Promise<void>;
}

/**
 * Within a write's transaction: the level before, and after `wanted` (undefined keeps it),
 * as the audit trail's `price_level_id` of the customer's rows.
 */
export async function writeLevel(
  levels: CustomerPriceLevels,
  trx: Db,
  customerId: number,
  wanted: number | null | undefined,
  nowIso: string,
): Promise<{ before: { price_level_id: number | null }; after: { price_level_id: number | null } }> {
  const was = await levels.of(trx, customerId);
  if (wanted !== undefined && wanted !== was) await levels.set(trx, customerId, wanted, nowIso);
  return { before: { price_level_id: was }, after: { price_level_id: wanted === undefined ? was : wanted } };
}
