import { describe, expect, it } from 'vitest';
import { occurrenceLines } from './job.js';

// What an occurrence orders once its quantities were changed and the standing order was edited
// afterwards: the standing order's lines as they are now (as the screens show them), never the
// lines it had when the occurrence was changed.
describe('occurrenceLines', () => {
  const standing = [
    { product_id: 1, pack_id: 10, quantity: 3 },
    { product_id: 2, pack_id: null, quantity: 5 },
  ];

  it('orders the standing order’s lines when the occurrence was not changed', () => {
    expect(occurrenceLines(standing, null)).toEqual(standing);
  });

  it('applies the occurrence’s own quantities by product and pack, leaving out 0', () => {
    const own = JSON.stringify([
      { product_id: 1, pack_id: 10, quantity: 7 },
      { product_id: 2, pack_id: null, quantity: 0 },
    ]);
    expect(occurrenceLines(standing, own)).toEqual([{ product_id: 1, pack_id: 10, quantity: 7 }]);
  });

  it('does not order a line removed from the standing order since, and orders one added since', () => {
    // Changed when the standing order held product 3; it was then edited to products 1 and 2.
    const own = JSON.stringify([
      { product_id: 1, pack_id: 10, quantity: 2 },
      { product_id: 3, pack_id: null, quantity: 4 },
    ]);
    expect(occurrenceLines(standing, own)).toEqual([
      { product_id: 1, pack_id: 10, quantity: 2 },
      { product_id: 2, pack_id: null, quantity: 5 },
    ]);
  });
});
