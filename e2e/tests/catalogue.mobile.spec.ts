import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { catalogueFile, catalogueRow as row, createBoxedRose } from '../support/catalogue';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 36 on a 360 px phone: the shop's filters with their counts in a bottom sheet, and the
// staff's catalogue import preview.
test.skip(({ isMobile }) => !isMobile, 'a phone journey, run by the mobile project');

/** A word of letters only, the test's own: the shop's search finds its products by it. */
const ownWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The page never scrolls sideways at 360 px. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** A product with its colour, length and origin, 50 stems in stock, created by the demo admin through the API. */
async function flower(
  request: APIRequestContext,
  word: string,
  { colour, length, origin }: { colour: string; length: number; origin: string },
) {
  const colours = (await (await request.get('/api/colours')).json()) as {
    data: { colours: { id: number; name_en: string }[] };
  };
  const colourId = colours.data.colours.find((c) => c.name_en === colour)!.id;
  const sku = `E2E-FAC-${word}-${colour}`;
  const name = `Peony ${word} ${colour.toLowerCase()}`;
  const created = await request.post('/api/products', {
    data: {
      sku,
      name_en: name,
      name_fr: `Pivoine ${word} ${colour.toLowerCase()}`,
      category: 'roses',
      colour_id: colourId,
      length_cm: length,
      origin,
      fresh: true,
      active: true,
      sections: ['all-products'],
      packs: [{ kind: 'stem', units: 1, price_cents: 150, active: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { product: { id: number } } };
  const received = await request.post('/api/inventory/movements', {
    data: { product_id: data.product.id, quantity: 50, reason: 'receipt' },
  });
  expect(received.status(), await received.text()).toBeLessThan(300);
  return name;
}

test('on a phone, the shop’s filters open in a bottom sheet, each choice with its count, and narrow the list', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  const word = ownWord();
  const red = await flower(request, word, { colour: 'Red', length: 60, origin: 'EC' });
  const white = await flower(request, word, { colour: 'White', length: 50, origin: 'KE' });

  await signInAsDemoCustomer(page);
  await page.goto('/customer/tickets/create');
  await page.getByRole('searchbox', { name: 'Product Name' }).fill(word);
  await expect(page.getByRole('article', { name: red })).toBeVisible();
  await expect(page.getByRole('article', { name: white })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Filters', exact: true });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Filter the products' });
  await expect(sheet).toBeVisible();
  // The sheet sits at the bottom of the screen, the whole width of the phone.
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(360);
  expect(Math.round(box.y + box.height)).toBe(740);
  await fitsThePhone(page);
  // The counts among what the search found: one product of each colour, length and origin.
  const colour = sheet.getByRole('combobox', { name: 'Colour' });
  await expect(colour.getByRole('option', { name: 'Red (1)' })).toBeAttached();
  await expect(colour.getByRole('option', { name: 'White (1)' })).toBeAttached();
  await expect(
    sheet.getByRole('combobox', { name: 'Length' }).getByRole('option', { name: '60 cm (1)' }),
  ).toBeAttached();
  const origin = sheet.getByRole('combobox', { name: 'Origin' });
  await expect(origin.getByRole('option', { name: 'Ecuador (1)' })).toBeAttached();
  await expect(origin.getByRole('option', { name: 'Kenya (1)' })).toBeAttached();
  await expect(sheet.getByRole('button', { name: 'Show 2 products' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Red chosen: the origins count the red ones only, and the sheet says what it will show.
  await colour.selectOption({ label: 'Red (1)' });
  await expect(origin.getByRole('option', { name: 'Kenya (1)' })).not.toBeAttached();
  await expect(origin.getByRole('option', { name: 'Ecuador (1)' })).toBeAttached();
  await sheet.getByRole('button', { name: 'Show 1 product' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1 chosen)' })).toBeFocused();
  await expect(page.getByRole('article', { name: red })).toBeVisible();
  await expect(page.getByRole('article', { name: white })).toBeHidden();
  await fitsThePhone(page);

  // Cleared from the sheet, both come back.
  await page.getByRole('button', { name: 'Filters (1 chosen)' }).click();
  await sheet.getByRole('button', { name: 'Clear the filters' }).click();
  await sheet.getByRole('button', { name: 'Show 2 products' }).click();
  await expect(page.getByRole('article', { name: white })).toBeVisible();
});

test('on a phone, staff preview a catalogue file: new, changed and refused rows fit the screen', async ({ page }) => {
  const word = ownWord();
  // Codes of 38 characters with no hyphen to break at: wider than the phone's dialog.
  const kept = `E2E_IMPM_${word}_A_RATHER_LONG_CODE`;
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const packId = await createBoxedRose(page.request, {
    sku: kept,
    name_en: `Import peony ${word}`,
    name_fr: `Pivoine importée ${word}`,
  });
  const file = await catalogueFile([
    {
      ...row(kept, `Import peony ${word}`),
      name_fr: `Pivoine renommée ${word} avec un nom bien plus long qu’avant pour la vitrine`,
      pack_id: packId,
      pack_price: 75,
    },
    row(`E2E_NEWM_${word}_A_RATHER_LONG_CODE`, `New ranunculus ${word}`),
    { ...row(`E2E-BADM-${word}`, `Refused tulip ${word}`), category: 'no-such-category' },
  ]);

  await page.goto('/admin/inventory');
  await page.getByRole('button', { name: 'Import or export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import or export the catalogue' });
  await dialog.getByLabel('Edited catalogue (XLSX or CSV)').setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'New: 1 · Changed: 1' })).toContainText('Refused rows: 1');
  await expect(dialog.getByText('Row 4, category: No category has this code.')).toBeVisible();
  const changed = dialog.getByRole('listitem').filter({ hasText: `Row 2: ${kept}` });
  await expect(changed).toContainText(`pack ${packId} pack_price: 80 → becomes 75`);
  // Within the phone's width: the dialog, and every line of the preview in it (long codes wrap).
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const overflowing = await dialog.evaluate((el) =>
    [...el.querySelectorAll('li, p, h3')]
      .filter((item) => item.scrollWidth > item.clientWidth + 1 || item.getBoundingClientRect().right > 360)
      .map((item) => item.textContent),
  );
  expect(overflowing).toEqual([]);
  await fitsThePhone(page);
  // A refused row: nothing can be applied.
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
