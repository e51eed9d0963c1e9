import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import type { CartProduct } from './cart/cart-storage';
import { LinePrice } from './components/line-price';
import { linePrice } from './unit-price';

beforeAll(loadEnglishTexts);

// A box of 100 at 80.00 $, 72.00 $ to this florist (their level), 70.00 $ from 10 boxes.
const box = {
  id: 1,
  pack_id: 11,
  sku: 'ROS',
  name_en: 'Rose',
  name_fr: 'Rose',
  color: null,
  length_cm: null,
  unit: 'box',
  stems_per_unit: 100,
  price_cents: 7200,
  special_price_cents: null,
  list_price_cents: 8000,
  price_source: 'level',
  on_hand: 50,
  image: null,
  breaks: [{ min_quantity: 10, price_cents: 7000 }],
} as CartProduct;

describe('a cart line’s price as the quantity grows (decision 060)', () => {
  it('takes the break the quantity reaches when lower, and says so', () => {
    expect(linePrice({ product: box, quantity: 9 })).toEqual({
      price_cents: 7200,
      list_price_cents: 8000,
      price_source: 'level',
    });
    expect(linePrice({ product: box, quantity: 10 })).toEqual({
      price_cents: 7000,
      list_price_cents: 8000,
      price_source: 'break',
    });
    // A contract below the break stays.
    expect(linePrice({ product: { ...box, price_cents: 6000, price_source: 'contract' }, quantity: 12 })).toMatchObject(
      {
        price_cents: 6000,
        price_source: 'contract',
      },
    );
    render(<LinePrice line={{ product: box, quantity: 12 }} />);
    expect(screen.getByTestId('your-price')).toHaveTextContent('List price: $80.00 Your price: $70.00');
    expect(screen.getByTestId('price-source')).toHaveTextContent('Quantity break from 10');
  });
});
