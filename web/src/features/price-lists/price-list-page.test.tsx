import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '@shop/contract/price-lists';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import PriceListPage from './price-list-page';

beforeAll(loadEnglishTexts);
afterEach(() => vi.unstubAllGlobals());

const uploaded: PriceList = {
  id: 4,
  title_en: 'Eternal roses',
  title_fr: 'Roses éternelles',
  section: 'preserve-roses',
  valid_from: null,
  valid_to: null,
  published: true,
  file: null,
  row_count: 0,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

/** The lists the API answers; the site's facts (the page title) for any other call. */
const api = (pricelists: PriceList[]) =>
  fakeApi((call) =>
    call.path.startsWith('/pricelists')
      ? [200, { success: true, data: { pricelists } }]
      : [200, { success: true, data: { business: { name: 'Fleurs' }, priceListSections: [] } }],
  );

describe('the price list page', () => {
  it('offers the current prices of the shown section as PDF and Excel, beside its uploaded lists', async () => {
    api([uploaded]);
    renderScreen(<PriceListPage />, '/price-list', '/price-list');
    // Without ?section=, the first section with an uploaded list.
    expect(await screen.findByRole('heading', { level: 3, name: 'Eternal roses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preserve Roses' })).toBeInTheDocument();
    const live = screen.getByTestId('live-price-list');
    expect(within(live).getByRole('link', { name: 'Current prices (PDF) (Preserve Roses)' })).toHaveAttribute(
      'href',
      '/api/pricelists/live/preserve-roses?format=pdf&lang=en',
    );
    expect(within(live).getByRole('link', { name: 'Current prices (Excel) (Preserve Roses)' })).toHaveAttribute(
      'href',
      '/api/pricelists/live/preserve-roses?format=xlsx&lang=en',
    );
  });

  it('offers every section, even one without an uploaded list', async () => {
    api([]);
    renderScreen(<PriceListPage />, '/price-list', '/price-list?section=petals');
    expect(await screen.findByText('No price list is available in this section right now.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Price list sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Current prices (Excel) (Petals)' })).toHaveAttribute(
      'href',
      '/api/pricelists/live/petals?format=xlsx&lang=en',
    );
  });
});
