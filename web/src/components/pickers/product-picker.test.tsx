import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { ProductPicker } from './product-picker';

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

const tulip = { ...rose, id: 4, sku: 'TUL-40', name_en: 'Tulip Strong Gold', name_fr: 'Tulipe Strong Gold' };

beforeAll(loadEnglishTexts);

function renderPicker(onPick: (product: unknown) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ProductPicker label="Add a product" onPick={onPick} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, box: screen.getByRole('combobox', { name: 'Add a product' }) };
}

describe('the product search', () => {
  it('picks with Enter while the same search is being refreshed (another screen changed the catalogue)', async () => {
    // The first answer comes at once; the refresh never does, as on a busy server.
    let answered = 0;
    vi.stubGlobal('fetch', () => {
      answered += 1;
      if (answered > 1) return new Promise(() => undefined);
      const body = { success: true, data: { products: [rose], pagination: { page: 1, limit: 8, total: 1 } } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const onPick = vi.fn();
    const { client, box } = renderPicker(onPick);
    await userEvent.type(box, 'RFR');
    expect(await screen.findByRole('option', { name: /Rose Freedom/ })).toBeVisible();
    await act(() => void client.invalidateQueries());
    expect(answered).toBe(2);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(box).toHaveValue('');
  });

  it('keeps an Enter typed before the search has answered, and picks from the answer to the whole text', async () => {
    // "T" finds the rose (its answer shows first); "TUL" finds the tulip. The clerk types on and
    // presses Enter before "TUL" has been asked.
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      const search = new URL(url, 'http://shop.test').searchParams.get('search') ?? '';
      asked.push(search);
      const products = search === 'TUL' ? [tulip] : [rose];
      const body = { success: true, data: { products, pagination: { page: 1, limit: 8, total: 1 } } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const onPick = vi.fn();
    const { box } = renderPicker(onPick);
    await userEvent.type(box, 'T');
    expect(await screen.findByRole('option', { name: /Rose Freedom/ })).toBeVisible();
    await userEvent.type(box, 'UL{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    expect(asked).toEqual(['T', 'TUL']);
    expect(box).toHaveValue('');
  });

  it('forgets a waiting Enter when the clerk types on', async () => {
    vi.stubGlobal('fetch', () => {
      const body = { success: true, data: { products: [rose], pagination: { page: 1, limit: 8, total: 1 } } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const onPick = vi.fn();
    const { box } = renderPicker(onPick);
    await userEvent.type(box, 'RF{Enter}R');
    expect(await screen.findByRole('option', { name: /Rose Freedom/ })).toBeVisible();
    expect(onPick).not.toHaveBeenCalled();
    expect(box).toHaveValue('RFR');
  });

  it('forgets a waiting Enter when an arrow moves over the list on screen, or the list was closed', async () => {
    vi.stubGlobal('fetch', (url: string) => {
      const search = new URL(url, 'http://shop.test').searchParams.get('search') ?? '';
      // Two options each time: a waiting Enter after an arrow would pick the second.
      const products =
        search === 'T'
          ? [rose, { ...rose, id: 5, name_en: 'Rose Two' }]
          : [tulip, { ...tulip, id: 6, name_en: 'Tulip Two' }];
      const body = { success: true, data: { products, pagination: { page: 1, limit: 8, total: 1 } } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const onPick = vi.fn();
    const { box } = renderPicker(onPick);
    await userEvent.type(box, 'T');
    expect(await screen.findByRole('option', { name: /Rose Two/ })).toBeVisible();
    // Enter, then an arrow to the second rose on screen: the tulip's answer is not picked.
    await userEvent.type(box, 'UL{Enter}{ArrowDown}');
    expect(await screen.findByRole('option', { name: /Tulip Strong Gold/ })).toBeVisible();
    // Closed with Escape before the answer, Enter waits for nothing; an arrow reopens the list.
    await userEvent.clear(box);
    await userEvent.type(box, 'TULIP{Escape}{Enter}{ArrowDown}');
    expect(await screen.findByRole('option', { name: /Tulip Strong Gold/ })).toBeVisible();
    expect(onPick).not.toHaveBeenCalled();
  });
});
