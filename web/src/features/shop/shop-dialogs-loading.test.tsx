import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, renderScreen } from '@/test/screen';
import { product, productList } from './test/fixtures';

// The shop's dialogs load apart from the page (issue 19): what a florist on a slow phone, or
// offline, meets while their code is on its way or cannot come.
// Each test says how their module arrives (vi.doMock), on a fresh set of modules.
const DIALOGS = './components/shop-dialogs';

beforeEach(() => {
  // Each test gets its own page module: React.lazy keeps what a first load gave.
  vi.resetModules();
  writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: false, media: query }) as MediaQueryList,
  );
  fakeApi((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/products') return [200, productList([product(1), product(2)])];
    if (url.pathname === '/favourites') return [200, { success: true, data: { product_ids: [] } }];
    if (url.pathname.startsWith('/customer/Orders'))
      return [200, { success: true, data: { orders: [], pagination: { page: 1, limit: 5, total: 0 } } }];
    if (url.pathname === '/offers/active') return [200, { success: true, data: { offers: [] } }];
    return [404, { success: false, error: 'Not Found', message: call.path }];
  });
});
afterEach(() => {
  vi.doUnmock(DIALOGS);
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

async function openShop() {
  // The page's own toast store and texts: the modules were reset.
  const [{ default: ShopPage }, { Toaster }, texts] = await Promise.all([
    import('./shop-page'),
    import('react-hot-toast'),
    import('@/test/screen'),
  ]);
  await texts.loadEnglishTexts();
  renderScreen(
    <>
      <ShopPage />
      <Toaster />
    </>,
    '/customer/tickets/create',
    '/customer/tickets/create',
  );
  return screen.findByRole('article', { name: 'Red rose 1' });
}

describe("the shop's dialogs, loaded on demand", { timeout: 20_000 }, () => {
  it('opens one dialog, the last asked for, when two taps came while their code was on its way', async () => {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock(DIALOGS, async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const row = await openShop();
    await userEvent.click(within(row).getByRole('button', { name: 'Red rose 1' }));
    await userEvent.click(screen.getByRole('button', { name: /^View cart/ }));
    arrive();
    // The dialogs' code is imported for real once let through: slow on a loaded machine.
    await screen.findByRole('dialog', { name: /^Your cart/ }, { timeout: 15_000 });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it('keeps the shop and says so when their code cannot be loaded', async () => {
    vi.doMock(DIALOGS, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openShop();
    await userEvent.click(screen.getByRole('button', { name: /^View cart/ }));
    expect(
      await screen.findByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
