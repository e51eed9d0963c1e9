import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import ShopPage from './shop-page';
import { product, productList } from './test/fixtures';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] }));
afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

// Issue 34, item 3: 50 Anthurium in the cart with 16 in stock.
let onHand = 16;
function server(placed: (call: ApiCall) => [number, unknown]) {
  return fakeApi((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/products')
      return [200, productList([product(1, { name_en: 'Anthurium', on_hand: onHand })])];
    if (url.pathname === '/favourites') return [200, { success: true, data: { product_ids: [] } }];
    if (url.pathname === '/offers/active') return [200, { success: true, data: { offers: [] } }];
    if (call.method === 'POST' && url.pathname === '/Customer/Orders') return placed(call);
    return [404, { success: false, error: 'Not Found', message: `unexpected ${call.path}` }];
  });
}

async function cartWith(quantity: number) {
  localStorage.setItem(
    'cart:7',
    JSON.stringify([{ product: product(1, { name_en: 'Anthurium', on_hand: onHand }), quantity }]),
  );
  renderScreen(<ShopPage />, '/customer/tickets/create', '/customer/tickets/create');
  await userEvent.click(await screen.findByRole('button', { name: /^View cart/ }));
  // The cart's code loads on the first tap: slow on a loaded machine.
  return screen.findByRole('dialog', { name: 'Your cart (1 product)' }, { timeout: 15_000 });
}

const placedOk: (call: ApiCall) => [number, unknown] = () => [
  201,
  { success: true, message: 'ok', data: { order: { id: 9 } } },
];

describe('a cart line past the stock', () => {
  it('offers to take what is left', async () => {
    onHand = 16;
    server(placedOk);
    const cart = await cartWith(50);
    expect(within(cart).getByText('Only 16 left in stock.')).toBeInTheDocument();
    await userEvent.click(within(cart).getByRole('button', { name: 'Take the 16 left' }));
    expect(within(cart).getByRole('spinbutton', { name: /Quantity of Anthurium/ })).toHaveValue(16);
    expect(within(cart).queryByText('Only 16 left in stock.')).toBeNull();
  });

  it('or to let the rest wait as a back-order, which the order then asks for', async () => {
    onHand = 16;
    const calls = server(placedOk);
    const cart = await cartWith(50);
    await userEvent.click(within(cart).getByRole('button', { name: 'Order the other 34 as a back-order' }));
    expect(within(cart).getByText('16 now, 34 on back-order: sent when it arrives.')).toBeInTheDocument();
    await userEvent.click(within(cart).getByRole('button', { name: 'Proceed to Confirm' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the warehouse' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place my order' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      lines: [{ product_id: 1, quantity: 50, back_order: true }],
    });
  });

  it('at a 409, reads the stock again and offers the same choice on the line now short', async () => {
    onHand = 60;
    const calls = server(() => {
      onHand = 16;
      return [409, { success: false, error: 'Conflict', message: 'Not enough Anthurium in stock: 16 left.' }];
    });
    const cart = await cartWith(50);
    expect(within(cart).queryByRole('button', { name: /back-order/ })).toBeNull();
    await userEvent.click(within(cart).getByRole('button', { name: 'Proceed to Confirm' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the warehouse' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place my order' }));
    expect(await screen.findByText('Not enough Anthurium in stock: 16 left.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Take the 16 left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order the other 34 as a back-order' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
