import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { ProductPrice } from './product-price';

// Issue 38 item 4 (decision 060): a customer's own price below the list says so.
describe('ProductPrice', () => {
  beforeAll(loadEnglishTexts);

  it('shows "your price" with the list price struck through, for screen readers too', () => {
    render(
      <ProductPrice
        product={{ price_cents: 1000, list_price_cents: 1250, price_source: 'level', special_price_cents: null }}
      />,
    );
    const box = screen.getByTestId('your-price');
    expect(box.querySelector('s')?.textContent).toBe('$12.50');
    expect(box.querySelector('strong')?.textContent).toBe('$10.00');
    expect(box.textContent).toContain('List price:');
    expect(box.textContent).toContain('Your price:');
  });

  it('shows the list price alone when it is the customer’s price', () => {
    render(
      <ProductPrice
        product={{ price_cents: 1250, list_price_cents: 1250, price_source: 'list', special_price_cents: null }}
      />,
    );
    expect(screen.queryByTestId('your-price')).toBeNull();
    expect(screen.getByText('$12.50')).toBeTruthy();
  });
});
