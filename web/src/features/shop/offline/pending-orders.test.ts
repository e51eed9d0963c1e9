import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebOrderWrite } from '@shop/contract';
import { loadEnglishTexts } from '@/test/screen';
import { product } from '../test/fixtures';
import { dropOrder, keepOrder, pendingOrders, sendPendingOrders } from './pending-orders';

beforeAll(loadEnglishTexts);
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CUSTOMER = 7;
const order = (quantity: number): WebOrderWrite => ({
  delivery_method: 'pickup',
  delivery_zone: null,
  delivery_date: '2036-11-30',
  notes: null,
  po_number: null,
  lines: [{ product_id: 1, quantity }],
  agreed_disclaimer: true,
});
const keep = (key: string, quantity = 2) =>
  keepOrder(CUSTOMER, { idempotencyKey: key, order: order(quantity), lines: [{ product: product(1), quantity }] });

/** The server's answers, in turn: a status and body, or 'offline' for a request that never arrives. */
function server(...answers: ([number, object] | 'offline')[]) {
  const sent: { key: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? 'offline';
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer[1]), { status: answer[0] }));
  });
  return sent;
}
const placed = (id: number): [number, object] => [201, { success: true, data: { order: { id, number: `W-${id}` } } }];

describe('orders placed with no signal, kept on the phone (issue 41)', () => {
  it('wait while the server cannot be reached, then go with the key the Place button sent', async () => {
    keep('key-aaaaaaaa');
    keep('key-bbbbbbbb', 5);
    server('offline');
    expect(await sendPendingOrders(CUSTOMER, 'Failed')).toEqual({ placed: [], refused: 0, waiting: 2 });

    const sent = server(placed(41), placed(42));
    const report = await sendPendingOrders(CUSTOMER, 'Failed');
    expect(report.placed.map((o) => o.number)).toEqual(['W-41', 'W-42']);
    expect(sent.map((s) => s.key)).toEqual(['key-aaaaaaaa', 'key-bbbbbbbb']);
    expect(sent[1]!.body).toEqual(order(5));
    expect(pendingOrders(CUSTOMER)).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('are sent once when the signal returns and "Send now" is tapped at the same time', async () => {
    keep('key-aaaaaaaa');
    const sent = server(placed(41), placed(41));
    const [first, second] = await Promise.all([
      sendPendingOrders(CUSTOMER, 'Failed'),
      sendPendingOrders(CUSTOMER, 'Failed'),
    ]);
    expect(first).toBe(second);
    expect(sent).toHaveLength(1);
  });

  it('keep a refused order with the reason, for the florist to adjust, and send the others', async () => {
    keep('key-aaaaaaaa', 40);
    keep('key-bbbbbbbb');
    server([409, { success: false, message: 'Not enough stock of Rose: 12 left.', error: 'CONFLICT' }], placed(43));
    const report = await sendPendingOrders(CUSTOMER, 'Failed');
    expect([report.refused, report.waiting, report.placed.length]).toEqual([1, 0, 1]);
    const [refused] = pendingOrders(CUSTOMER);
    expect(refused).toMatchObject({ idempotencyKey: 'key-aaaaaaaa', refusal: 'Not enough stock of Rose: 12 left.' });
    // Not sent again by itself: the florist chooses (put back in the cart, or remove).
    const sent = server(placed(44));
    await sendPendingOrders(CUSTOMER, 'Failed');
    expect(sent).toHaveLength(0);
    dropOrder(CUSTOMER, 'key-aaaaaaaa');
    expect(pendingOrders(CUSTOMER)).toEqual([]);
  });

  it('keep one order per key, each customer their own', () => {
    keep('key-aaaaaaaa', 2);
    keep('key-aaaaaaaa', 3);
    expect(pendingOrders(CUSTOMER).map((p) => p.order.lines[0]!.quantity)).toEqual([3]);
    expect(pendingOrders(8)).toEqual([]);
  });
});
