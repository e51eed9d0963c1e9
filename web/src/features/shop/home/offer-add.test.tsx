import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer, OfferItem } from '@shop/contract';
import { ActiveOffers } from '@/features/offers';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { AddToCartForm } from '../components/add-to-cart-form';
import { product } from '../test/fixtures';

beforeAll(loadEnglishTexts);
afterEach(() => vi.unstubAllGlobals());

const answerOffers = () => fakeApi(() => [200, { success: true, data: { offers: [offer] } }]);

const item = (id: number, special: number) =>
  ({
    product_id: id,
    price_cents: special,
    percent_off: null,
    special_price_cents: special,
    product: product(id),
  }) as OfferItem;
const offer = {
  id: 3,
  title_en: 'Roses week',
  title_fr: 'Semaine des roses',
  text_en: null,
  text_fr: null,
  starts_on: '2026-11-23',
  ends_on: '2026-11-29',
  published: true,
  state: 'active',
  image: null,
  items: [item(1, 990), item(2, 1100)],
} as unknown as Offer;

// Issue 34, item 2: in the shop, an offer's product is added to the cart from the offer.
describe('today’s offers in the shop', () => {
  it('draws the shop’s add form under each product, and adds at the special price', async () => {
    answerOffers();
    const onAdd = vi.fn();
    renderScreen(
      <ActiveOffers
        addForm={(i) => (
          <AddToCartForm
            product={{ ...i.product, price_cents: i.special_price_cents }}
            name={i.product.name_en}
            onAdd={onAdd}
          />
        )}
      />,
      '/shop',
      '/shop',
    );
    const list = await screen.findByRole('list', { name: 'Products of Roses week' });
    expect(within(list).getAllByRole('button', { name: /^Add .* to the cart$/ })).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Add Red rose 2 to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 2, price_cents: 1100 }), 1);
  });

  it('has no add form where it is only shown (the home page)', async () => {
    answerOffers();
    renderScreen(<ActiveOffers />, '/', '/');
    await screen.findByRole('list', { name: 'Products of Roses week' });
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });
});
