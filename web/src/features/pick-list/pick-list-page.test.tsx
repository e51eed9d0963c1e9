import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import PickListPage from './pick-list-page';

beforeAll(loadEnglishTexts);

const row = (over: { category: string; quantity?: number; [field: string]: unknown }) => ({
  // The category's name in the reader's language, as the server gives it (issue 36).
  category_name: over.category.charAt(0).toUpperCase() + over.category.slice(1),
  sku: 'X',
  unit: 'bunch',
  stems_per_unit: 25,
  pack_units: 1,
  base_unit: 'bunch',
  base_stems_per_unit: 25,
  base_quantity: over.quantity,
  on_hand: 0,
  short: 0,
  orders: 1,
  ...over,
});

describe('the pick list page', () => {
  it('shows the products by category with short quantities, and asks again for a zone', async () => {
    const calls = fakeApi((call) => [
      call.path.startsWith('/pick-list') ? 200 : 404,
      call.path.startsWith('/pick-list/ticks')
        ? { success: true, data: { ticks: [] } }
        : {
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
    ).toEqual(['', '5', '2', '3']);
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/api/pick-list.pdf?date=2026-12-08&lang=en',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Orders' }), 'Ville Saint-Laurent');
    expect(calls.filter((c) => c.path.startsWith('/pick-list?')).at(-1)?.path).toBe(
      '/pick-list?date=2026-12-08&delivery_zone=ville-saint-laurent',
    );
    expect(screen.getByRole('link', { name: 'All packing slips (PDF)' })).toHaveAttribute(
      'href',
      '/api/pick-list/packing-slips.pdf?date=2026-12-08&delivery_zone=ville-saint-laurent',
    );
  });

  it('ticks a row off for the quantity it shows, and shows the rows other pickers ticked', async () => {
    const ownUnit = { unit: 'bunch', stems_per_unit: 25, pack_units: 1 };
    let ticks = [
      { product_id: 2, ...ownUnit, quantity: 5, ticked_by_name: 'Marie', ticked_at: '2026-12-08T11:00:00Z' },
    ];
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/pick-list/ticks')) {
        if (call.method === 'PUT') {
          const body = call.body as typeof ownUnit & { product_id: number; quantity: number };
          ticks = [...ticks, { ...body, ticked_by_name: 'Me', ticked_at: '2026-12-08T11:05:00Z' }];
        }
        return [200, { success: true, data: { ticks } }];
      }
      if (!call.path.startsWith('/pick-list?')) return [404, { success: false }];
      return [
        200,
        {
          success: true,
          data: {
            date: '2026-12-08',
            orders: 2,
            rows: [
              row({ product_id: 1, category: 'roses', name: 'Red rose', quantity: 26, on_hand: 29 }),
              row({ product_id: 2, category: 'fillers', name: 'Tulip', quantity: 5, on_hand: 9 }),
              row({ product_id: 3, category: 'fillers', name: 'Aster', quantity: 8, on_hand: 9 }),
            ],
          },
        },
      ];
    });
    renderScreen(<PickListPage />, '/admin/pick-list', '/admin/pick-list?date=2026-12-08&scope=pickup');
    // Marie's tick, read from the server.
    expect(await screen.findByRole('checkbox', { name: 'Picked: Tulip, 5 units' })).toBeChecked();
    expect(screen.getByText('Picked by Marie')).toBeInTheDocument();
    expect(screen.getByTestId('pick-progress')).toHaveTextContent('Picked: 1 of 3 rows');
    const rose = screen.getByRole('checkbox', { name: 'Picked: Red rose, 26 units' });
    expect(rose).not.toBeChecked();
    await userEvent.click(rose);
    expect(await screen.findByRole('checkbox', { name: 'Picked: Red rose, 26 units', checked: true })).toBeChecked();
    expect(screen.getByTestId('pick-progress')).toHaveTextContent('Picked: 2 of 3 rows');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { date: '2026-12-08', delivery_method: 'pickup', product_id: 1, ...ownUnit, quantity: 26, ticked: true },
    ]);
  });

  it('shows a row ticked for another quantity as picked in part', async () => {
    fakeApi((call) =>
      !call.path.startsWith('/pick-list')
        ? [404, { success: false }]
        : call.path.startsWith('/pick-list/ticks')
          ? [
              200,
              {
                success: true,
                data: {
                  ticks: [
                    {
                      product_id: 1,
                      unit: 'bunch',
                      stems_per_unit: 25,
                      pack_units: 1,
                      quantity: 20,
                      ticked_by_name: 'Marie',
                      ticked_at: 'x',
                    },
                  ],
                },
              },
            ]
          : [
              200,
              {
                success: true,
                data: {
                  date: '2026-12-08',
                  orders: 1,
                  rows: [row({ product_id: 1, category: 'roses', name: 'Red rose', quantity: 26 })],
                },
              },
            ],
    );
    renderScreen(<PickListPage />, '/admin/pick-list', '/admin/pick-list?date=2026-12-08');
    expect(await screen.findByText('Marie picked 20; the list now says 26.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Picked: Red rose, 26 units' })).not.toBeChecked();
  });

  it('gives a product sold in two packs a row and a tick each, its stock and what it needs in all said once', async () => {
    const pack = { category: 'roses', name: 'Red rose', base_unit: 'stem', base_stems_per_unit: 1, base_quantity: 130 };
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/pick-list/ticks'))
        return [
          200,
          {
            success: true,
            data: {
              ticks: call.method === 'PUT' ? [{ ...(call.body as object), ticked_by_name: 'Me', ticked_at: 'y' }] : [],
            },
          },
        ];
      if (!call.path.startsWith('/pick-list?')) return [404, { success: false }];
      const rows = [
        row({
          ...pack,
          product_id: 1,
          unit: 'box',
          stems_per_unit: 120,
          pack_units: 120,
          quantity: 1,
          on_hand: 100,
          short: 30,
        }),
        row({
          ...pack,
          product_id: 1,
          unit: 'bunch',
          stems_per_unit: 10,
          pack_units: 10,
          quantity: 1,
          on_hand: 100,
          short: 30,
        }),
      ];
      return [200, { success: true, data: { date: '2026-12-08', orders: 2, rows } }];
    });
    renderScreen(<PickListPage />, '/admin/pick-list', '/admin/pick-list?date=2026-12-08');
    const table = await screen.findByRole('table', { name: 'Products to pick for December 8, 2026' });
    const box = within(table).getByRole('row', { name: /box of 120/ });
    expect(
      within(box)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '1', '100130 × stem in all', '30']);
    const bunch = within(table).getByRole('row', { name: /bunch of 10/ });
    expect(
      within(bunch)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '1']);
    expect(screen.getByTestId('pick-progress')).toHaveTextContent('Picked: 0 of 2 rows');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Picked: Red rose, 1 × bunch of 10' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Picked: Red rose, 1 × bunch of 10', checked: true }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Picked: Red rose, 1 × box of 120' })).not.toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        date: '2026-12-08',
        product_id: 1,
        unit: 'bunch',
        stems_per_unit: 10,
        pack_units: 10,
        quantity: 1,
        ticked: true,
      },
    ]);
  });
});
