import {
  customerIdFromStaffMail,
  decideAsAdmin,
  DEMO_ADMIN,
  requestAccount,
  signInThroughPage,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';

test.describe('staff manage customers', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test('approve a pending request from the list', async ({ page, request }) => {
    const account = await requestAccount(request, { businessName: `Pivoine ${Date.now()}` });
    await page.getByRole('tab', { name: /Pending requests/ }).click();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(account.businessName);
    const row = page.getByRole('row').filter({ hasText: account.businessName });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customer approved.' })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Active', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: account.businessName }).getByText('Active')).toBeVisible();
    expect(await lastMailTo(account.emailAddress, 'Your account is approved')).toContain('Your account is approved');
    // A click anywhere on the row, not only on its link, opens the customer.
    await page.getByRole('row').filter({ hasText: account.businessName }).getByText('Active').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.businessName);
  });

  test('create a customer, who receives the set-password e-mail; then edit it', async ({ page }) => {
    const email = uniqueEmail('created');
    await page.getByRole('link', { name: 'New customer' }).click();
    const fill = (name: string, value: string) => page.getByRole('textbox', { name, exact: true }).fill(value);
    await fill('Business name', 'Fleurs du Quartier');
    await fill('NEQ or tax number', '1172223333');
    await page.getByLabel('Business type').selectOption('florist');
    await fill("Business owner's name", 'Rosalie Martin');
    await fill('Email address', email);
    await page.getByLabel('Preferred language').selectOption('en');
    await fill('Phone number', '514-555-0177');
    await fill('Address', '55 rue Beaubien Est');
    await fill('City', 'Montréal');
    await fill('Postal code', 'H2S 1R1');
    await fill('Credit limit', '1500');
    await page.getByLabel('Document (tax certificate…)').setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'New customer' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fleurs du Quartier');
    // The credit limit in the customer's facts (the History panel shows it too, as a change).
    await expect(page.getByRole('definition').filter({ hasText: '$1,500.00' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Document: certificate.pdf' })).toBeVisible();
    const mail = await lastMailTo(email);
    expect(mail).toContain('Your account is ready');
    expect(mail).toMatch(/\/set-password\?token=/);
    // Staff see what was sent to whom (PRODUCT.md, E-mail).
    await expect(
      page.getByRole('region', { name: 'E-mails sent' }).getByText('Your account is ready: choose your password'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Laval');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer updated.')).toBeVisible();
    await expect(page.getByText('55 rue Beaubien Est, Laval (QC) H2S 1R1')).toBeVisible();
  });

  test('notes holding HTML show as text; add and delete', async ({ page, request }) => {
    const account = await requestAccount(request);
    const id = await customerIdFromStaffMail(account.emailAddress);
    await page.goto(`/admin/customers/view/${id}`);
    const html = '<img src=x onerror="document.title=\'pwned\'"><b>Call before 7</b>';
    await page.getByRole('textbox', { name: 'New note' }).fill(html);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note added successfully' })).toBeVisible();
    await expect(page.getByText(html)).toBeVisible();
    expect(await page.locator('#notes-title ~ ul b').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');

    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note deleted successfully' })).toBeVisible();
    await expect(page.getByText('No notes yet.')).toBeVisible();
  });

  test('receive a payment and see the balance change; set monthly billing; deactivate', async ({ page, request }) => {
    const account = await requestAccount(request);
    const id = await decideAsAdmin(request, account.emailAddress, true);
    await page.goto(`/admin/customers/view/${id}`);
    await expect(page.getByTestId('balance')).toHaveText('$0.00');
    await page.getByRole('button', { name: 'Receive payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive payment' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('abc');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await expect(dialog.getByText('Enter an amount in dollars')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('125.50');
    await dialog.getByLabel('Method').selectOption('interac');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('INT-2026-11');
    await dialog.getByLabel('Taken').selectOption('driver');
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('-$125.50');
    const row = page.getByRole('row').filter({ hasText: 'INT-2026-11' });
    await expect(row).toContainText('$125.50');
    await expect(row).toContainText('By a driver');

    await page.getByLabel('Invoice type').selectOption('monthly');
    await expect(page.getByRole('status').filter({ hasText: 'Invoice type updated.' })).toBeVisible();

    // Deactivating asks first (issue 34, item 7).
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('alertdialog', { name: /^Deactivate / })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Customer deactivated.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Inactive')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('a customer edits their profile and language', async ({ page, request }) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);

  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  // The header's link: the page signing in lands on may also show the account's own sections.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { name: account.businessName })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  await page.getByRole('textbox', { name: 'Cell phone' }).fill('438 555 0190');
  await page.getByLabel('Preferred language').selectOption('fr');
  // Order e-mails: all on at first; they keep only some.
  const notices = page.getByRole('group', { name: 'E-mail me when an order is' });
  await expect(notices.getByRole('checkbox', { checked: true })).toHaveCount(5);
  await notices.getByRole('checkbox', { name: 'Confirmed' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is updated.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Cell phone' })).toHaveValue('438 555 0190');
  await expect(notices.getByRole('checkbox', { name: 'Confirmed' })).not.toBeChecked();
  await expect(notices.getByRole('checkbox', { name: 'Delivered' })).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Current password' }).fill('not-it');
  await page.getByRole('textbox', { name: 'New password' }).fill('Marguerites-Au-Soleil-2026');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The current password is not right.')).toBeVisible();
});

test('the customer screens work at 360 px: the table scrolls instead of overflowing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a customer's own account page fits 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPage(page, 'client@demo.fleurs.test', 'Demo-Client-2026!');
  await expect(page).toHaveURL(/\/customer\/tickets\/create$/);
  await page.goto('/customer');
  await expect(page.getByTestId('balance')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
