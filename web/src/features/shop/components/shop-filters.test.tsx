import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductFacets } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { catalogueFilters } from '../catalogue-query';
import { ShopFilters } from './shop-filters';

beforeAll(loadEnglishTexts);
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

const categories = [
  { id: 1, slug: 'roses', name_en: 'Roses', name_fr: 'Roses', parent_id: null, position: 10, archived: false },
  {
    id: 8,
    slug: 'garden-roses',
    name_en: 'Garden roses',
    name_fr: 'Roses de jardin',
    parent_id: 1,
    position: 10,
    archived: false,
  },
  { id: 4, slug: 'greens', name_en: 'Greens', name_fr: 'Feuillages', parent_id: null, position: 40, archived: false },
];
const colours = [
  { id: 5, name_en: 'Red', name_fr: 'Rouge', hex: '#c21f32' },
  { id: 6, name_en: 'White', name_fr: 'Blanc', hex: '#fbfaf4' },
];
const facets: ProductFacets = {
  category: [
    { id: 1, count: 3 },
    { id: 8, count: 1 },
  ],
  colour: [{ id: 5, count: 2 }],
  length: [
    { id: 60, count: 3 },
    { id: 40, count: 1 },
  ],
  origin: [
    { id: 'EC', count: 2 },
    { id: 'CO', count: 1 },
  ],
};

function renderFilters(address: string, onFilter = vi.fn()) {
  writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] });
  fakeApi(({ path }) =>
    path === '/categories'
      ? [200, { success: true, data: { categories } }]
      : path === '/colours'
        ? [200, { success: true, data: { colours } }]
        : [404, { success: false, message: 'Not found' }],
  );
  const filters = catalogueFilters(new URLSearchParams(address));
  renderScreen(
    <ShopFilters search="" onSearch={() => {}} filters={filters} facets={facets} total={4} onFilter={onFilter} />,
    '/shop',
    '/shop',
  );
  return onFilter;
}

describe('the shop’s filters (issue 36)', () => {
  it('lists each choice with the count of products it shows, subcategories under their parent', async () => {
    renderFilters('category=roses&origin=NL');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(await within(category).findByRole('option', { name: 'Roses (3)' })).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: /Garden roses \(1\)/ })).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: 'Greens (0)' })).toBeInTheDocument();
    expect(category).toHaveValue('roses');

    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(await within(colour).findByRole('option', { name: 'Red (2)' })).toBeInTheDocument();
    expect(within(colour).queryByRole('option', { name: /White/ })).toBeNull();
    const lengths = within(screen.getByRole('combobox', { name: 'Length' })).getAllByRole('option');
    expect(lengths.map((o) => o.textContent)).toEqual(['All lengths', '40 cm (1)', '60 cm (3)']);
    // Origins by the country's name; the one chosen stays offered though no product has it now.
    const origins = within(screen.getByRole('combobox', { name: 'Origin' })).getAllByRole('option');
    expect(origins.map((o) => o.textContent)).toEqual([
      'All origins',
      'Colombia (1)',
      'Ecuador (2)',
      'Netherlands (0)',
    ]);
  });

  it('puts a choice in the address, and opens in a bottom sheet on a phone that Escape closes', async () => {
    const onFilter = renderFilters('colour=5');
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Filters (1 chosen)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Filter the products' });
    expect(within(sheet).getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await within(sheet).findByRole('option', { name: '60 cm (3)' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Length' }), '60');
    expect(onFilter).toHaveBeenCalledWith({ length: '60' });
    await user.click(within(sheet).getByRole('button', { name: 'Clear the filters' }));
    expect(onFilter).toHaveBeenCalledWith({
      category: null,
      section: null,
      colour: null,
      length: null,
      origin: null,
      new: null,
    });
    expect(within(sheet).getByRole('button', { name: 'Show 4 products' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
