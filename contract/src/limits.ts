import type { MessageKey } from './messages.js';

/**
 * The money limits (issue 35): what one line, one order and one payment may reach. They keep
 * every amount the shop computes far inside what the databases hold (64-bit cents) and what a
 * JavaScript number holds exactly (2^53), and they stop a typing slip (a price typed in cents
 * twice) before it becomes an invoice. Past a limit the request is a 400 naming the field, in
 * the reader's language (messages.ts).
 *
 * - A line: at most MAX_LINE_QUANTITY units at MAX_UNIT_PRICE_CENTS a unit (a price staff type;
 *   the catalogue's own prices are checked when the line is priced), and its total
 *   (quantity × unit price) at most MAX_LINE_TOTAL_CENTS, $1,000,000.
 * - An order (or a prebooking, or a credit note): its total with the delivery fee and both taxes
 *   at most MAX_ORDER_TOTAL_CENTS, $10,000,000. A customer's balance may pass it (and 2^31
 *   cents): it is the sum of their orders.
 * - A payment, and what it allocates to one invoice: at most MAX_PAYMENT_CENTS, the largest order.
 */
export const MAX_LINE_QUANTITY = 10_000;
export const MAX_UNIT_PRICE_CENTS = 1_000_000;
export const MAX_LINE_TOTAL_CENTS = 100_000_000;
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;
export const MAX_PAYMENT_CENTS = MAX_ORDER_TOTAL_CENTS;

/** A limit an order breaks: the field at fault (a payload path) and the message's key. */
export interface MoneyLimitBreach {
  field: string;
  message: Extract<MessageKey, 'lineTotalTooHigh' | 'orderTotalTooHigh'>;
}

/**
 * The first money limit a priced order breaks, else null: a line's total (named by its quantity,
 * `lines.{i}.quantity`), then the order's total (`lines`). Signs are ignored: a credit note's
 * amounts are negative.
 */
export function moneyLimitBreach(
  lines: readonly { quantity: number; unit_price_cents: number }[],
  totalCents: number,
): MoneyLimitBreach | null {
  const line = lines.findIndex((l) => Math.abs(l.quantity * l.unit_price_cents) > MAX_LINE_TOTAL_CENTS);
  if (line >= 0) return { field: `lines.${line}.quantity`, message: 'lineTotalTooHigh' };
  if (Math.abs(totalCents) > MAX_ORDER_TOTAL_CENTS) return { field: 'lines', message: 'orderTotalTooHigh' };
  return null;
}
