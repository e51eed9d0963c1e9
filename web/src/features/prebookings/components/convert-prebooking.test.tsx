import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { ConvertPrebooking } from './convert-prebooking';

const HELD = 'This order takes the customer past their credit limit: give a reason to go ahead.';

beforeAll(loadEnglishTexts);

describe('converting a prebooking that credit control holds', () => {
  it('asks for the reason with the server’s refusal on it, then converts with it', async () => {
    const calls = fakeApi((call) => {
      if (call.path !== '/prebooking/9') return [404, { success: false, message: 'Not found' }];
      if (call.method === 'GET') return [200, { success: true, data: { order: {}, converted: false, stock: [] } }];
      return (call.body as { credit_override_reason?: string }).credit_override_reason
        ? [200, { success: true, message: 'Converted', data: { order: { id: 9 }, back_orders: [] } }]
        : [409, { success: false, message: HELD, error: 'credit_hold', field: 'credit_override_reason' }];
    });
    const router = renderScreen(<ConvertPrebooking id={9} number="P-9" />, '/admin/prebooking', '/admin/prebooking');

    await userEvent.click(screen.getByRole('button', { name: 'Convert to order' }));
    await screen.findByText('Everything can be taken from stock.');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const reason = await screen.findByRole('textbox', { name: /Credit override reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HELD));

    await userEvent.type(reason, 'Season opening order');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tickets/view/9'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { update_inventory: true },
      { update_inventory: true, credit_override_reason: 'Season opening order' },
    ]);
  });
});
