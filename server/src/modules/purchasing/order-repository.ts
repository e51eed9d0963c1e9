import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { countUpTo, COUNTED_PAST_PAGE } from '../../db/count-up-to.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { PurchaseOrderLinesTable, PurchaseOrdersTable, PurchaseOrderStatus } from '../../db/schema.js';

// Purchase orders and their lines (0056, decision 053).

export type PurchaseOrderRow = Selectable<PurchaseOrdersTable> & { supplier_name: string };
export type PurchaseLineRow = Selectable<PurchaseOrderLinesTable> & { sku: string; name_en: string; name_fr: string };
export type NewLine = Omit<Insertable<PurchaseOrderLinesTable>, 'id' | 'purchase_order_id' | 'position'>;

const ORDER_COLUMNS = [
  'po.id',
  'po.supplier_id',
  's.name as supplier_name',
  'po.status',
  'po.currency',
  'po.arrival_date',
  'po.notes',
  'po.shipping_kind',
  'po.shipping_reference',
  'po.created_by',
  'po.created_at',
  'po.updated_at',
  'po.sent_at',
  'po.confirmed_at',
  'po.shipped_at',
  'po.received_at',
  'po.closed_at',
  'po.cancelled_at',
  'po.exchange_rate_e6',
] as const;

export async function insertOrder(db: Db, values: Omit<Insertable<PurchaseOrdersTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('purchase_orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrder(db: Db, id: number, values: Updateable<PurchaseOrdersTable>): Promise<void> {
  await db.updateTable('purchase_orders').set(values).where('id', '=', id).execute();
}

/**
 * The order, locked for the rest of the transaction: on PostgreSQL its row (FOR UPDATE), on
 * SQLite the one writer's lock the transaction already runs under. Two clerks' receipts of the
 * same order are thus one after the other, each reading what the other wrote.
 */
export async function findOrder(db: Db, id: number, lock = false): Promise<PurchaseOrderRow | undefined> {
  const query = db
    .selectFrom('purchase_orders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
    .select(ORDER_COLUMNS)
    .where('po.id', '=', id);
  return (lock && isPostgres(db) ? query.forUpdate('po') : query).executeTakeFirst();
}

export async function orderLines(db: Db, orderId: number): Promise<PurchaseLineRow[]> {
  return db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('l')
    .select(['p.sku', 'p.name_en', 'p.name_fr'])
    .where('l.purchase_order_id', '=', orderId)
    .orderBy('l.position')
    .execute();
}

/** Replaces a draft's lines. */
export async function replaceLines(db: Db, orderId: number, lines: readonly NewLine[]): Promise<void> {
  await db.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', orderId).execute();
  await db
    .insertInto('purchase_order_lines')
    .values(lines.map((l, i) => ({ ...l, purchase_order_id: orderId, position: i + 1 })))
    .execute();
}

export async function setConfirmedUnits(db: Db, lineId: number, units: number): Promise<void> {
  await db.updateTable('purchase_order_lines').set({ confirmed_units: units }).where('id', '=', lineId).execute();
}

export async function addReceived(db: Db, lineId: number, units: number, damaged: number): Promise<void> {
  await db
    .updateTable('purchase_order_lines')
    .set((eb) => ({
      received_units: eb('received_units', '+', units),
      damaged_units: eb('damaged_units', '+', damaged),
    }))
    .where('id', '=', lineId)
    .execute();
}

/** A page of orders, newest first, by status and supplier. */
export async function orderPage(
  db: Db,
  query: { page: number; limit: number; status?: PurchaseOrderStatus | undefined; supplier_id?: number | undefined },
) {
  let matches = db.selectFrom('purchase_orders as po');
  if (query.status) matches = matches.where('po.status', '=', query.status);
  if (query.supplier_id) matches = matches.where('po.supplier_id', '=', query.supplier_id);
  const offset = (query.page - 1) * query.limit;
  const [rows, counted] = await Promise.all([
    matches
      .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
      .select(ORDER_COLUMNS)
      .orderBy('po.id', 'desc')
      .limit(query.limit)
      .offset(offset)
      .execute(),
    countUpTo(db, matches.select('po.id'), offset + COUNTED_PAST_PAGE),
  ]);
  return { rows, counted };
}
