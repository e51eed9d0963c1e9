import { paginationSchema } from './envelope.js';
import type { Permission } from './staff-roles.js';
import { z } from './zod.js';

/**
 * Webhooks (issue 40, item 3): a customer (for their own orders, invoices and claims) or a staff
 * member (for every customer's, as their roles read them) registers an endpoint; each event is
 * POSTed to it as `{id, event, created_at, data}`, signed in the `X-Signature` header
 * (docs/api/webhooks.md).
 */
export const webhookPaths = {
  list: '/webhooks',
  one: '/webhooks/:id',
  deliveries: '/webhooks/:id/deliveries',
  resend: '/webhooks/:id/deliveries/:deliveryId/resend',
} as const;

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.confirmed',
  'order.ready',
  'order.delivered',
  'order.cancelled',
  'invoice.issued',
  'credit_note.issued',
  'claim.decided',
  'stock.low',
  'purchase_order.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The events of the business's own books (stock, buying): staff receive them, a customer never
 * does (they are about no customer, and a customer may not subscribe to them).
 */
export const STAFF_WEBHOOK_EVENTS: readonly WebhookEvent[] = ['stock.low', 'purchase_order.received'];
/** The events a customer may subscribe to: those of their own orders, documents and claims. */
export const CUSTOMER_WEBHOOK_EVENTS = WEBHOOK_EVENTS.filter((event) => !STAFF_WEBHOOK_EVENTS.includes(event));

/** What a staff member must be allowed to read to receive an event (a customer gets their own of every kind). */
export const WEBHOOK_EVENT_PERMISSIONS: Record<WebhookEvent, Permission> = {
  'order.created': 'orders',
  'order.confirmed': 'orders',
  'order.ready': 'orders',
  'order.delivered': 'orders',
  'order.cancelled': 'orders',
  'invoice.issued': 'orders',
  'credit_note.issued': 'orders',
  'claim.decided': 'claims',
  'stock.low': 'inventory',
  'purchase_order.received': 'purchasing',
};

export const WEBHOOK_LIMITS = { perAccount: 10, urlMax: 500, descriptionMax: 120 } as const;

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature';

export const webhookWriteSchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_LIMITS.urlMax),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax).nullish(),
});
export type WebhookWrite = z.infer<typeof webhookWriteSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({
  webhooks: z.array(webhookSchema),
  /** The events this user may subscribe to (a staff member's, as their roles allow). */
  events: z.array(z.enum(WEBHOOK_EVENTS)),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Why a delivery's last attempt failed, as the log stores it (issue 40): the page says it in the
 * reader's language. `http_status`: the receiver answered something else than 2xx
 * (`response_status`); `address_*`: the address is refused as at registration (checked again
 * before each attempt); `not_allowed`: the endpoint's owner may no longer receive the event.
 * Rows written before the codes hold an English sentence, shown as it is.
 */
export const WEBHOOK_DELIVERY_ERRORS = [
  'http_status',
  'timeout',
  'refused',
  'reset',
  'tls',
  'network',
  'address_scheme',
  'address_private',
  'address_unresolved',
  'dns_timeout',
  'not_allowed',
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** The receiver's last HTTP status, null when it did not answer (refused, timed out). */
  response_status: z.number().int().nullable(),
  /** A WEBHOOK_DELIVERY_ERRORS code (or, on rows written before them, an English sentence). */
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  pagination: paginationSchema,
});

export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
