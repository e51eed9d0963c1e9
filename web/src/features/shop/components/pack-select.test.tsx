import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import { addToLines, toCartProduct } from '../cart/cart-storage';
import { product } from '../test/fixtures';
import { ProductDetails } from './product-details';

// A rose counted in stems, sold by the stem, the bunch of 10 and the box of 120 (decision 052).
const rose = product(1, {
  unit: 'stem',
  stems_per_unit: 1,
  price_cents: 100,
  on_hand: 250,
  packs: [
    { id: 11, kind: 'stem', units: 1, stems: 1, price_cents: 100, active: true },
    { id: 12, kind: 'bunch', units: 10, stems: 10, price_cents: 900, active: true },
    { id: 13, kind: 'box', units: 120, stems: 120, price_cents: 9600, active: true },
  ],
});

describe('choosing a pack in the shop', () => {
  it('offers the active packs with their price, says the cheapest per stem, and adds the pack chosen', async () => {
    await loadEnglishTexts();
    const onAdd = vi.fn();
    renderScreen(<ProductDetails product={rose} onAdd={onAdd} />, '/shop', '/shop');
    const select = await screen.findByRole('combobox', { name: /^Pack/ });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Stem · $1.00 ($1.00 a stem)',
      'Bunch of 10 · $9.00 ($0.90 a stem)',
      'Box of 120 · $96.00 ($0.80 a stem, cheapest per stem)',
    ]);
    // The cheapest pack is chosen first, as the server takes it by default.
    expect(select).toHaveValue('11');
    await userEvent.selectOptions(select, '13');
    await userEvent.click(screen.getByRole('button', { name: /^Add .* to the cart$/ }));
    const [added, quantity] = onAdd.mock.calls[0]!;
    expect(quantity).toBe(1);
    // The product as the box: its kind and stems, its price, its stock in whole boxes.
    expect(added).toMatchObject({ unit: 'box', stems_per_unit: 120, price_cents: 9600, on_hand: 2 });
    expect(toCartProduct(added)).toMatchObject({ pack_id: 13, unit: 'box', price_cents: 9600 });
  });

  it('shows no choice for a product with one pack, which goes to the cart as it is', async () => {
    await loadEnglishTexts();
    const onAdd = vi.fn();
    const one = product(2);
    renderScreen(<ProductDetails product={one} onAdd={onAdd} />, '/shop', '/shop');
    await screen.findByRole('spinbutton', { name: /^Quantity of / });
    expect(screen.queryByRole('combobox', { name: /^Pack/ })).toBeNull();
    expect(toCartProduct(one)).toMatchObject({ pack_id: 20, unit: 'bunch', stems_per_unit: 25, price_cents: 1250 });
  });

  it('keeps one line a product: another pack takes the line’s place', () => {
    const stem = toCartProduct(rose, 11);
    const box = toCartProduct(rose, 13);
    const lines = addToLines(addToLines([], stem, 5), stem, 2);
    expect(lines).toEqual([{ product: stem, quantity: 7 }]);
    expect(addToLines(lines, box, 1)).toEqual([{ product: box, quantity: 1 }]);
  });
});
