import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
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

beforeAll(loadEnglishTexts);

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
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([
      { path: '*', element: <ProductPicker label="Add a product" onPick={onPick} /> },
    ]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const box = screen.getByRole('combobox', { name: 'Add a product' });
    await userEvent.type(box, 'RFR');
    expect(await screen.findByRole('option', { name: /Rose Freedom/ })).toBeVisible();
    await act(() => void client.invalidateQueries());
    expect(answered).toBe(2);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(box).toHaveValue('');
  });
});
