import { cleanup, screen, waitFor } from '@testing-library/react';
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
  payment_terms: 'net_15',
};

beforeAll(loadEnglishTexts);

/** The edit form of the customer above, with its payment terms chosen; resolves to the body it saves. */
async function saveWithTerms(option: string) {
  const calls = fakeApi((call) => {
    if (call.path === '/customer/5') return [200, { success: true, data: { customer } }];
    if (call.method === 'PUT') return [200, { success: true, message: 'Customer updated', data: { customer } }];
    return [404, { success: false, message: 'Not found' }];
  });
  const router = renderScreen(<CustomerFormPage />, '/admin/customers/edit/:id', '/admin/customers/edit/5');
  const terms = await screen.findByRole('combobox', { name: 'Payment terms' });
  // happy-dom leaves a form's selects at their first option (Chromium shows the saved values).
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Business type/ }), 'Florist');
  await userEvent.selectOptions(terms, 'Net 30 days');
  await userEvent.selectOptions(terms, option);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers/view/5'));
  return calls.find((c) => c.method === 'PUT')?.body;
}

describe('the staff customer form’s payment terms', () => {
  it('offers each of the terms and the invoice type’s default, named', async () => {
    fakeApi((call) =>
      call.path === '/customer/5' ? [200, { success: true, data: { customer } }] : [404, { success: false }],
    );
    renderScreen(<CustomerFormPage />, '/admin/customers/edit/:id', '/admin/customers/edit/5');
    const terms = await screen.findByRole('combobox', { name: 'Payment terms' });
    expect([...(terms as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Default (Net 30 days)',
      'Due on receipt',
      'Net 15 days',
      'Net 30 days',
    ]);
    expect(terms).toHaveAccessibleDescription(
      'By default, per the invoice type — per order: Due on receipt; monthly statement: Net 30 days.',
    );
  });

  it('sends the terms chosen, and null for the invoice type’s default', async () => {
    expect(await saveWithTerms('Net 15 days')).toMatchObject({ payment_terms: 'net_15' });
    cleanup();
    expect(await saveWithTerms('Default (Net 30 days)')).toMatchObject({ payment_terms: null });
  });
});
