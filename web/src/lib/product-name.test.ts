import { describe, expect, it } from 'vitest';
import { productDetails } from './product-name';

describe('productDetails', () => {
  const rose = { color: 'white', length_cm: 70, stems_per_unit: 10, unit: 'bunch' as const };
  it('names the colour in the reader’s language', () => {
    expect(productDetails(rose, 'botte de 10', 'fr')).toBe('blanc · 70 cm · botte de 10');
    expect(productDetails(rose, 'bunch of 10', 'en')).toBe('white · 70 cm · bunch of 10');
  });
});
