import type { WebhookEvent } from '@shop/contract/webhooks';
import type { Db } from '../../../db/connection.js';
import { raiseWebhookEvent } from '../../webhooks/index.js';

interface OrderFacts {
  id: number;
  number: string;
  customer_id: number;
  source: string;
  type: string;
  delivery_method: string;
  delivery_date: string;
  total_cents: number | bigint | string;
  po_number: string | null;
}

/**
 * An order's event for webhooks (issue 40, item 3), in the transaction of the change: the
 * order's identity and headline facts; a receiver reads the rest with GET /api/Orders/{id} or
 * the customer's calls.
 */
export function raiseOrderEvent(trx: Db, atIso: string, event: WebhookEvent, order: OrderFacts, status: string) {
  return raiseWebhookEvent(trx, atIso, {
    event,
    customerId: order.customer_id,
    data: {
      order: {
        id: order.id,
        number: order.number,
        customer_id: order.customer_id,
        source: order.source,
        type: order.type,
        status,
        delivery_method: order.delivery_method,
        delivery_date: order.delivery_date,
        total_cents: Number(order.total_cents),
        po_number: order.po_number,
      },
    },
  });
}

/** An invoice or credit note just issued (a number of its sequence). */
export function raiseDocumentEvent(
  trx: Db,
  atIso: string,
  document: {
    number: string;
    kind: 'invoice' | 'credit_note';
    order_id: number;
    customer_id: number;
    total_cents: number;
    issued_on: string;
  },
) {
  return raiseWebhookEvent(trx, atIso, {
    event: document.kind === 'invoice' ? 'invoice.issued' : 'credit_note.issued',
    customerId: document.customer_id,
    data: { document: { ...document, total_cents: Number(document.total_cents) } },
  });
}
