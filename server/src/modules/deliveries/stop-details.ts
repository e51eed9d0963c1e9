import type { DeliveryItem } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { findOrderDocuments } from '../orders/index.js';
import { orderPayment, paidOfOrders } from '../payments/index.js';

/** What a stop shows of its order besides who and where: the products, and the money. */
export interface StopDetails {
  items: DeliveryItem[];
  balance_due_cents: number;
  collect_cents: number;
}

const NOTHING: StopDetails = { items: [], balance_due_cents: 0, collect_cents: 0 };

/**
 * The products of some stops' orders with their quantities, what each order's invoice still
 * owes, and what the driver collects at the door: the balance due when the invoice falls due by
 * the run's date (terms due on receipt), else nothing (the order goes on the customer's account).
 * Four queries for the whole lot, whatever the number of stops.
 */
export async function stopDetails(
  db: Db,
  stops: readonly { order_id: number; date: string }[],
  today: string,
): Promise<Map<number, StopDetails>> {
  const ids = [...new Set(stops.map((s) => s.order_id))];
  const [documents, paid] = await Promise.all([findOrderDocuments(db, ids), paidOfOrders(db, ids)]);
  const dateOf = new Map(stops.map((s) => [s.order_id, s.date]));
  return new Map(
    documents.map(({ order, lines }) => {
      const due = orderPayment(order, paid.get(order.id) ?? 0, today).balance_due_cents;
      // Only an issued invoice can take a payment; one due after the run's date is on account.
      const invoiced = order.invoice_number !== null ? due : 0;
      const date = dateOf.get(order.id) ?? today;
      const collect = invoiced > 0 && order.due_on !== null && order.due_on <= date ? invoiced : 0;
      return [
        order.id,
        {
          items: lines.map((l) => ({
            name_en: l.name_en,
            name_fr: l.name_fr,
            unit: l.unit,
            stems_per_unit: l.stems_per_unit,
            quantity: l.quantity,
          })),
          balance_due_cents: invoiced,
          collect_cents: collect,
        },
      ];
    }),
  );
}

/** A stop's details, or none (an order that left the day between two reads). */
export const detailsOf = (details: Map<number, StopDetails>, orderId: number): StopDetails =>
  details.get(orderId) ?? NOTHING;
