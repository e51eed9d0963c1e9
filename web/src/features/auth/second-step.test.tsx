import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, readAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { LoginForm } from './login-form';

vi.mock('@/components/captcha/captcha-field', () => ({ CaptchaField: () => null }));

beforeAll(loadEnglishTexts);
afterEach(() => clearSession());

const owner = { id: 1, role: 'admin', name: 'Owner', language: 'en', roles: ['owner'] };

async function passwordStep(answer: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answer);
  const router = renderScreen(<LoginForm />, '/login', '/login');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'owner@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Pivoines-Roses-Lys-2026' } });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return { calls, router };
}

describe('the second step of a staff sign-in (issue 15, part 5)', { timeout: 20_000 }, () => {
  it('asks for the app’s code (one-time-code), or a recovery code, then signs in', async () => {
    const { calls, router } = await passwordStep((call) =>
      call.path === '/auth/login'
        ? [200, { success: true, data: { second_step: { token: 'pending-token-0123456789', expires_at: 'x' } } }]
        : call.path === '/auth/login/second-step'
          ? [200, { success: true, data: { user: owner } }]
          : [404, { success: false, error: 'Not Found', message: 'Not found' }],
    );
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(readAuthUser()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByRole('textbox', { name: /^Recovery code/ });
    expect(recovery).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('elsewhere');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/login/second-step',
      body: { token: 'pending-token-0123456789', code: '123456' },
      language: 'en',
    });
    expect(readAuthUser()?.id).toBe(1);
    expect(router.state.location.pathname).toBe('/admin/customers');
  });

  it('goes back to the password when the step expired, saying why', async () => {
    await passwordStep((call) =>
      call.path === '/auth/login'
        ? [200, { success: true, data: { second_step: { token: 'pending-token-0123456789', expires_at: 'x' } } }]
        : [401, { success: false, error: 'SecondStepExpired', message: 'This sign-in has expired.' }],
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a member who must set it up to their account page', async () => {
    const { router } = await passwordStep(() => [
      200,
      { success: true, data: { user: { ...owner, totp_enrolment_required: true } } },
    ]);
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/admin/account');
  });
});
