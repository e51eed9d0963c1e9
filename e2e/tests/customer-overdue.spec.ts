import { DEMO_ADMIN } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { DEMO_CUSTOMER, signInAsDemoCustomer } from '../support/shop';

type OpenInvoice = {
  order_id: number;
  invoice_number: string;
  invoiced_on: string;
  balance_due_cents: number;
  paid_cents: number;
  days_overdue: number;
};

// The demo history (server/src/seed/demo-orders.ts) leaves the demo customer's invoices of the
// last week unpaid: due on receipt, they are overdue.
test('the customer sees an overdue invoice on its order and on their invoices page', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const found = await page.request.get(`/api/customers?search=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
  const customerId = ((await found.json()) as { data: { customers: { id: number }[] } }).data.customers[0]!.id;
  const open = await page.request.get(`/api/receivables/customers/${customerId}/open-invoices`);
  const invoices = ((await open.json()) as { data: { invoices: OpenInvoice[] } }).data.invoices;
  // The most owed of the overdue ones: other tests' small payments do not settle it.
  const late = invoices.filter((i) => i.days_overdue > 1).sort((a, b) => b.balance_due_cents - a.balance_due_cents)[0];
  expect(late, 'an overdue invoice in the demo data').toBeDefined();
  const overdue = `Overdue by ${late!.days_overdue} days`;

  await signInAsDemoCustomer(page);
  await page.goto(`/customer/tickets/view/${late!.order_id}`);
  const payment = page.getByTestId('invoice-payment');
  await expect(payment).toContainText(overdue);
  await expect(payment).toContainText(/Unpaid|Partly paid/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/customer/invoice-credit?from=${late!.invoiced_on}&to=${late!.invoiced_on}`);
  const row = page
    .getByTestId('statement-entry')
    .filter({ has: page.getByRole('link', { name: `Invoice ${late!.invoice_number}, PDF` }) });
  await expect(row.getByTestId('invoice-payment')).toContainText(overdue);

  await page.goto(`/fr/customer/tickets/view/${late!.order_id}`);
  await expect(page.getByTestId('invoice-payment')).toContainText(`En retard de ${late!.days_overdue} jours`);
});
