import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeAuthUser } from '@/lib/auth-storage';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import { parseCart, readCartRaw } from '../cart/cart-storage';
import { product } from '../test/fixtures';
import { PendingOrdersPanel } from './pending-orders-panel';
import { keepOrder, pendingOrders } from './pending-orders';
import { usePendingOrders } from './use-pending-orders';

beforeAll(loadEnglishTexts);
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CUSTOMER = 7;
function Panel() {
  return <PendingOrdersPanel orders={usePendingOrders()} />;
}

function keep(key: string) {
  keepOrder(CUSTOMER, {
    idempotencyKey: key,
    order: {
      delivery_method: 'pickup',
      delivery_zone: null,
      delivery_date: '2036-11-30',
      notes: null,
      po_number: null,
      lines: [{ product_id: 1, quantity: 40 }],
      agreed_disclaimer: true,
    },
    lines: [{ product: product(1, { name_en: 'Rose Freedom' }), quantity: 40 }],
  });
}

describe("the florist's orders waiting on the phone (issue 41)", () => {
  it('says one waits, then what the server refused and why, and puts its lines back in the cart to adjust', async () => {
    writeAuthUser({ id: CUSTOMER, role: 'customer', name: 'Fleuriste', language: 'en', roles: [] });
    keep('key-aaaaaaaa');
    let online = false;
    vi.stubGlobal('fetch', () =>
      online
        ? Promise.resolve(
            new Response(JSON.stringify({ success: false, message: 'Not enough stock of Rose Freedom: 12 left.' }), {
              status: 409,
            }),
          )
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderScreen(<Panel />, '/customer/tickets/create', '/customer/tickets/create');
    expect(await screen.findByText('1 order waits on this phone to be sent.')).toBeInTheDocument();
    expect(screen.getByText(/^Placed at .+: 1 product, for Nov 30, 2036\.$/)).toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Not enough stock of Rose Freedom: 12 left.');
    expect(screen.queryByText('1 order waits on this phone to be sent.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Put it back in my cart to adjust' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(pendingOrders(CUSTOMER)).toEqual([]);
    expect(parseCart(readCartRaw(CUSTOMER)).map((l) => [l.product.id, l.quantity])).toEqual([[1, 40]]);
  });
});
