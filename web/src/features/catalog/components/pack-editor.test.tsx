import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { ProductForm } from './product-form';

beforeAll(loadEnglishTexts);

const rose = {
  id: 5,
  sku: 'ROS-RED-60',
  name_en: 'Red rose',
  name_fr: 'Rose rouge',
  description_en: null,
  description_fr: null,
  category: 'roses',
  category_id: 1,
  variety: null,
  colour_id: null,
  grade: null,
  stems_per_bunch: null,
  color: null,
  length_cm: null,
  origin: null,
  unit: 'stem',
  stems_per_unit: 1,
  price_cents: 100,
  packs: [
    { id: 50, kind: 'stem', units: 1, stems: 1, price_cents: 100, active: true },
    {
      id: 51,
      kind: 'box',
      units: 120,
      stems: 120,
      price_cents: 9600,
      active: true,
      breaks: [{ min_quantity: 10, price_cents: 8000 }],
    },
  ],
  fresh: true,
  sections: [],
  active: true,
  on_hand: 40,
  low_stock_at: 5,
  arrived_on: null,
  arrived_at: null,
  image: null,
  pictures: [],
} as unknown as Product;

function renderForm() {
  const calls = fakeApi(({ method, path }) => {
    if (path.startsWith('/categories'))
      return [
        200,
        {
          success: true,
          data: {
            categories: [
              {
                id: 1,
                slug: 'roses',
                name_en: 'Roses',
                name_fr: 'Roses',
                parent_id: null,
                position: 0,
                archived: false,
              },
            ],
          },
        },
      ];
    if (path.startsWith('/colours')) return [200, { success: true, data: { colours: [] } }];
    if (method === 'PUT') return [200, { success: true, message: 'Product updated.', data: { product: rose } }];
    return [404, { success: false, message: 'Not found' }];
  });
  renderScreen(<ProductForm product={rose} onDone={() => undefined} />, '*', '/');
  return calls;
}

describe('the packs of the staff product form (decision 052)', () => {
  it('shows each pack’s stems and price per stem, the cheapest per stem said as such', async () => {
    renderForm();
    const box = await screen.findByRole('group', { name: 'Pack 2' });
    expect(within(box).getByRole('combobox', { name: 'Pack' })).toHaveValue('box');
    expect(within(box).getByRole('spinbutton', { name: 'Units in it' })).toHaveValue(120);
    expect(within(box).getByRole('textbox', { name: 'Price' })).toHaveValue('96.00');
    expect(box).toHaveTextContent('120 stems, $0.80 a stem');
    expect(box).toHaveTextContent('Cheapest per stem');
    const stem = screen.getByRole('group', { name: 'Pack 1' });
    expect(stem).toHaveTextContent('1 stem, $1.00 a stem');
    expect(stem).not.toHaveTextContent('Cheapest');
    // A saved pack is no longer offered, not removed: no Remove button.
    expect(within(stem).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('adds a pack and takes one off sale from the keyboard, then saves the packs with their ids', async () => {
    const calls = renderForm();
    const add = await screen.findByRole('button', { name: 'Add a pack' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const third = screen.getByRole('group', { name: 'Pack 3' });
    await userEvent.selectOptions(within(third).getByRole('combobox', { name: 'Pack' }), 'bunch');
    await userEvent.type(within(third).getByRole('spinbutton', { name: 'Units in it' }), '10');
    await userEvent.type(within(third).getByRole('textbox', { name: 'Price' }), '8.50');
    expect(third).toHaveTextContent('10 stems, $0.85 a stem');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Pack 1' })).getByRole('checkbox', { name: 'Offered' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/products/5');
    expect((put.body as { packs: unknown }).packs).toEqual([
      { id: 50, kind: 'stem', units: 1, price_cents: 100, active: false, breaks: [] },
      {
        id: 51,
        kind: 'box',
        units: 120,
        price_cents: 9600,
        active: true,
        breaks: [{ min_quantity: 10, price_cents: 8000 }],
      },
      { kind: 'bunch', units: 10, price_cents: 850, active: true, breaks: [] },
    ]);
    expect(put.body).not.toHaveProperty('price_cents');
  });

  it('refuses a pack of no units and a product with no pack offered, in words', async () => {
    const calls = renderForm();
    const box = await screen.findByRole('group', { name: 'Pack 2' });
    const units = within(box).getByRole('spinbutton', { name: 'Units in it' });
    await userEvent.clear(units);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(units).toHaveAccessibleDescription(/Units in it/));
    await userEvent.type(units, '120');
    for (const name of ['Pack 1', 'Pack 2'])
      await userEvent.click(within(screen.getByRole('group', { name })).getByRole('checkbox', { name: 'Offered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer at least one pack.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('edits a pack’s quantity breaks from the keyboard, refusing one not below the pack and the breaks before it', async () => {
    const calls = renderForm();
    const box = await screen.findByRole('group', { name: 'Pack 2' });
    const first = within(box).getByRole('group', { name: 'Pack 2, break 1' });
    expect(within(first).getByRole('spinbutton', { name: 'From (packs)' })).toHaveValue(10);
    expect(within(first).getByRole('textbox', { name: 'Price a pack' })).toHaveValue('80.00');
    expect(within(screen.getByRole('group', { name: 'Pack 1' })).getByText(/No break/)).toBeInTheDocument();

    within(box).getByRole('button', { name: 'Add a quantity break to pack 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const second = within(box).getByRole('group', { name: 'Pack 2, break 2' });
    await userEvent.type(within(second).getByRole('spinbutton', { name: 'From (packs)' }), '50');
    const price = within(second).getByRole('textbox', { name: 'Price a pack' });
    await userEvent.type(price, '85.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/costs less than the pack and than the breaks/));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(price);
    await userEvent.type(price, '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.body as { packs: { breaks: unknown }[] }).packs[1]!.breaks).toEqual([
      { min_quantity: 10, price_cents: 8000 },
      { min_quantity: 50, price_cents: 7000 },
    ]);
  });
});
