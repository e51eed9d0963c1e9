import type { Db } from '../../../db/connection.js';
import { lineCount } from '../repository.js';

/** What a delivery run shows of an order: who, where, how to reach them, how many lines. */
export interface DeliveryOrderRecord {
  order_id: number;
  customer_id: number;
  number: string;
  status: string;
  delivery_method: 'pickup' | 'delivery';
  delivery_zone: 'ville-saint-laurent' | 'montreal-laval' | 'north-south-shore' | null;
  business_name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  phone_number: string | null;
  notes: string | null;
  line_count: number;
}

function deliveryOrders(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('customer_profiles as p', 'p.user_id', 'orders.customer_id')
    .select((eb) => [
      'orders.id as order_id',
      'orders.customer_id',
      'orders.number',
      'orders.status',
      'orders.delivery_method',
      'orders.delivery_zone',
      'p.business_name',
      'p.address1',
      'p.address2',
      'p.city',
      'p.province',
      'p.postal_code',
      'p.phone_number',
      'orders.notes',
      lineCount(eb),
    ])
    .where('orders.type', '=', 'order');
}

/**
 * The orders of a delivery date that go out or are picked up: confirmed or ready (delivered
 * ones too, so that a run keeps showing what its driver did), by method, zone and number.
 */
export async function deliveryDayOrders(db: Db, date: string): Promise<DeliveryOrderRecord[]> {
  const rows = await deliveryOrders(db)
    .where('orders.delivery_date', '=', date)
    .where('orders.status', 'in', ['confirmed', 'ready', 'delivered'])
    .orderBy('orders.delivery_method')
    .orderBy('orders.delivery_zone')
    .orderBy('orders.number')
    .execute();
  return rows.map((r) => ({ ...r, line_count: Number(r.line_count) }));
}

/** Some orders as delivery stops (the run sheet, a stop the driver marks), in no given order. */
export async function deliveryOrdersByIds(db: Db, ids: readonly number[]): Promise<DeliveryOrderRecord[]> {
  if (ids.length === 0) return [];
  const rows = await deliveryOrders(db).where('orders.id', 'in', ids).execute();
  return rows.map((r) => ({ ...r, line_count: Number(r.line_count) }));
}
