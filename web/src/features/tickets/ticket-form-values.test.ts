import { DEFAULT_TAX_RATES } from '@shop/contract/pricing';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { formFieldOf, liveTotals, ticketFromOrder, toPayload, type TicketFormValues } from './ticket-form-values';

const line = (product_id: number, quantity: string, price: string, ordered: number | null = null) => ({
  product_id,
  name_en: `P${product_id}`,
  name_fr: `P${product_id}`,
  quantity,
  price,
  ordered,
});

const base: TicketFormValues = {
  customer: { id: 7, name: 'Fleuriste' },
  type: 'order',
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: '2026-05-04',
  po_number: ' PO-1 ',
  notes: '',
  lines: [line(1, '2', '12.50'), line(2, '1', '3')],
  restock_dry_goods: false,
  credit_override_reason: '',
};

describe('staff order form values', () => {
  it('builds the request with prices in cents and trimmed texts', () => {
    const built = toPayload(base, null);
    expect(built).toEqual({
      formIndex: [0, 1],
      payload: expect.objectContaining({
        customer_id: 7,
        delivery_zone: 'montreal-laval',
        po_number: 'PO-1',
        notes: null,
        parent_order_id: null,
        lines: [
          { product_id: 1, quantity: 2, unit_price_cents: 1250 },
          { product_id: 2, quantity: 1, unit_price_cents: 300 },
        ],
      }),
    });
  });

  it('sends a line’s pack when one is chosen (decision 052), none on a refund', () => {
    const packed = { ...base, lines: [{ ...line(1, '2', '96'), pack_id: 13 }, line(2, '1', '3')] };
    const linesOf = (values: TicketFormValues, parent: number | null) => {
      const built = toPayload(values, parent);
      return 'payload' in built ? built.payload.lines : built.problems;
    };
    expect(linesOf(packed, null)).toEqual([
      { product_id: 1, pack_id: 13, quantity: 2, unit_price_cents: 9600 },
      { product_id: 2, quantity: 1, unit_price_cents: 300 },
    ]);
    expect(linesOf({ ...packed, type: 'refund' }, 5)).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ]);
  });

  it('sends the delivery address only once chosen, and only for a delivery', () => {
    const payload = (values: TicketFormValues) =>
      'payload' in toPayload(values, null) ? toPayload(values, null) : null;
    expect(payload(base)).toEqual({
      formIndex: [0, 1],
      payload: expect.not.objectContaining({ delivery_address_id: expect.anything() }),
    });
    expect(payload({ ...base, delivery_address_id: 11 })).toMatchObject({ payload: { delivery_address_id: 11 } });
    expect(payload({ ...base, delivery_address_id: null })).toMatchObject({ payload: { delivery_address_id: null } });
    expect(payload({ ...base, delivery_method: 'pickup', delivery_address_id: 11 })).not.toMatchObject({
      payload: { delivery_address_id: 11 },
    });
  });

  it('names what is missing or wrong, on its field', () => {
    const built = toPayload({ ...base, customer: null, delivery_zone: '', lines: [line(1, '0', 'x')] }, null);
    expect('problems' in built && built.problems).toEqual([
      ['customer', 'customer'],
      ['delivery_zone', 'zone'],
      ['lines.0.quantity', 'quantity'],
      ['lines.0.price', 'price'],
    ]);
  });

  it('leaves refund lines credited 0 out, and maps the server errors back to their row', () => {
    const refund = { ...base, type: 'refund' as const, lines: [line(1, '0', '12.50', 2), line(2, '1', '3.00', 1)] };
    const built = toPayload(refund, 99);
    if ('problems' in built) throw new Error('unexpected problems');
    expect(built.payload.lines).toEqual([{ product_id: 2, quantity: 1 }]);
    expect(built.payload.parent_order_id).toBe(99);
    expect(formFieldOf('lines.0.quantity', built.formIndex)).toBe('lines.1.quantity');
    expect(formFieldOf('customer_id', built.formIndex)).toBe('customer');
    expect(toPayload({ ...refund, lines: [line(1, '3', '1.00', 2)] }, 99)).toEqual({
      problems: [['lines.0.quantity', 'refundQuantity']],
    });
  });

  it('sends the credit override reason only when one is typed, and maps its error back', () => {
    const built = toPayload({ ...base, credit_override_reason: '  Pays Friday ' }, null);
    expect('payload' in built && built.payload.credit_override_reason).toBe('Pays Friday');
    const none = toPayload({ ...base, credit_override_reason: '   ' }, null);
    expect('payload' in none && 'credit_override_reason' in none.payload).toBe(false);
    expect(formFieldOf('credit_override_reason', [])).toBe('credit_override_reason');
  });

  it('totals as the invoice does: fee by zone, none and negative on a credit note', () => {
    // 28.00 goods + 22.00 fee = 50.00; GST 2.50; QST 4.99 (4.9875 rounded half-up).
    expect(liveTotals(base, DEFAULT_TAX_RATES).total_cents).toBe(5749);
    const credit = liveTotals({ ...base, type: 'refund' }, DEFAULT_TAX_RATES);
    expect(credit.delivery_fee_cents).toBe(0);
    expect(credit.total_cents).toBeLessThan(0);
  });

  it('starts a refund at nothing credited, each line capped at what was sold; a duplicate keeps the quantities', () => {
    const order = {
      customer_id: 7,
      customer_name: 'Fleuriste',
      type: 'order',
      delivery_method: 'pickup',
      delivery_zone: null,
      delivery_date: '2026-05-04',
      po_number: null,
      notes: null,
      lines: [{ product_id: 1, name_en: 'Rose', name_fr: 'Rose', quantity: 5, unit_price_cents: 250 }],
    } as unknown as Order;
    expect(ticketFromOrder(order, 'refund', 'en').lines).toEqual([
      expect.objectContaining({ quantity: '0', ordered: 5 }),
    ]);
    expect(ticketFromOrder(order, 'duplicate', 'en').lines).toEqual([
      expect.objectContaining({ quantity: '5', ordered: null }),
    ]);
  });
});
