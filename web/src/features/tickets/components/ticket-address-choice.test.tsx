import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser, Order } from '@shop/contract';
import type { DeliveryAddress } from '@shop/contract/delivery-addresses';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen, type ApiCall } from '@/test/screen';
import { TicketForm } from './ticket-form';

const address = (id: number | null, label: string | null, zone: DeliveryAddress['delivery_zone']): DeliveryAddress => ({
  id,
  is_default: id === null,
  label,
  address1: `${id ?? 0} rue Test`,
  address2: null,
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2X 1Y4',
  delivery_zone: zone,
  window_from: null,
  window_to: null,
  driver_notes: null,
});
const book = [
  address(null, null, 'montreal-laval'),
  address(11, 'Event hall', 'north-south-shore'),
  address(12, 'Second shop', null),
];

const original = {
  id: 40,
  number: 'S-40',
  customer_id: 7,
  customer_name: 'Fleuriste Test',
  type: 'order',
  status: 'pending',
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: '2026-05-04',
  po_number: null,
  notes: null,
  invoice_number: null,
  total_cents: 34_493,
  lines: [{ product_id: 3, name_en: 'Rose', name_fr: 'Rose', quantity: 1, unit_price_cents: 30_000 }],
} as unknown as Order;

/** The server: the customer, their addresses, where order 40 goes, and the saves. */
function server(placedAt: DeliveryAddress) {
  return fakeApi((call: ApiCall): [number, unknown] => {
    if (call.path === '/customer/7')
      return [200, { success: true, data: { customer: { id: 7, businessName: 'Fleuriste Test', city: 'Laval' } } }];
    if (call.path === '/customers/7/delivery-addresses') return [200, { success: true, data: { addresses: book } }];
    if (call.path === '/Orders/40/delivery-address') return [200, { success: true, data: { address: placedAt } }];
    if (call.method === 'POST' || call.method === 'PUT')
      return [200, { success: true, message: 'Saved', data: { order: { id: 40 } } }];
    return [404, { success: false, message: 'Not found' }];
  });
}

/**
 * The edit form of order 40, its address choice once loaded. jsdom shows the form's selects at
 * their first option whatever the form holds (a browser shows the order's; e2e
 * delivery-addresses.spec.ts checks it there): they are set as the browser shows them.
 */
async function editOrder() {
  renderScreen(<TicketForm mode="edit" original={original} />, '/admin/tickets/edit/:id', '/admin/tickets/edit/40');
  const choice = await screen.findByRole('combobox', { name: 'Deliver to' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Delivery or pickup' }), 'delivery');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /zone/i }), 'montreal-laval');
  return choice;
}

const saved = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT').at(-1)?.body;
const staff: AuthUser = { id: 1, role: 'admin', name: 'Staff', language: 'en', roles: ['office'] };

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser(staff));
afterEach(clearSession);

describe('the staff order form’s delivery address', () => {
  it('starts an edited order at the address it was placed with, and keeps it when left alone', async () => {
    const calls = server(book[1]!);
    const choice = await editOrder();
    await waitFor(() => expect(choice).toHaveValue('11'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(saved(calls)).not.toHaveProperty('delivery_address_id');
  });

  it('sends the address chosen, and takes its zone', async () => {
    const calls = server(book[0]!);
    const choice = await editOrder();
    await waitFor(() => expect(choice).toHaveValue(''));
    await userEvent.selectOptions(choice, '11');
    expect(screen.getByRole('combobox', { name: /zone/i })).toHaveValue('north-south-shore');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(saved(calls)).toMatchObject({ delivery_address_id: 11, delivery_zone: 'north-south-shore' }),
    );
  });

  it('sends null to go back to the profile’s address', async () => {
    const calls = server(book[1]!);
    const choice = await editOrder();
    await waitFor(() => expect(choice).toHaveValue('11'));
    await userEvent.selectOptions(choice, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved(calls)).toMatchObject({ delivery_address_id: null }));
  });

  it('sends the original’s address with a duplicate, and none when the original went to the profile’s', async () => {
    for (const [placedAt, sent] of [
      [book[1]!, { delivery_address_id: 11 }],
      [book[0]!, {}],
    ] as const) {
      const calls = server(placedAt);
      renderScreen(
        <TicketForm mode="duplicate" original={original} />,
        '/admin/tickets/duplicate/:id',
        '/admin/tickets/duplicate/40',
      );
      const choice = await screen.findByRole('combobox', { name: 'Deliver to' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Delivery or pickup' }), 'delivery');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /zone/i }), 'montreal-laval');
      await waitFor(() => expect(choice).toHaveValue(String(placedAt.id ?? '')));
      await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
      await waitFor(() => expect(saved(calls)).toBeDefined());
      if ('delivery_address_id' in sent) expect(saved(calls)).toMatchObject(sent);
      else expect(saved(calls)).not.toHaveProperty('delivery_address_id');
      cleanup();
    }
  });
});
