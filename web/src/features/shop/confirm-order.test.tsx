import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, earliestDeliveryDate, isSunday, latestDeliveryDate } from '@shop/contract/delivery';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import ShopPage from './shop-page';
import { product, productList } from './test/fixtures';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] }));
afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The shop with one product in the cart, on its Confirm step. */
async function confirmStep(closedDays: object[] = []) {
  const calls = fakeApi((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/closed-days') return [200, { success: true, data: { closed_days: closedDays } }];
    if (url.pathname === '/products') return [200, productList([product(1)])];
    if (url.pathname === '/favourites') return [200, { success: true, data: { product_ids: [] } }];
    if (url.pathname === '/offers/active') return [200, { success: true, data: { offers: [] } }];
    return [404, { success: false, error: 'Not Found', message: `unexpected ${call.path}` }];
  });
  renderScreen(<ShopPage />, '/customer/tickets/create', '/customer/tickets/create');
  const row = await screen.findByRole('article', { name: 'Red rose 1' });
  await userEvent.click(within(row).getByRole('button', { name: 'Add Red rose 1 to the cart' }));
  await userEvent.click(screen.getByRole('button', { name: /^View cart/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Your cart (1 product)' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Proceed to Confirm' }));
  return { calls, date: await screen.findByLabelText(/^Delivery date/) };
}

describe('the shop’s delivery date (Confirm)', () => {
  it('offers the days from the earliest to 60 days ahead, and says so', async () => {
    const { date } = await confirmStep();
    const now = new Date();
    expect(date).toHaveAttribute('min', earliestDeliveryDate(now));
    expect(date).toHaveAttribute('max', latestDeliveryDate(now));
    expect(
      screen.getByText(/and up to 60 days ahead\. .*For a later date, ask us for a prebooking\./),
    ).toBeInTheDocument();
  });

  it('refuses a date past the 60 days before sending the order', async () => {
    const { calls, date } = await confirmStep();
    await userEvent.clear(date);
    await userEvent.type(date, addDays(latestDeliveryDate(new Date()), 1));
    // Everything else is ready: pickup, the conditions agreed.
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the warehouse' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place my order' }));
    expect(await screen.findByText(/^Web orders are for the next 60 days: choose a date up to /)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('closed days in the shop (issue 38 item 3)', () => {
  it('refuses a closed date by its name before sending the order', async () => {
    let day = addDays(earliestDeliveryDate(new Date()), 3);
    if (isSunday(day)) day = addDays(day, 1);
    const { calls, date } = await confirmStep([{ date: day, name_en: 'Inventory day', name_fr: 'Jour d’inventaire' }]);
    await userEvent.clear(date);
    await userEvent.type(date, day);
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup at the warehouse' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to these conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place my order' }));
    expect(
      await screen.findByText(/^We are closed on .* \(Inventory day\): choose another date\.$/),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
