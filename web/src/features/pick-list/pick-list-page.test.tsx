import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import PickListPage from './pick-list-page';

beforeAll(loadEnglishTexts);

const row = (over: { category: string; [field: string]: unknown }) => ({
  // The category's name in the reader's language, as the server gives it (issue 36).
  category_name: over.category.charAt(0).toUpperCase() + over.category.slice(1),
  sku: 'X',
  unit: 'bunch',
  stems_per_unit: 25,
  on_hand: 0,
  short: 0,
  orders: 1,
  ...over,
});

describe('the pick list page', () => {
  it('shows the products by category with short quantities, and asks again for a zone', async () => {
    const calls = fakeApi((call) => [
      call.path.startsWith('/pick-list') ? 200 : 404,
      {
        success: true,
        data: {
          date: '2026-12-08',
          orders: 2,
          rows: [
            row({ product_id: 1, category: 'roses', name: 'Red rose', quantity: 26, on_hand: 29 }),
            row({ product_id: 2, category: 'fillers', name: 'Tulip', quantity: 5, on_hand: 2, short: 3 }),
          ],
        },
      },
    ]);
    renderScreen(<PickListPage />, '/admin/pick-list', '/admin/pick-list?date=2026-12-08');

    // The heading and the table's caption write the day out (issue 34, item 8).
    expect(await screen.findByRole('heading', { level: 2, name: /^December 8, 2026 · / })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products to pick for December 8, 2026' });
    expect(within(table).getByRole('rowheader', { name: 'Roses' })).toBeInTheDocument();
    const tulip = within(table).getByRole('row', { name: /Tulip/ });
    expect(
      within(tulip)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '2', '3']);
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/api/pick-list.pdf?date=2026-12-08&lang=en',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orders' }), 'Ville Saint-Laurent');
    expect(calls.filter((c) => c.path.startsWith('/pick-list')).at(-1)?.path).toBe(
      '/pick-list?date=2026-12-08&delivery_zone=ville-saint-laurent',
    );
    expect(screen.getByRole('link', { name: 'All packing slips (PDF)' })).toHaveAttribute(
      'href',
      '/api/pick-list/packing-slips.pdf?date=2026-12-08&delivery_zone=ville-saint-laurent',
    );
  });
});
