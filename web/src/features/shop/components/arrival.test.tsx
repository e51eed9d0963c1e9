import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadFeatureTexts } from '@/i18n';
import { renderScreen } from '@/test/screen';
import { catalogueFilters, catalogueQuery } from '../catalogue-query';
import { product } from '../test/fixtures';
import { ProductDetails } from './product-details';

// Issue 36, item 5: fresh first. 16:00Z on Nov 23 is 11:00 in Montreal.
afterEach(() => vi.useRealTimers());

async function arrivalText(language: 'en' | 'fr', arrivedAt: string | null) {
  vi.useFakeTimers({ now: new Date('2026-11-23T16:00:00Z'), toFake: ['Date'] });
  await initI18n(language);
  await loadFeatureTexts(language);
  renderScreen(
    <ProductDetails product={product(1, { arrived_at: arrivedAt })} onAdd={() => undefined} />,
    '/:lang?/shop',
    language === 'fr' ? '/fr/shop' : '/shop',
  );
  await screen.findByText(language === 'fr' ? 'Code produit' : 'Product code');
  const text = screen.queryByTestId('arrival')?.textContent ?? null;
  cleanup();
  return text;
}

describe('when a product arrived', () => {
  it('says it in business days in Montreal, in English and French', async () => {
    expect(await arrivalText('en', '2026-11-23T06:00:00.000Z')).toBe('Arrived today');
    // 04:00Z on the 23rd is the evening of the 22nd in Montreal.
    expect(await arrivalText('en', '2026-11-23T04:00:00.000Z')).toBe('Arrived yesterday');
    expect(await arrivalText('en', '2026-11-21T14:00:00.000Z')).toBe('Arrived 2 days ago');
    expect(await arrivalText('fr', '2026-11-23T12:00:00.000Z')).toBe('Arrivé aujourd’hui');
    expect(await arrivalText('fr', '2026-11-20T14:00:00.000Z')).toBe('Arrivé il y a 3 jours');
    expect(await arrivalText('fr', '2026-10-02T14:00:00.000Z')).toBe('Arrivé le 2 oct. 2026');
    expect(await arrivalText('en', null)).toBeNull();
  });
});

describe("the shop's order", () => {
  const query = (address: string, search = '') =>
    catalogueQuery(catalogueFilters(new URLSearchParams(address)), search, 1, []).query;

  it('shows the newest arrivals first, a search its best matches, unless an order is chosen', () => {
    expect(query('')).toMatchObject({ sort: 'arrival' });
    expect(query('', 'rose').sort).toBeUndefined();
    expect(query('sort=arrival', 'rose')).toMatchObject({ sort: 'arrival' });
    expect(query('sort=name')).toMatchObject({ sort: 'name' });
    expect(query('sort=newest')).toMatchObject({ sort: 'arrival' });
  });

  it("filters on the last days' arrivals among the choices it offers", () => {
    expect(query('new=3')).toMatchObject({ new: 3 });
    expect(query('new=4').new).toBeUndefined();
  });
});
