import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import ShopPage from './shop-page';
import { product, productList } from './test/fixtures';

beforeAll(loadEnglishTexts);
/** The screen's width as the shop's media query reads it (a phone unless told). */
const screenWidth = (px: number) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: px >= Number(/(\d+)px/.exec(query)?.[1]), media: query }) as MediaQueryList,
    );
beforeEach(() => {
  writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] });
  screenWidth(360);
});
afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

const catalogue = [product(1), product(2), product(3, { on_hand: 0 })];
const pastOrder = {
  id: 55,
  number: '100055',
  type: 'order',
  delivery_date: '2026-11-20',
  line_count: 2,
  total_cents: 5000,
};

/** The server of these tests: the catalogue, the customer's favourites and one past order. */
function server(favourites: number[] = [2]) {
  let starred = [...favourites];
  return fakeApi((call: ApiCall): [number, unknown] => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/products') {
      const ids = url.searchParams.get('ids')?.split(',').map(Number);
      return [200, productList(ids ? catalogue.filter((p) => ids.includes(p.id)) : catalogue)];
    }
    if (url.pathname === '/products/1') return [200, { success: true, data: { product: catalogue[0] } }];
    if (url.pathname === '/products/9')
      return [404, { success: false, error: 'Not Found', message: 'Product not found.' }];
    if (url.pathname === '/favourites') return [200, { success: true, data: { product_ids: starred } }];
    const star = /^\/favourites\/(\d+)$/.exec(url.pathname);
    if (star) {
      const id = Number(star[1]);
      starred = call.method === 'PUT' ? [id, ...starred] : starred.filter((s) => s !== id);
      return [200, { success: true, data: { product_ids: starred } }];
    }
    if (url.pathname === '/customer/Orders/7')
      return [200, { success: true, data: { orders: [pastOrder], pagination: { page: 1, limit: 5, total: 1 } } }];
    if (url.pathname === '/customer/tickets/55')
      return [
        200,
        {
          success: true,
          data: {
            order: {
              ...pastOrder,
              lines: [
                { product_id: 1, quantity: 4, name_en: 'Red rose 1', name_fr: 'Rose rouge 1' },
                { product_id: 9, quantity: 2, name_en: 'Old tulip', name_fr: 'Vieille tulipe' },
              ],
            },
          },
        },
      ];
    if (url.pathname === '/offers/active') return [200, { success: true, data: { offers: [] } }];
    return [404, { success: false, error: 'Not Found', message: `unexpected ${call.path}` }];
  });
}

const renderShop = () => renderScreen(<ShopPage />, '/customer/tickets/create', '/customer/tickets/create');

describe('the phone shop', { timeout: 20_000 }, () => {
  it('shows the compact list by default, and the cards once chosen (remembered)', async () => {
    server();
    renderShop();
    const region = await screen.findByRole('region', { name: 'Products' });
    await within(region).findByRole('article', { name: 'Red rose 1' });
    expect(within(region).getAllByTestId('product-row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
    // A sold-out product cannot be added.
    expect(screen.getByRole('button', { name: 'Add Red rose 3 to the cart' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument();
    expect(within(region).queryAllByTestId('product-row')).toHaveLength(0);
    expect(localStorage.getItem('shop:view')).toBe('grid');
  });

  it('shows the cards by default from the md width', async () => {
    server();
    screenWidth(1024);
    renderShop();
    await screen.findByRole('article', { name: 'Red rose 1' });
    expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-row')).toHaveLength(0);
  });

  it('adds with the stepper: the button says Added, the row and the bar show it, screen readers hear it', async () => {
    server();
    renderShop();
    const row = await screen.findByRole('article', { name: 'Red rose 2' });
    const bar = screen.getByTestId('cart-bar');
    expect(bar).toHaveTextContent('View cart 0 products · $0.00');

    await userEvent.click(within(row).getByRole('button', { name: 'One more Red rose 2' }));
    expect(within(row).getByRole('spinbutton', { name: 'Quantity of Red rose 2' })).toHaveValue(2);
    const add = within(row).getByRole('button', { name: 'Add Red rose 2 to the cart' });
    await userEvent.click(add);

    expect(add).toHaveTextContent('Added');
    expect(within(row).getByText('2 in your cart')).toBeInTheDocument();
    expect(bar).toHaveTextContent('1 product · $25.00');
    expect(bar.querySelector('[data-bump="1"]')).toHaveClass('motion-safe:animate-bump');
    expect(screen.getByText('2 × Red rose 2 added to your cart.')).toHaveAttribute('role', 'status');
  });

  it('opens the cart drawer from the bar: a labelled dialog that Escape closes', async () => {
    server();
    renderShop();
    const row = await screen.findByRole('article', { name: 'Red rose 1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add Red rose 1 to the cart' }));
    await userEvent.click(screen.getByRole('button', { name: /^View cart/ }));

    const drawer = await screen.findByRole('dialog', { name: 'Your cart (1 product)' });
    expect(within(drawer).getByRole('list', { name: 'Products in your cart' })).toHaveTextContent('Red rose 1');
    expect(within(drawer).getByRole('button', { name: 'Proceed to Confirm' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus is back on the bar that opened it.
    expect(screen.getByRole('button', { name: /^View cart/ })).toHaveFocus();
  });

  it("opens a product's details from its name, and gives the focus back to the name when closed", async () => {
    server();
    renderShop();
    const row = await screen.findByRole('article', { name: 'Red rose 2' });
    const name = within(row).getByRole('button', { name: 'Red rose 2' });
    await userEvent.click(name);
    await screen.findByRole('dialog', { name: 'Red rose 2' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name).toHaveFocus();
  });

  it('stars a product and shows only the starred ones under "My usual"', async () => {
    const calls = server([2]);
    renderShop();
    const star = await screen.findByRole('button', { name: 'Keep Red rose 1 in my usual' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Keep Red rose 2 in my usual' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/favourites/1')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'My usual' }));
    expect(screen.getByRole('button', { name: 'My usual', pressed: true })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2));
    expect(within(region).queryByRole('article', { name: 'Red rose 3' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/products?') && c.path.includes('ids=1%2C2'))).toBe(true);
  });

  it('says how to fill "My usual" while nothing is starred', async () => {
    server([]);
    renderShop();
    await screen.findByRole('article', { name: 'Red rose 1' });
    await userEvent.click(screen.getByRole('button', { name: 'My usual' }));
    expect(await screen.findByText(/Nothing in your usual yet/)).toBeInTheDocument();
  });

  it('orders a past order again: its lines for sale go to the cart, the others are named', async () => {
    server();
    renderShop();
    const section = await screen.findByRole('region', { name: 'Order again' });
    expect(section).toHaveTextContent('Order 100055');
    await act(() => userEvent.click(within(section).getByRole('button', { name: 'Order again: order 100055' })));
    await within(section).findByText('1 product was added to your cart.');
    expect(within(section).getByText('No longer available: Old tulip.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-bar')).toHaveTextContent('1 product · $50.00');
  });
});
