import { z } from './zod.js';
import { DELIVERY_ZONES } from './constants.js';
import { idListQuery } from './catalog.js';
import { isoDate } from './dates.js';
import { MAX_LINE_QUANTITY, MAX_LINE_TOTAL_CENTS, MAX_UNIT_PRICE_CENTS } from './limits.js';
import { paginationSchema } from './envelope.js';
import { PRICE_SOURCES } from './prices.js';
import { costFields } from './cost-fields.js';
import { CREDIT_HOLD_REASONS, creditOverrideSchema, orderPaymentSchema } from './receivables.js';

export const ORDER_STATUSES = ['pending', 'confirmed', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ['order', 'prebooking', 'refund'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_SOURCES = ['web', 'staff'] as const;
export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DESIGN_STATUSES = ['not_designed', 'designed'] as const;

/**
 * PRODUCT.md's moves: pending → confirmed → ready → delivered; anything before delivered →
 * cancelled. Everything else is a 409.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

const lineWrite = z.object({
  product_id: z.number().int().positive(),
  /** The product's pack (decision 052); left out: its cheapest active pack. */
  pack_id: z.number().int().positive().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY, { error: 'quantityTooHigh' }),
});

const deliveryFields = {
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_zone: z.enum(DELIVERY_ZONES).nullish(),
  delivery_date: isoDate,
  notes: z.string().trim().max(1000).nullish(),
  po_number: z.string().trim().max(60).nullish(),
  /**
   * One of the customer's delivery addresses (issue 34, item 10); left out or null: the
   * profile's. On an edit, left out keeps the order's.
   */
  delivery_address_id: z.number().int().positive().nullish(),
};

const needsZone = (o: { delivery_method: DeliveryMethod; delivery_zone?: string | null | undefined }) =>
  o.delivery_method === 'pickup' || !!o.delivery_zone;
const distinctProducts = (lines: { product_id: number }[]) =>
  new Set(lines.map((l) => l.product_id)).size === lines.length;

/** POST /api/Orders and PUT /api/Orders/{id} (staff). Prices may be changed per line. */
export const staffOrderWriteSchema = z
  .object({
    customer_id: z.number().int().positive(),
    type: z.enum(ORDER_TYPES).default('order'),
    ...deliveryFields,
    lines: z
      .array(
        lineWrite
          .extend({
            unit_price_cents: z
              .number()
              .int()
              .min(0)
              .max(MAX_UNIT_PRICE_CENTS, { error: 'unitPriceTooHigh' })
              .nullish(),
          })
          // A price staff type is checked here; the catalogue's when the line is priced (limits.ts).
          .refine((l) => l.unit_price_cents == null || l.quantity * l.unit_price_cents <= MAX_LINE_TOTAL_CENTS, {
            path: ['quantity'],
            error: 'lineTotalTooHigh',
          }),
      )
      .min(1)
      .max(200)
      .refine(distinctProducts, { error: 'invalid' }),
    parent_order_id: z.number().int().positive().nullish(),
    /** Refunds only: put the credited dry goods (not fresh flowers) back in stock. */
    restock_dry_goods: z.boolean().optional(),
    /** Takes an order past credit control (over the limit, or overdue invoices), recorded with the staff member. */
    credit_override_reason: creditOverrideSchema.optional(),
  })
  // A credit note is delivered nowhere: it needs no zone.
  .refine((o) => o.type === 'refund' || needsZone(o), { path: ['delivery_zone'], error: 'required' });
export type StaffOrderWrite = z.infer<typeof staffOrderWriteSchema>;

/**
 * A web order's line. A web line takes all of its quantity from stock or the order is refused
 * (409); with `back_order` the florist asked for what stock lacks to wait as a back-order
 * (issue 34, item 3): the line takes what there is, and staff see the rest on back-order.
 */
const webLineWrite = lineWrite.extend({ back_order: z.boolean().optional() });

/** POST /api/Customer/Orders: the customer's web order, prices from the catalogue and offers. */
export const webOrderWriteSchema = z
  .object({
    ...deliveryFields,
    lines: z.array(webLineWrite).min(1).max(200).refine(distinctProducts, { error: 'invalid' }),
    agreed_disclaimer: z.literal(true, { error: 'required' }),
  })
  .refine(needsZone, { path: ['delivery_zone'], error: 'required' });
export type WebOrderWrite = z.infer<typeof webOrderWriteSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  /** The pack's kind and its stems ("box of 120"), as sold. */
  unit: z.string(),
  stems_per_unit: z.number().int(),
  /** The pack sold (decision 052); null on a line written before packs and never edited since. */
  pack_id: z.number().int().nullable(),
  /** The product's base units one of the quantity takes from stock. */
  pack_units: z.number().int(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  /** The price sold at (as unit_price_cents), the list price then, and what gave it (decision 060). */
  price_cents: z.number().int().optional(),
  list_price_cents: z.number().int().nullable().optional(),
  /** Null: a price staff set by hand, or a line sold before 0064. */
  price_source: z.enum(PRICE_SOURCES).nullable().optional(),
  line_total_cents: z.number().int(),
  complete_order: z.boolean(),
  back_order: z.boolean(),
  back_order_text: z.string(),
  /** Fresh flowers (claimed within 24 h) or dry goods (returnable within 14 days): SPEC §9. */
  fresh: z.boolean(),
  /**
   * Owner and office only (issue 37 item 6, decision 063), absent for every other reader: what
   * the line's stock cost (first in, first out over the received lots) and what it earned;
   * null while not known (not all of it from stock yet, or of stock no lot costs).
   */
  ...costFields,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An issued invoice or credit note of an order (frozen: docs/decisions/014-ledger.md). */
export const ISSUED_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type IssuedDocumentKind = (typeof ISSUED_DOCUMENT_KINDS)[number];
export const issuedDocumentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(ISSUED_DOCUMENT_KINDS),
  /** Signed: a credit note is negative. */
  total_cents: z.number().int(),
  issued_on: z.string(),
  /** The number of the document this one cancels (an edited or cancelled order's), else null. */
  reverses_number: z.string().nullable(),
  pdf: z.string(),
});
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  source: z.enum(ORDER_SOURCES),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_zone: z.enum(DELIVERY_ZONES).nullable(),
  delivery_date: z.string(),
  notes: z.string().nullable(),
  po_number: z.string().nullable(),
  parent_order_id: z.number().int().nullable(),
  lines: z.array(orderLineSchema),
  subtotal_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  gst_cents: z.number().int(),
  qst_cents: z.number().int(),
  total_cents: z.number().int(),
  designer: z.string().nullable(),
  design_status: z.enum(DESIGN_STATUSES),
  invoice_number: z.string().nullable(),
  invoiced_on: z.string().nullable(),
  due_on: z.string().nullable(),
  /** Why the order waits for staff (credit control), null when it does not. */
  credit_hold_reason: z.enum(CREDIT_HOLD_REASONS).nullable(),
  /** The reason staff gave to take it past credit control. */
  credit_override_reason: z.string().nullable(),
  invoicePdf: z.string(),
  /** Every invoice and credit note issued for the order, oldest first (none in lists). */
  documents: z.array(issuedDocumentSchema),
  update_inventory: z.boolean(),
  created_at: z.string(),
  /** When it was delivered or picked up (issue 13's claim and return windows), else null. */
  delivered_at: z.string().nullable(),
  /** Converted from a prebooking: a special order, never returnable (SPEC §9). */
  from_prebooking: z.boolean(),
  /** Owner and office only: the lines' cost and the subtotal's margin, null when a line's is not known (decision 063). */
  ...costFields,
});
export type Order = z.infer<typeof orderSchema>;

/** A credit note (a refund) issued against an order, as its order's page links it. */
export const creditNoteLinkSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  invoice_number: z.string().nullable(),
  /** Signed: negative. */
  total_cents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export type CreditNoteLink = z.infer<typeof creditNoteLinkSchema>;

/**
 * GET /api/Orders/{id}: the order with what is paid of it and still owed (API.md, Money), and
 * the credit notes issued against it.
 */
export const orderDetailSchema = orderSchema
  .extend(orderPaymentSchema.shape)
  .extend({ credit_notes: z.array(creditNoteLinkSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** An order in a list: without its lines and documents (prebookings' rows build on it). */
export const orderRowSchema = orderSchema
  .omit({ lines: true, documents: true })
  .extend({ line_count: z.number().int() });

/** A row of the order lists, with what is paid of the order and still owed (API.md, Money). */
export const orderListItemSchema = orderRowSchema.extend(orderPaymentSchema.shape).extend({
  /** Whether any line is dry goods, which a return may name (issue 13). */
  has_dry_goods: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** The staff list's orders (PRODUCT.md, sortable tables): placed (the default), then its visible columns. */
export const ORDER_SORTS = ['created_at', 'number', 'delivery_date', 'customer', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Every status but this one: the dashboard's sales link to the orders not cancelled (issue 39). */
  exclude_status: z.enum(ORDER_STATUSES).optional(),
  source: z.enum(ORDER_SOURCES).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  delivery_zone: z.enum(DELIVERY_ZONES).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(ORDER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderListParams = z.infer<typeof orderListQuerySchema>;

export const orderListSchema = z.object({ orders: z.array(orderListItemSchema), pagination: paginationSchema });
export type OrderList = z.infer<typeof orderListSchema>;

/** The most orders one bulk action takes (a page of the list at its largest). */
export const ORDER_BULK_MAX = 100;

const bulkIds = z
  .array(z.number().int().positive())
  .min(1)
  .max(ORDER_BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' });

/** The body of every bulk action on the staff list: the selected orders' ids. */
export const orderBulkSchema = z.object({ ids: bulkIds });
export type OrderBulk = z.infer<typeof orderBulkSchema>;
export const orderBulkStatusSchema = orderBulkSchema.extend({ status: z.enum(ORDER_STATUSES) });
export type OrderBulkStatus = z.infer<typeof orderBulkStatusSchema>;

/** What a bulk action did to one order: done, or why not (the message in the caller's language). */
export const orderBulkResultSchema = z.object({
  id: z.number().int(),
  /** The order's number, null when no order has that id. */
  number: z.string().nullable(),
  ok: z.boolean(),
  message: z.string().optional(),
});
export type OrderBulkResult = z.infer<typeof orderBulkResultSchema>;

export const orderBulkReplySchema = z.object({ results: z.array(orderBulkResultSchema) });
export type OrderBulkReply = z.infer<typeof orderBulkReplySchema>;

/** A bulk action that makes one file of the orders it could (null when none): base64, to save or open. */
export const orderBulkFileReplySchema = orderBulkReplySchema.extend({
  file: z.object({ filename: z.string(), content_type: z.string(), base64: z.string() }).nullable(),
});
export type OrderBulkFileReply = z.infer<typeof orderBulkFileReplySchema>;

/**
 * GET /api/Orders/last-prices/{customerId}?ids=…: what the customer last paid for each product
 * (their latest order that is not cancelled), for the staff order form's lines.
 */
export const lastPricesQuerySchema = z.object({ ids: idListQuery });
export const lastPriceSchema = z.object({
  product_id: z.number().int(),
  unit_price_cents: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  delivery_date: isoDate,
});
export type LastPrice = z.infer<typeof lastPriceSchema>;
export const lastPricesSchema = z.object({ prices: z.array(lastPriceSchema) });
