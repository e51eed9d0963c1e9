import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import { product } from '../test/fixtures';
import { ProductDetails } from './product-details';

describe('a product’s details window', () => {
  it('has its own Add, with a quantity (issue 34, item 2)', async () => {
    await loadEnglishTexts();
    const onAdd = vi.fn();
    const rose = product(1);
    renderScreen(<ProductDetails product={rose} onAdd={onAdd} />, '/shop', '/shop');
    const quantity = await screen.findByRole('spinbutton', { name: /^Quantity of / });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: /^Add .* to the cart$/ }));
    expect(onAdd).toHaveBeenCalledWith(rose, 3);
  });

  it('offers no Add for a product sold out', async () => {
    await loadEnglishTexts();
    renderScreen(<ProductDetails product={product(1, { on_hand: 0 })} onAdd={vi.fn()} />, '/shop', '/shop');
    expect(await screen.findByRole('button', { name: /^Add .* to the cart$/ })).toBeDisabled();
  });
});
