import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  MAX_LINE_TOTAL_CENTS,
  MAX_ORDER_TOTAL_CENTS,
  MAX_PAYMENT_CENTS,
  MAX_UNIT_PRICE_CENTS,
  moneyLimitBreach,
} from './limits.js';
import { validationMessages } from './messages.js';
import { staffOrderWriteSchema } from './orders.js';

const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
const count = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

describe('money limits', () => {
  it('keep every amount far inside what a number holds exactly, an order within 2^31 cents', () => {
    expect(MAX_LINE_QUANTITY * MAX_UNIT_PRICE_CENTS * 200).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_ORDER_TOTAL_CENTS).toBeLessThan(2 ** 31);
    expect(MAX_PAYMENT_CENTS).toBe(MAX_ORDER_TOTAL_CENTS);
  });

  it('are the amounts their messages say, in both languages', () => {
    const says = {
      quantityTooHigh: MAX_LINE_QUANTITY,
      unitPriceTooHigh: MAX_UNIT_PRICE_CENTS,
      lineTotalTooHigh: MAX_LINE_TOTAL_CENTS,
      orderTotalTooHigh: MAX_ORDER_TOTAL_CENTS,
      paymentTooHigh: MAX_PAYMENT_CENTS,
    } as const;
    for (const [key, limit] of Object.entries(says) as [keyof typeof says, number][]) {
      const [en, fr] =
        key === 'quantityTooHigh'
          ? [count(limit, 'en-CA'), count(limit, 'fr-CA')]
          : [money(limit, 'en-CA'), money(limit, 'fr-CA')];
      expect(validationMessages.en[key]).toContain(en);
      // Intl's fr-CA groups with U+00A0 or U+202F depending on the ICU version: the shop writes U+00A0.
      expect(validationMessages.fr[key]).toContain(fr.replaceAll('\u202f', '\u00a0'));
    }
  });

  it('names the first line past its limit by its quantity, else the order by its lines', () => {
    const line = (quantity: number, unit_price_cents: number) => ({ quantity, unit_price_cents });
    expect(moneyLimitBreach([line(100, 1_000_000)], 115_000_000)).toBeNull();
    expect(moneyLimitBreach([line(1, 1), line(101, 1_000_000)], 0)).toEqual({
      field: 'lines.1.quantity',
      message: 'lineTotalTooHigh',
    });
    // A credit note's amounts are negative.
    expect(moneyLimitBreach([line(-101, 1_000_000)], 0)).toMatchObject({ field: 'lines.0.quantity' });
    expect(moneyLimitBreach([line(1, 1)], -(MAX_ORDER_TOTAL_CENTS + 1))).toEqual({
      field: 'lines',
      message: 'orderTotalTooHigh',
    });
  });

  it('refuses a staff line whose typed price and quantity pass the line limit', () => {
    const order = (quantity: number, unit_price_cents: number | null) => ({
      customer_id: 1,
      delivery_method: 'pickup',
      delivery_date: '2026-11-20',
      lines: [{ product_id: 1, quantity, unit_price_cents }],
    });
    expect(staffOrderWriteSchema.safeParse(order(100, 1_000_000)).success).toBe(true);
    expect(staffOrderWriteSchema.safeParse(order(10_000, null)).success).toBe(true);
    const refused = staffOrderWriteSchema.safeParse(order(101, 1_000_000));
    expect(refused.error?.issues).toMatchObject([{ path: ['lines', 0, 'quantity'], message: 'lineTotalTooHigh' }]);
  });
});
