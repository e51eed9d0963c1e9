import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { TicketActions } from './ticket-actions';

const pending = {
  id: 41,
  number: 'W-41',
  type: 'order',
  status: 'pending',
  invoice_number: null,
  invoicePdf: '',
} as unknown as Order;
const HELD = 'This order takes the customer past their credit limit: give a reason to go ahead.';

beforeAll(loadEnglishTexts);

describe('confirming an order held by credit control', () => {
  it('asks for the reason with the server’s refusal, then confirms with it', async () => {
    const calls = fakeApi((call) => {
      const body = call.body as { credit_override_reason?: string } | undefined;
      if (call.path !== '/Orders/41/update/confirmed') return [404, { success: false, message: 'Not found' }];
      return body?.credit_override_reason
        ? [200, { success: true, message: 'Order confirmed', data: { order: { id: 41 } } }]
        : [409, { success: false, message: HELD, error: 'credit_hold', field: 'credit_override_reason' }];
    });
    renderScreen(<TicketActions order={pending} />, '/admin/tickets/view/:id', '/admin/tickets/view/41');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order W-41 past credit control' });
    const reason = screen.getByRole('textbox', { name: /Credit override reason/ });
    expect(dialog).toContainElement(reason);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HELD));

    await userEvent.type(reason, 'Paid by cheque today');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with this reason' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.body)).toEqual([undefined, { credit_override_reason: 'Paid by cheque today' }]);
  });
});
