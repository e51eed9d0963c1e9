import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenInvoice } from '@shop/contract/receivables';
import { initI18n, loadFeatureTexts } from '@/i18n';
import { fakeApi, renderScreen } from '@/test/screen';
import { ReceivePaymentForm } from './receive-payment';

afterEach(() => vi.unstubAllGlobals());

// Issue 34, item 4: 263,29 $ meant for order 100266 settled the older F-000051.
const invoice = (order_id: number, invoice_number: string, number: string, owed: number, due_on: string) =>
  ({
    order_id,
    number,
    invoice_number,
    invoiced_on: due_on,
    due_on,
    total_cents: owed,
    paid_cents: 0,
    balance_due_cents: owed,
    days_overdue: 0,
  }) satisfies OpenInvoice;
const invoices = [
  invoice(51, 'F-000051', '100201', 50_000, '2026-11-02'),
  invoice(66, 'F-000066', '100266', 26_329, '2026-11-20'),
];

async function renderForm(language: 'en' | 'fr', orderId?: number) {
  await initI18n(language);
  await loadFeatureTexts(language);
  const calls = fakeApi(() => [200, { success: true, data: { message: 'ok', data: {} } }]);
  const onDone = vi.fn();
  renderScreen(
    <ReceivePaymentForm customerId={7} invoices={invoices} orderId={orderId} onDone={onDone} />,
    '/:lang/pay',
    `/${language}/pay`,
  );
  return { calls, onDone, user: userEvent.setup() };
}

const settlement = () => screen.getByTestId('settlement');

describe('ReceivePaymentForm', () => {
  it("starts from the clerk's order: its invoice ticked, its balance typed the French way, and pays it", async () => {
    const { calls, onDone, user } = await renderForm('fr', 66);
    expect(screen.getByLabelText(/Montant/)).toHaveValue('263,29');
    expect(screen.getByRole('checkbox', { name: /F-000066/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /F-000051/ })).not.toBeChecked();
    expect(settlement().textContent).toContain('Ce paiement règle\u00a0: F-000066 (263,29\u00a0$)');
    expect(settlement().textContent).toContain('Reste en crédit ouvert\u00a0: 0,00\u00a0$');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ customer_id: 7, amount_cents: 26_329, order_ids: [66] });
    expect(onDone).toHaveBeenCalled();
  });

  it('lists the open invoices oldest first, and says the oldest are paid when none is ticked', async () => {
    const { calls, user } = await renderForm('en');
    const boxes = within(screen.getByRole('group', { name: 'Invoices it pays' })).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('value'))).toEqual(['51', '66']);
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    await user.type(screen.getByLabelText(/Amount/), '600');
    expect(settlement()).toHaveTextContent('This payment pays: F-000051 ($500.00), F-000066 ($100.00)');
    await user.click(boxes[1]!);
    expect(settlement()).toHaveTextContent('This payment pays: F-000066 ($263.29)');
    expect(settlement()).toHaveTextContent('Stays open credit: $336.71');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount_cents: 60_000, order_ids: [66] });
  });

  it('refuses an amount it cannot read, without sending', async () => {
    const { calls, user } = await renderForm('en');
    await user.type(screen.getByLabelText(/Amount/), '1,234');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(screen.getByLabelText(/Amount/)).toBeInvalid();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
