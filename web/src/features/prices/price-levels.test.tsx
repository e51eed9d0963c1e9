import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import PriceLevelsPage from './price-levels-page';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 1, role: 'admin', name: 'Owner', language: 'en', roles: ['owner'] }));
afterEach(clearSession);

describe('/admin/price-levels (issue 38 item 4)', () => {
  it('adds a level named in both languages with its percentage, and lists it', async () => {
    let levels = [{ id: 1, name_en: 'Volume', name_fr: 'Volume', percent_off: 8, customers: 2 }];
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        const level = { id: 2, customers: 0, ...(call.body as object) } as (typeof levels)[number];
        levels = [...levels, level];
        return [201, { success: true, message: 'The price level is added.', data: { price_level: level } }];
      }
      if (call.path.startsWith('/price-levels')) return [200, { success: true, data: { price_levels: levels } }];
      return [404, { success: false, message: 'no' }];
    });
    renderScreen(<PriceLevelsPage />, '/admin/price-levels', '/admin/price-levels');
    const list = await screen.findByTestId('price-levels');
    expect(within(list).getByText('Volume · −8%')).toBeInTheDocument();
    expect(within(list).getByText('2 customers')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name in English/), 'Event');
    await user.type(screen.getByLabelText(/Name in French/), 'Événement');
    await user.type(screen.getByLabelText(/Percentage off/), '95');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a percentage from 0 to 90.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Percentage off/));
    await user.type(screen.getByLabelText(/Percentage off/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(list).findByText('Event · −12.5%')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name_en: 'Event',
      name_fr: 'Événement',
      percent_off: 12.5,
    });
  });
});
