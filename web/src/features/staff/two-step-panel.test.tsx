import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { TwoStepPanel } from './two-step-panel';

beforeAll(loadEnglishTexts);

const fresh = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-${String(i).padStart(4, '0')}`);

describe('two-step sign-in on My account', () => {
  it('renews the recovery codes with a current code and shows the new ten once', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/auth/totp' && call.method === 'GET')
        return [200, { success: true, data: { enabled: true, required: false, recovery_codes_left: 2 } }];
      if (call.path === '/auth/totp/recovery-codes') {
        const { code } = call.body as { code: string };
        if (code !== '123456')
          return [
            400,
            { success: false, error: 'InvalidCode', message: 'This code is not right, or was already used.' },
          ];
        return [200, { success: true, message: 'New codes', data: { recovery_codes: fresh } }];
      }
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<TwoStepPanel className="" />, '/admin/account', '/admin/account');

    await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await userEvent.type(within(form).getByLabelText(/6-digit code/), '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Make new codes' }));
    expect(await within(form).findByText('This code is not right, or was already used.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/6-digit code/));
    await userEvent.type(within(form).getByLabelText(/6-digit code/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the codes' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    // Once kept, they are gone from the page.
    await userEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
  });
});
