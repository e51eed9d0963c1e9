import {
  decideAsAdmin,
  DEMO_ADMIN,
  requestAccount,
  signInThroughPage,
  signOut,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/accounts';
import { expect, test, waitForApp } from '../support/fixtures';
import { lastMailTo } from '../support/outbox';

test('sign-up with every field leads to /success, and the account waits for approval', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Request an Account' }).click();
  await expect(page.getByText('Business name is required.')).toBeVisible();

  const fill = (name: string, value: string) => page.getByRole('textbox', { name, exact: true }).fill(value);
  await fill('Business name', 'Les Fleurs de Camille');
  await fill('NEQ or tax number', '1171234567');
  await page.getByLabel('Business type').selectOption('florist');
  await fill('Business website', 'https://fleurs-camille.example');
  await fill("Business owner's name", 'Camille Roy');
  await fill("Salesperson's name", 'Luc');
  await fill('Phone number', '555-1234');
  await fill('Cell phone', '438 555 0100');
  await fill('Other phone', '450-555-0101');
  await fill('Fax number', '514-555-0102');
  await fill('Address', '1200 boulevard Saint-Laurent');
  await fill('Address (line 2)', 'Suite 200');
  await fill('City', 'Montréal');
  await page.getByLabel('Province').selectOption('QC');
  await fill('Postal code', 'H2X 2S6');
  await fill('Email address', email);
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByLabel(/^Password/).fill('password1');
  await expect(page.getByText(/Password strength: (Too Weak|Weak)/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Request an Account' }).click();
  await expect(page.getByText('Enter a valid Canadian phone number(10-15 digits)')).toBeVisible();

  await fill('Phone number', '514 555 0199');
  await page.getByRole('button', { name: 'Request an Account' }).click();
  await expect(page.getByText('Password is too weak')).toBeVisible();

  await page.getByLabel(/^Password/).fill(STRONG_PASSWORD);
  await expect(page.getByText(/Password strength: (Good|Strong)/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Request an Account' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('main')).toContainText('Registration successful. Awaiting admin approval.');

  // The applicant is e-mailed in the language they chose.
  expect(await lastMailTo(email, 'Nous avons re')).toContain('Nous avons re');

  await signInThroughPage(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Error. Your account is awaiting approval');
});

test('after approval the customer signs in, lands on the shop in their language, and the SPEC §6 redirects apply', async ({
  page,
  request,
}) => {
  // A French-speaking florist signing in from the English page: the shop opens in French (issue 17).
  const account = await requestAccount(request, { language: 'fr' });
  await decideAsAdmin(request, account.emailAddress, true);

  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/fr\/customer\/tickets\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'));
  expect(Object.keys(stored).sort()).toEqual(['id', 'language', 'name', 'role']);
  expect(stored.role).toBe('customer');
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(STRONG_PASSWORD);

  await page.goto('/fr/admin/customers');
  await expect(page).toHaveURL(/\/fr$/);
  // Opening /login signed in goes home (SPEC §6), as /admin does.
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/fr$/);
  // The reader chose French: an unprefixed path follows that choice.
  await page.goto('/admin/inventory');
  await expect(page).toHaveURL(/\/fr$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a rejected request is told so at sign-in', async ({ page, request }) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, false);
  await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('was not approved');
});

test('an admin lands on /admin/customers and is kept out of customer routes', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/fr');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
  await page.goto('/customer/tickets');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/fr\/admin\/customers$/);
});

test('sign-in messages of SPEC §5 and §8, and the Signing... state', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and Password are required.');
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByLabel(/^Password/).fill('whatever-it-is');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing...' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('Error. Invalid email or password.');
  // As every failed call (SPEC §7): an error toast too, at the bottom centre.
  const toast = page.getByRole('status').filter({ hasText: 'Error. Invalid email or password.' });
  await expect(toast).toBeVisible();
  // The bar around the message (its icon sits left of the message).
  const box = (await toast.locator('..').boundingBox())!;
  const [width, height] = await page.evaluate(() => [document.documentElement.clientWidth, window.innerHeight]);
  expect(Math.abs(box.x + box.width / 2 - width! / 2)).toBeLessThan(2);
  expect(box.y + box.height).toBeGreaterThan(height! - 100);
});

test('forgot password: the e-mail in the outbox leads to a new password', async ({ page, request }) => {
  const account = await requestAccount(request);
  await decideAsAdmin(request, account.emailAddress, true);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.emailAddress);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' }).first()).toBeVisible();

  const mail = await lastMailTo(account.emailAddress, '/set-password?token=');
  const link = /(http:\/\/\S+\/set-password\?token=[\w-]+)/.exec(mail)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  // The token leaves the address bar (history, Referer, screenshots) before the page shows.
  await expect(page).toHaveURL(/\/set-password$/);
  // The server draws the form; clicked before the app takes it over, the browser posts it itself.
  await waitForApp(page);
  const newPassword = 'Tournesols-Et-Jonquilles-2027';
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughPage(page, account.emailAddress, newPassword);
  await expect(page).toHaveURL(/\/customer\/tickets\/create$/);

  // The link works once.
  await signOut(page);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForApp(page);
  await page.getByLabel(/^Password/).fill('Encore-Un-Mot-De-Passe-2028');
  await page.getByLabel('Confirm the password').fill('Encore-Un-Mot-De-Passe-2028');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});

test.describe('a session that ends on the server', () => {
  test('signs the page out with the error and goes to /login', async ({ page, request }) => {
    const account = await requestAccount(request, { language: 'fr' });
    await decideAsAdmin(request, account.emailAddress, true);
    await signInThroughPage(page, account.emailAddress, STRONG_PASSWORD, '/fr');
    await expect(page).toHaveURL(/\/fr\/customer\/tickets\/create$/);
    await page.waitForLoadState('networkidle');
    // The session ends elsewhere (here: a sign-out with the same cookie, outside the page).
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
    // The page learns it from its next call: opening the account asks the server. (No reload: a
    // call of the old page answered 401 while it reloads would leave the new one signed out,
    // without the message.) Under load a call the home page made on its own may have met the 401
    // first and the page be on /fr/login already, without the link: either way ends below.
    const myAccount = page.getByRole('link', { name: 'Mon compte' }).first();
    // The server's error, in the reader's language (401 'Unauthorized' is 'Non autorisé' in French).
    const signedOut = page.getByRole('status').filter({ hasText: 'Non autorisé' });
    await expect(myAccount.or(signedOut).first()).toBeVisible();
    // (A short click: if the page met the 401 between these two lines, the link is gone.)
    if (!(await signedOut.isVisible())) await myAccount.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(signedOut).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  });
});
