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
  /** The chosen address's label, window and driver notes (issue 34, item 10); null: the profile's. */
  address_label: string | null;
  window_from: string | null;
  window_to: string | null;
  driver_notes: string | null;
}

function deliveryOrders(db: Db) {
  return (
    db
      .selectFrom('orders')
      .innerJoin('customer_profiles as p', 'p.user_id', 'orders.customer_id')
      // The address the order goes to (delivery-addresses' copy), the profile's when it has none:
      // a read-only join for display.
      .leftJoin('order_delivery_addresses as da', 'da.order_id', 'orders.id')
      .select((eb) => [
        'orders.id as order_id',
        'orders.customer_id',
        'orders.number',
        'orders.status',
        'orders.delivery_method',
        'orders.delivery_zone',
        'p.business_name',
        eb.fn.coalesce('da.address1', 'p.address1').as('address1'),
        eb
          .case()
          .when('da.order_id', 'is not', null)
          .then(eb.ref('da.address2'))
          .else(eb.ref('p.address2'))
          .end()
          .as('address2'),
        eb.fn.coalesce('da.city', 'p.city').as('city'),
        eb.fn.coalesce('da.province', 'p.province').as('province'),
        eb.fn.coalesce('da.postal_code', 'p.postal_code').as('postal_code'),
        'da.label as address_label',
        'da.window_from',
        'da.window_to',
        'da.driver_notes',
        'p.phone_number',
        'orders.notes',
        lineCount(eb),
      ])
      .where('orders.type', '=', 'order')
  );
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
