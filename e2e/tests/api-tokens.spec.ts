import { request as http } from '@playwright/test';
import { decideAsAdmin, requestAccount, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 40, item 2: a florist makes an API token on their account's page, their own system calls
 * the API with it (a Bearer header, no cookie), and once they revoke it the next call is refused.
 */
test('a florist creates an API token, calls the API with it, revokes it and is refused', async ({ page, request, baseURL }) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);
  await signInThroughPage(page, account.emailAddress, account.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/customer');
  await page.getByRole('link', { name: 'Manage the API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const name = `Till ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('checkbox', { name: 'catalog:read' }).check();
  await page.getByRole('button', { name: 'Create the token' }).click();
  await expect(page.getByText('you will not see it again')).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^fwt_/);

  // The florist's own system: no cookie, only the header.
  const system = await http.newContext({ baseURL: baseURL!, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    expect((await system.get('/api/products')).status()).toBe(200);
    // Its scopes only: orders were not given.
    expect((await system.get('/api/customer/claims')).status()).toBe(403);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    const card = page.locator('li', { hasText: name });
    await expect(card).toContainText('catalog:read');
    await card.getByRole('button', { name: `Revoke the token ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(card).toContainText('Revoked');

    expect((await system.get('/api/products')).status()).toBe(401);
  } finally {
    await system.dispose();
  }
});
