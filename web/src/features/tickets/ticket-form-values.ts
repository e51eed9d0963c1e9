import type { DeliveryMethod, DeliveryZone, Language, Order, OrderType, StaffOrderWrite, TaxRates, Totals } from '@shop/contract';
import { montrealTime } from '@shop/contract/delivery';
import { computeTotals, deliveryFeeCents } from '@shop/contract/pricing';
import { centsToInput, parseAmount } from '@/lib/money';

export type TicketFormMode = 'create' | 'edit' | 'duplicate' | 'refund';

/**
 * A line as the form holds it: quantity and price as typed (text), so that a half-typed value
 * never turns into NaN; names kept for display, since the payload carries ids only.
 */
export interface TicketLineValues {
  product_id: number;
  name_en: string;
  name_fr: string;
  quantity: string;
  price: string;
  /** Refunds: what the original order sold, the most that can be credited. */
  ordered: number | null;
  /**
   * The pack chosen of a product sold in several (decision 052); left out, the server keeps an
   * edited line's pack and gives a new line the product's cheapest active pack.
   */
  pack_id?: number | null;
}

export interface TicketFormValues {
  customer: { id: number; name: string } | null;
  type: OrderType;
  delivery_method: DeliveryMethod;
  delivery_zone: DeliveryZone | '';
  delivery_date: string;
  po_number: string;
  notes: string;
  lines: TicketLineValues[];
  /** Refunds: put the credited dry goods back in stock. */
  restock_dry_goods: boolean;
  /** Why staff take the order past credit control (sent only when typed). */
  credit_override_reason: string;
  /**
   * The customer's address chosen in the form (null: the profile's). Left undefined until staff
   * choose one, and then not sent: a new order goes to the profile's address, an edited one keeps
   * the copy it was placed with (a later change to the address book does not rewrite it).
   */
  delivery_address_id?: number | null;
}

/** Today's business day in Montreal (PRODUCT.md: business dates are Montreal's). */
export const businessToday = () => montrealTime(new Date()).date;

/** A new order's form; the prebooking screen's "New prebooking" opens it as a prebooking. */
export function emptyTicket(type: Exclude<OrderType, 'refund'> = 'order'): TicketFormValues {
  return {
    customer: null,
    type,
    delivery_method: 'delivery',
    delivery_zone: '',
    delivery_date: businessToday(),
    po_number: '',
    notes: '',
    lines: [],
    restock_dry_goods: false,
    credit_override_reason: '',
  };
}

/**
 * The form's values from an existing order. A duplicate is a new order for today (its PO number
 * belonged to the original); a refund offers every line sold, at the price paid, with no fee,
 * each credited 0 until staff say how many came back.
 */
export function ticketFromOrder(
  order: Order,
  mode: Exclude<TicketFormMode, 'create'>,
  language: Language,
): TicketFormValues {
  const fresh = mode !== 'edit';
  return {
    customer: { id: order.customer_id, name: order.customer_name },
    type: mode === 'refund' ? 'refund' : order.type,
    delivery_method: order.delivery_method,
    delivery_zone: order.delivery_zone ?? '',
    delivery_date: fresh ? businessToday() : order.delivery_date,
    po_number: mode === 'duplicate' ? '' : (order.po_number ?? ''),
    notes: mode === 'refund' ? '' : (order.notes ?? ''),
    lines: order.lines.map((line) => ({
      product_id: line.product_id,
      name_en: line.name_en,
      name_fr: line.name_fr,
      // A refund starts at nothing credited: staff type what comes back, line by line.
      quantity: mode === 'refund' ? '0' : String(line.quantity),
      price: centsToInput(line.unit_price_cents, language),
      ordered: mode === 'refund' ? line.quantity : null,
      // A line sold in a pack of more than one base unit keeps it (a duplicate names it again).
      pack_id: mode !== 'refund' && line.pack_units > 1 ? line.pack_id : null,
    })),
    restock_dry_goods: false,
    credit_override_reason: '',
  };
}

/** A typed quantity: a whole number, at least 1 (0 allowed on a refund: the line is left out). */
export function parseQuantity(text: string, allowZero = false): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= (allowZero ? 0 : 1) ? n : null;
}

/** Goods, fee, GST, QST and total as the invoice will show them; a credit note's are negative. */
export function liveTotals(
  values: Pick<TicketFormValues, 'type' | 'delivery_method' | 'delivery_zone' | 'lines'>,
  rates: TaxRates,
) {
  const refund = values.type === 'refund';
  const sign = refund ? -1 : 1;
  const lines = values.lines.map((line) => ({
    quantity: parseQuantity(line.quantity, true) ?? 0,
    unit_price_cents: sign * (parseAmount(line.price, { allowZero: true }) ?? 0),
  }));
  const fee = refund ? 0 : deliveryFeeCents(values.delivery_method, values.delivery_zone || null);
  return computeTotals(lines, fee, rates) satisfies Totals;
}

export type TicketFieldPath =
  | 'customer'
  | 'delivery_zone'
  | 'delivery_date'
  | 'delivery_method'
  | 'po_number'
  | 'notes'
  | 'type'
  | 'credit_override_reason'
  | 'lines'
  | `lines.${number}.quantity`
  | `lines.${number}.price`;

/** What is wrong before sending: a form field and a `tickets.errors` key. */
export type TicketProblem = [TicketFieldPath, string];

export type TicketPayload = { payload: StaffOrderWrite; formIndex: number[] } | { problems: TicketProblem[] };

/**
 * The request body from the form, or what to fix first. Refund lines credited 0 are left out,
 * so `formIndex` maps a line of the payload back to its row (for the server's `lines.N` errors).
 */
export function toPayload(values: TicketFormValues, parentOrderId: number | null): TicketPayload {
  const refund = values.type === 'refund';
  const problems: TicketProblem[] = [];
  if (!values.customer) problems.push(['customer', 'customer']);
  if (values.delivery_method === 'delivery' && !values.delivery_zone && !refund)
    problems.push(['delivery_zone', 'zone']);
  const lines: StaffOrderWrite['lines'] = [];
  const formIndex: number[] = [];
  values.lines.forEach((line, i) => {
    const quantity = parseQuantity(line.quantity, refund);
    const price = parseAmount(line.price, { allowZero: true });
    if (quantity === null || (line.ordered !== null && quantity > line.ordered))
      problems.push([`lines.${i}.quantity`, refund ? 'refundQuantity' : 'quantity']);
    if (price === null) problems.push([`lines.${i}.price`, 'price']);
    if (quantity && price !== null) {
      // A refund is priced by the server at what was paid; staff prices count on orders only.
      lines.push({
        product_id: line.product_id,
        ...(line.pack_id && !refund ? { pack_id: line.pack_id } : {}),
        quantity,
        ...(refund ? {} : { unit_price_cents: price }),
      });
      formIndex.push(i);
    }
  });
  if (values.lines.length === 0) problems.push(['lines', 'lines']);
  else if (lines.length === 0 && problems.length === 0) problems.push(['lines', 'refundEmpty']);
  if (problems.length > 0 || !values.customer) return { problems };
  return {
    formIndex,
    payload: {
      customer_id: values.customer.id,
      type: values.type,
      delivery_method: values.delivery_method,
      delivery_zone: values.delivery_method === 'delivery' ? values.delivery_zone || null : null,
      delivery_date: values.delivery_date,
      notes: values.notes.trim() || null,
      po_number: values.po_number.trim() || null,
      lines,
      parent_order_id: refund ? parentOrderId : null,
      ...(refund ? { restock_dry_goods: values.restock_dry_goods } : {}),
      ...(values.delivery_method === 'delivery' && !refund && values.delivery_address_id !== undefined
        ? { delivery_address_id: values.delivery_address_id }
        : {}),
      ...(values.credit_override_reason.trim() ? { credit_override_reason: values.credit_override_reason.trim() } : {}),
    },
  };
}

/** The form field of a server error's `field` (payload paths differ for the customer, prices and lines). */
export function formFieldOf(field: string, formIndex: number[]): TicketFieldPath | null {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
  if (line) {
    const row = formIndex[Number(line[1])];
    if (row === undefined) return 'lines';
    return line[2] === 'unit_price_cents' ? `lines.${row}.price` : `lines.${row}.quantity`;
  }
  if (field === 'customer_id') return 'customer';
  if (field.startsWith('lines')) return 'lines';
  const known = [
    'delivery_zone',
    'delivery_date',
    'delivery_method',
    'po_number',
    'notes',
    'type',
    'credit_override_reason',
  ] as const;
  return known.find((k) => k === field) ?? null;
}
