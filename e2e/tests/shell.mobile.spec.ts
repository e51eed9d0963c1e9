import { expect, test } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// The desktop project runs this file too: both look at the header on a 360 px phone.
test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, the menu welcomes the signed-in customer (SPEC §2 navigation labels)', async ({ page }) => {
  await signInAsDemoCustomer(page);
  // A florist signs in to the shop (issue 17).
  await expect(page).toHaveURL(/\/customer\/tickets\/create$/);
  // The address changes before the shop has rendered: until then the sign-in page's frame stays
  // on screen, and a menu opened in it closes as the shop's frame replaces it (a navigation).
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.locator('p', { hasText: /^Welcome, \S/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
});
