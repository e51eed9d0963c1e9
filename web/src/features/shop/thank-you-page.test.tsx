import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { initI18n, loadFeatureTexts } from '@/i18n';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, renderScreen } from '@/test/screen';
import ThankYouPage from './thank-you-page';

afterEach(() => clearSession());

const order = {
  id: 81,
  number: '100081',
  type: 'order',
  status: 'pending',
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: '2026-11-27',
  lines: [],
  subtotal_cents: 5000,
  delivery_fee_cents: 2200,
  gst_cents: 360,
  qst_cents: 718,
  total_cents: 8278,
};

const renderAt = (path: string) => {
  writeAuthUser({ id: 7, role: 'customer', name: 'Fleurs Anne', language: 'en', roles: [] });
  fakeApi((call) =>
    call.path === '/customer/tickets/81'
      ? [200, { success: true, data: { order } }]
      : [404, { success: false, error: 'Not Found', message: 'Not found' }],
  );
  renderScreen(<ThankYouPage />, '/:lang?/customer/tickets/placed/:id', path);
};

describe('the thank-you screen after placing an order', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadFeatureTexts('en');
    await loadFeatureTexts('fr');
  });

  it('gives the number, the delivery date, the totals, what comes next and the ways on', async () => {
    renderAt('/customer/tickets/placed/81');
    expect(await screen.findByText('Order 100081 is received.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toHaveFocus();
    expect(screen.getByText(/Friday, November 27, 2026|Nov(ember)? 27/)).toBeInTheDocument();
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Total$82.78');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('We deliver it on the delivery date shown above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/customer/tickets/view/81');
    expect(screen.getByRole('link', { name: 'Keep shopping' })).toHaveAttribute('href', '/customer/tickets/create');
  });

  it('speaks French under /fr', async () => {
    // The app's layout sets the language from the path; this screen alone is rendered here.
    await i18n.changeLanguage('fr');
    renderAt('/fr/customer/tickets/placed/81');
    expect(await screen.findByText('La commande 100081 est reçue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute(
      'href',
      '/fr/customer/tickets/view/81',
    );
    await i18n.changeLanguage('en');
  });
});
