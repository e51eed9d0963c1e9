import type { Db } from '../../db/connection.js';
import type { DeliveryAddressesTable, OrderDeliveryAddressesTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export type AddressRow = Selectable<DeliveryAddressesTable>;
export type OrderAddressRow = Selectable<OrderDeliveryAddressesTable>;
export type AddressFields = Omit<AddressRow, 'id' | 'customer_id' | 'created_at' | 'updated_at'>;

/** A customer's addresses, in the order they were added (bounded: DELIVERY_ADDRESS_LIMITS). */
export function addressesOf(db: Db, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('delivery_addresses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

/** One of a customer's addresses; undefined when it is someone else's or gone. */
export function addressOf(db: Db, customerId: number, id: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, customerId: number, fields: AddressFields, now: string): Promise<number> {
  const row = await db
    .insertInto('delivery_addresses')
    .values({ ...fields, customer_id: customerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(db: Db, customerId: number, id: number, fields: AddressFields, now: string) {
  const result = await db
    .updateTable('delivery_addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('delivery_addresses')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Keeps (or replaces) the copy of the address an order goes to. */
export async function upsertOrderAddress(db: Db, row: OrderAddressRow): Promise<void> {
  const { order_id: _orderId, ...rest } = row;
  await db
    .insertInto('order_delivery_addresses')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doUpdateSet(rest))
    .execute();
}

/** The order goes to its customer's profile address again. */
export async function deleteOrderAddress(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('order_delivery_addresses').where('order_id', '=', orderId).execute();
}

/** The copies kept for some orders (a run's stops, a day's slips), by the key. */
export function orderAddressRows(db: Db, orderIds: readonly number[]): Promise<OrderAddressRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_delivery_addresses').selectAll().where('order_id', 'in', orderIds).execute();
}
