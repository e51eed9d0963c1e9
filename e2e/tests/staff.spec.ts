import { DEMO_ADMIN, signInThroughPage, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';

/**
 * Issue 15: the owner invites a counter clerk at /admin/staff; the clerk chooses a password from
 * the e-mailed link, signs in, works the orders, and gets the 403 page on staff and exports.
 */
test('the owner invites a counter clerk, who works orders but cannot open staff or exports', async ({ page }) => {
  const email = uniqueEmail('clerk');
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Léa Comptoir');
  await dialog.getByLabel('Language').selectOption('en');
  await dialog.getByRole('checkbox', { name: /^Counter/ }).check();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited')).toBeVisible();
  await page.getByRole('button', { name: /^(Log Out|Déconnexion)$/ }).click();

  const mail = await lastMailTo(email, '/set-password?token=');
  expect(mail).toContain('You are invited to the staff back-office');
  const link = new URL(/(http:\/\/\S+\/set-password\?token=[\w-]+)/.exec(mail)![1]!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/set-password$/);
  const password = 'Gerberas-Du-Comptoir-2027';
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  // Hashing the password takes a while on a busy machine.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });

  await signInThroughPage(page, email, password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Excel exports' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('link', { name: 'New order' })).toBeVisible();

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(page.getByTestId('error-detail')).toContainText('403');
  await page.goto('/fr/admin/export-excel');
  await expect(page.getByRole('heading', { name: 'Vous ne pouvez pas ouvrir cette page' })).toBeVisible();
});
