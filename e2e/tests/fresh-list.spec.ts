import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// The fresh list (issue 39, item 5): its settings for the owner, the florist's choice in their
// profile, and the unsubscribe link that needs no sign-in. Each test leaves things as it found them.

test('the owner sets the fresh list’s hour, kept across a reload', async ({ page }) => {
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Back-office sections' })
    .getByRole('link', { name: 'Fresh list' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh list' })).toBeVisible();
  const enabled = page.getByRole('checkbox', { name: 'Send the fresh list' });
  const hour = page.getByLabel('Hour (Montreal time)');
  const was = { on: await enabled.isChecked(), at: await hour.inputValue() };
  await enabled.setChecked(!was.on);
  await hour.fill(was.at === '06:45' ? '07:15' : '06:45');
  const set = await hour.inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The fresh list settings are saved.')).toBeVisible();
  await page.reload();
  await expect(enabled).toBeChecked({ checked: !was.on });
  await expect(hour).toHaveValue(set);
  // As it was.
  await enabled.setChecked(was.on);
  await hour.fill(was.at);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The fresh list settings are saved.')).toBeVisible();
});

test('a florist asks for the fresh list in their profile, and can stop it', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/customer');
  const box = page.getByRole('checkbox', { name: 'Send me the fresh list' });
  await expect(box).toBeEnabled();
  const was = await box.isChecked();
  await box.click();
  await expect(box).toBeChecked({ checked: !was });
  await expect(box).toBeEnabled();
  await page.reload();
  await expect(box).toBeChecked({ checked: !was });
  await box.click();
  await expect(box).toBeChecked({ checked: was });
  await expect(box).toBeEnabled();
});

test('an unsubscribe link that is not valid changes nothing and says so, signed out, in French too', async ({
  page,
}) => {
  await page.goto('/unsubscribe?token=not-a-token-of-ours');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the fresh list' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or was already used: nothing was changed.');
  await page.goto('/fr/unsubscribe?token=not-a-token-of-ours');
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('alert')).toContainText('n’est pas valide ou a déjà servi');
});
