import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import CustomerFormPage from './customer-form-page';

const customer = {
  id: 5,
  email: 'rose@example.test',
  businessName: 'Fleuriste Test',
  neqTaxNumber: '1234567890',
  phoneNumber: '514-555-0101',
  cellPhone: null,
  otherPhone: null,
  faxNumber: null,
  address1: '1 rue des Roses',
  address2: null,
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2X 1Y4',
  businessOwnerName: 'Rose Tremblay',
  salesPersonName: null,
  businessType: 'florist',
  businessWebsite: null,
  language: 'fr',
  invoice_type: 'monthly',
  credit_limit_cents: null,
  delivery_zone: null,
  payment_terms: null,
  price_level_id: 3,
};
const levels = [
  { id: 3, name_en: 'Volume', name_fr: 'Volume', percent_off: 8, customers: 1 },
  { id: 4, name_en: 'Event', name_fr: 'Événement', percent_off: 12, customers: 0 },
];

beforeAll(loadEnglishTexts);

describe('the staff customer form’s price level (PUT /api/customers/{id} price_level_id)', () => {
  it('offers the levels and none, and sends the one chosen', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/customer/5') return [200, { success: true, data: { customer } }];
      if (call.path === '/price-levels') return [200, { success: true, data: { price_levels: levels } }];
      if (call.method === 'PUT') return [200, { success: true, message: 'Customer updated', data: { customer } }];
      return [404, { success: false, message: 'Not found' }];
    });
    const router = renderScreen(<CustomerFormPage />, '/admin/customers/edit/:id', '/admin/customers/edit/5');
    const level = await screen.findByRole('combobox', { name: 'Price level' });
    expect([...(level as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'None (list prices)',
      'Volume (−8%)',
      'Event (−12%)',
    ]);
    expect(level).toHaveAccessibleDescription(/percentage off applies where no lower price does/);
    // happy-dom leaves a form's selects at their first option (Chromium shows the saved values).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Business type/ }), 'Florist');
    await userEvent.selectOptions(level, 'Event (−12%)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers/view/5'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ price_level_id: 4 });
  });
});
