import { signInThroughPage, staffMember } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// server/src/seed/demo-customers.ts
const DEMO_BUSINESS = 'Fleuriste Les Jardins de Rosemont';

/**
 * Issue 34, item 7: a counter member (customers read-only) saw Edit, Deactivate and Delete on a
 * customer and got a 403 after filling the form. Now the customer's page offers them no write
 * action, the form's address is the 403 page, and the server still refuses a write sent directly.
 */
test('a counter member reads a customer with no write action, and a write sent to the API is still a 403', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const clerk = await staffMember(request, ['counter'], 'Lou Comptoir');
  // The demo customer's id, read as the owner (staffMember leaves `request` signed in as them).
  const found = await request.get(`/api/customers?search=${encodeURIComponent('Jardins de Rosemont')}`);
  const customers = ((await found.json()) as { data: { customers: { id: number; businessName: string }[] } }).data
    .customers;
  const id = customers.find((c) => c.businessName === DEMO_BUSINESS)!.id;

  await signInThroughPage(page, clerk.email, clerk.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  // The rest of the suite adds customers ahead of the demo one: the clerk looks it up.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(DEMO_BUSINESS);
  await expect(page.getByRole('link', { name: `View ${DEMO_BUSINESS}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New customer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Edit ${DEMO_BUSINESS}` })).toHaveCount(0);

  await page.getByRole('link', { name: `View ${DEMO_BUSINESS}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/view/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(DEMO_BUSINESS) })).toBeVisible();
  // Once the panels have their data: what the counter may do is there, and no more.
  await expect(page.getByRole('button', { name: 'Receive payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('table').or(payments.getByText('No payments yet.')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${DEMO_BUSINESS}` })).toHaveCount(0);
  for (const name of ['Deactivate', 'Activate', 'Delete', 'Add note', 'Reverse'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Allocate/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Invoice type' })).toHaveCount(0);

  // The form's address, typed: the 403 page, not a form that ends in a 403.
  await page.goto(`/admin/customers/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();

  // The server refuses the writes whatever the web shows, with the clerk's own session.
  expect((await page.request.get(`/api/customer/${id}`)).status()).toBe(200);
  const writes = [
    page.request.put(`/api/toggle/customers/${id}`, { data: { active: false, type: 'status' } }),
    page.request.delete(`/api/customers/${id}`),
    page.request.post(`/api/${id}/notes`, { data: { note_text: 'Written past the screen' } }),
  ];
  for (const reply of await Promise.all(writes)) {
    expect(reply.status()).toBe(403);
    expect(((await reply.json()) as { message: string }).message).toBe('Forbidden');
  }
  // Still active: nothing was changed.
  await page.goto(`/admin/customers/view/${id}`);
  await expect(page.getByRole('heading', { level: 1 }).getByText('Active', { exact: true })).toBeVisible();
});
