import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { CustomerPricesPanel } from './customer-prices-panel';

beforeAll(loadEnglishTexts);
afterEach(clearSession);

const levels = [
  { id: 3, name_en: 'Volume', name_fr: 'Volume', percent_off: 8, customers: 1 },
  { id: 4, name_en: 'Event', name_fr: 'Événement', percent_off: 12, customers: 0 },
];
const prices = {
  price_level_id: 3,
  prices: [
    {
      pack_id: 40,
      product_id: 11,
      name_en: 'Red rose',
      name_fr: 'Rose rouge',
      pack_kind: 'box',
      pack_units: 10,
      list_price_cents: 9000,
      price_cents: 7500,
      starts_on: null,
      ends_on: null,
    },
  ],
};

function serve(saved = prices) {
  return fakeApi((call) => {
    if (call.path === '/customers/5/prices' && call.method === 'GET')
      return [200, { success: true, data: { customer_prices: saved } }];
    if (call.path === '/customers/5/prices')
      return [200, { success: true, message: 'Saved.', data: { customer_prices: saved } }];
    if (call.path === '/price-levels') return [200, { success: true, data: { price_levels: levels } }];
    return [404, { success: false, message: 'no' }];
  });
}

describe('the customer page’s prices panel (issue 38 item 4)', () => {
  it('shows the level, set in the customer form only, and saves the contract prices without it', async () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] });
    const calls = serve();
    renderScreen(<CustomerPricesPanel customerId={5} />, '/admin/customers/view/:id', '/admin/customers/view/5');
    await waitFor(() => expect(screen.getByTestId('price-level')).toHaveTextContent('Volume (−8%)'));
    // Read, not chosen here: no select for it; the way to where it is set.
    expect(screen.queryByRole('combobox', { name: 'Price level' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Change the price level in the customer's details" })).toHaveAttribute(
      'href',
      '/admin/customers/edit/5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('price_level_id');
    expect(body.prices).toEqual([{ pack_id: 40, product_id: 11, price_cents: 7500, starts_on: null, ends_on: null }]);
  });

  it('says none, and a reader who may not change customers gets no link', async () => {
    writeAuthUser({ id: 2, role: 'admin', name: 'Counter', language: 'en', roles: ['counter'] });
    serve({ price_level_id: null, prices: [] } as never);
    renderScreen(<CustomerPricesPanel customerId={5} />, '/admin/customers/view/:id', '/admin/customers/view/5');
    await waitFor(() => expect(screen.getByTestId('price-level')).toHaveTextContent('None (list prices)'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
