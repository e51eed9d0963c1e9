import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { MinimumStock } from './minimum-stock';

const rose = {
  id: 3,
  sku: 'RFR-50',
  name_en: 'Rose Freedom',
  name_fr: 'Rose Freedom',
  unit: 'bunch',
  stems_per_unit: 25,
  on_hand: 12,
  price_cents: 2_450,
};

beforeAll(loadEnglishTexts);
afterEach(() => vi.unstubAllGlobals());

/** The shop's API as the test sees it: the product search, and each PUT of a minimum it was sent. */
function serve(putReply: { status: number; body: unknown }) {
  const puts: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(JSON.stringify(putReply.body), { status: putReply.status }));
    }
    const body = { success: true, data: { products: [rose], pagination: { page: 1, limit: 8, total: 1 } } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return puts;
}

function renderForm(current: (id: number) => number | undefined = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MinimumStock current={current} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function pickRose() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Product' }), 'RFR');
  await userEvent.click(await screen.findByRole('option', { name: /Rose Freedom/ }));
}

describe('a product’s minimum stock', () => {
  it('starts from the minimum the product has, and saves the one typed for it', async () => {
    const puts = serve({ status: 200, body: { success: true, message: 'Minimum stock saved.', data: { product_id: 3, min_units: 40 } } });
    renderForm((id) => (id === 3 ? 25 : undefined));
    await pickRose();
    const units = screen.getByRole('spinbutton', { name: /Minimum stock/ });
    expect(units).toHaveValue(25);
    await userEvent.clear(units);
    await userEvent.type(units, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimum' }));
    expect(await screen.findByRole('combobox', { name: 'Product' })).toBeVisible();
    expect(puts).toEqual([{ url: '/api/purchasing/minimums/3', body: { min_units: 40 } }]);
  });

  it('refuses a number that is not whole and sends nothing; says the server’s refusal', async () => {
    const puts = serve({ status: 404, body: { success: false, message: 'This product does not exist.' } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a product first.');
    await pickRose();
    await userEvent.type(screen.getByRole('spinbutton', { name: /Minimum stock/ }), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a whole number of 0 or more.');
    expect(puts).toEqual([]);
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Minimum stock/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Minimum stock/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimum' }));
    expect(await screen.findByText('This product does not exist.')).toBeVisible();
    expect(puts).toHaveLength(1);
  });
});
