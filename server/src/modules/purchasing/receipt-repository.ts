import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PurchaseReceiptsTable } from '../../db/schema.js';

// What each receiving of a purchase order line put in stock, at what cost (0056, decision 053).

export async function insertReceipts(db: Db, rows: readonly Omit<Insertable<PurchaseReceiptsTable>, 'id'>[]) {
  if (rows.length > 0)
    await db
      .insertInto('purchase_receipts')
      .values([...rows])
      .execute();
}

export async function lineReceipts(db: Db, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom('purchase_receipts')
    .select([
      'id',
      'line_id',
      'units',
      'damaged_units',
      'stocked_units',
      'unit_cost_cents',
      'over_reason',
      'received_at',
    ])
    .where('line_id', 'in', lineIds)
    .orderBy('id')
    .execute();
}
