import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import CategoriesPage from './categories-page';

beforeAll(loadEnglishTexts);
afterEach(() => clearSession());

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
  { id: 9, slug: 'lilies', name_en: 'Lilies', name_fr: 'Lys', parent_id: null, position: 20, archived: true },
];

describe('/admin/categories (issue 36)', () => {
  it('shows the tree with both names and the archived, and creates a subcategory under its parent', async () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] });
    const calls = fakeApi(({ path, method }) => {
      if (path === '/categories?all=true') return [200, { success: true, data: { categories } }];
      if (path === '/colours')
        return [
          200,
          { success: true, data: { colours: [{ id: 5, name_en: 'Red', name_fr: 'Rouge', hex: '#c21f32' }] } },
        ];
      if (path === '/categories' && method === 'POST')
        return [201, { success: true, message: 'Category created.', data: { category: { ...categories[1], id: 10 } } }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<CategoriesPage />, '/admin/categories', '/admin/categories');
    const user = userEvent.setup();

    expect(await screen.findByText('Roses de jardin')).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bring back Lilies' })).toBeInTheDocument();
    expect(screen.getByText('Rouge')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New subcategory of Roses' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subcategory of Roses' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/Name in English/, { selector: '[id$="-error"], p' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name in English/ }), 'Spray roses');
    await user.type(within(dialog).getByRole('textbox', { name: /Name in French/ }), 'Roses branchues');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name_en: 'Spray roses', name_fr: 'Roses branchues', parent_id: 1 });
  });

  it('edits a colour, and puts the server’s refusal on the field it names', async () => {
    writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] });
    const calls = fakeApi(({ path, method }) => {
      if (path === '/categories?all=true') return [200, { success: true, data: { categories } }];
      if (path === '/colours')
        return [
          200,
          { success: true, data: { colours: [{ id: 5, name_en: 'Red', name_fr: 'Rouge', hex: '#c21f32' }] } },
        ];
      if (path === '/colours/5' && method === 'PUT')
        return [400, { success: false, message: 'This swatch is not a colour.', error: 'validation', field: 'hex' }];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<CategoriesPage />, '/admin/categories', '/admin/categories');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Red/ }));
    const dialog = await screen.findByRole('dialog');
    const french = within(dialog).getByRole('textbox', { name: /Name in French/ });
    expect(french).toHaveValue('Rouge');
    await user.clear(french);
    await user.type(french, 'Rouge vif');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This swatch is not a colour.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name_en: 'Red',
      name_fr: 'Rouge vif',
      hex: '#c21f32',
    });
  });
});
