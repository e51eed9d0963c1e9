import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage, signOut, uniqueEmail } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';

/** RFC 6238's code of a 30-second step for a base32 key: what the authenticator app would show. */
function codeAt(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
/** The next step's code: accepted (one step early is) and never the one already used. */
const nextCode = (secret: string) => codeAt(secret, Math.floor(Date.now() / 30_000) + 1);

/** A new counter clerk with a password, made through the API as the owner would. */
async function newClerk(request: APIRequestContext, name = 'Noé Deux-Étapes') {
  const email = uniqueEmail('two-step');
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const invited = await request.post('/api/staff', {
    data: { email, name, language: 'en', roles: ['counter'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await request.post('/api/auth/logout');
  const mail = await lastMailTo(email, '/set-password?token=');
  const token = /set-password\?token=([\w-]+)/.exec(mail)![1]!;
  const password = 'Renoncules-En-Deux-2027';
  expect((await request.post('/api/auth/set-password', { data: { token, password } })).status()).toBe(200);
  return { email, password };
}

/**
 * Issue 15, part 5: a staff member sets up two-step sign-in on their account page (the key shown
 * gives the codes here), keeps the recovery codes, and signs in again with a code, then with a
 * recovery code.
 */
test('a staff member sets up two-step sign-in and signs in with a code, then a recovery code', async ({
  page,
  request,
}) => {
  // Four sign-ins, each hashing a password: 42 s of the 60 in CI on a quiet machine.
  test.slow();
  const clerk = await newClerk(request);
  await signInThroughPage(page, clerk.email, clerk.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const code = page.getByRole('textbox', { name: /^6-digit code/ });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(codeAt(secret, Math.floor(Date.now() / 30_000)));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const recovery = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(recovery).toHaveCount(10);
  const recoveryCode = (await recovery.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // The password, then the app's code.
  await signInThroughPage(page, clerk.email, clerk.password);
  const step = page.getByRole('textbox', { name: /^Code/ });
  await expect(step).toBeFocused();
  await step.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Signed in: back to the page signing out left (the router keeps it), or the first section.
  await expect(page).toHaveURL(/\/admin\/(customers|account)$/);
  await signOut(page);

  // The password, then a recovery code; the same code does not serve twice.
  await signInThroughPage(page, clerk.email, clerk.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: /^Recovery code/ }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Signed in: back to the page signing out left (the router keeps it), or the first section.
  await expect(page).toHaveURL(/\/admin\/(customers|account)$/);
  await page.goto('/admin/account');
  await expect(page.getByText('Two-step sign-in is on. 9 recovery codes left.')).toBeVisible();
});

/**
 * Issue 15: a member who lost their phone and their recovery codes. The owner resets their
 * two-step sign-in from /admin/staff (after a confirmation): the member is signed out, told by
 * e-mail, and signs in with the password alone.
 */
test('the owner resets a member’s two-step sign-in: signed out, e-mailed, password alone again', async ({
  page,
  request,
}) => {
  // Two accounts, an enrolment and a page journey: longer than one screen's test.
  test.slow();
  const name = `Noé Perdu ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const clerk = await newClerk(request, name);
  // The clerk enrols (through the API, as the page does in the test above).
  expect(
    (await request.post('/api/auth/login', { data: { email: clerk.email, password: clerk.password } })).status(),
  ).toBe(200);
  const started = await request.post('/api/auth/totp/start');
  const secret = ((await started.json()) as { data: { secret: string } }).data.secret;
  const confirmed = await request.post('/api/auth/totp/confirm', {
    data: { code: codeAt(secret, Math.floor(Date.now() / 30_000)) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect((await request.get('/api/auth/me')).status()).toBe(200);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/admin/staff');
  const reset = page.getByRole('button', { name: `Reset the two-step sign-in of ${name}` });
  await reset.click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset two-step sign-in' });
  await expect(dialog).toContainText('will be signed out everywhere and told by e-mail');
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-step sign-in reset' })).toBeVisible();
  // Nothing left to reset: the action goes.
  await expect(reset).toHaveCount(0);

  // The member's session has ended; the e-mail tells them; the password alone signs in.
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  expect(await lastMailTo(clerk.email, 'two-step sign-in')).toContain('signed you out everywhere');
  const signedIn = await request.post('/api/auth/login', { data: { email: clerk.email, password: clerk.password } });
  expect(signedIn.status()).toBe(200);
  const body = (await signedIn.json()) as { data: { second_step?: unknown; user?: { name: string } } };
  expect(body.data.second_step).toBeUndefined();
  expect(body.data.user?.name).toBe(name);
});
