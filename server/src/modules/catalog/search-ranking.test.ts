import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shop/contract';
import { systemClock } from '../../lib/clock.js';
import { seedDemoCatalog } from '../../seed/demo-catalog.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';

/**
 * The product search against the demo catalogue (issue 34, item 1): what a clerk or a florist
 * types, in either language, and the product that must come first, in every place that searches
 * products: the staff order form's picker, Ctrl+K, the shop and the inventory list.
 */
// prettier-ignore
const FIRST: [language: Language, query: string, first: string][] = [
  // The issue's own: run-together fragments, colour words of the other language.
  ['fr', 'roswhit60', 'Rose Mondial blanche 60 cm'],
  ['en', 'roswhit60', 'Rose Mondial White 60 cm'],
  ['en', 'rosrouge60', 'Rose Freedom Red 60 cm'],
  ['fr', 'rosrouge60', 'Rose Freedom rouge 60 cm'],
  ['fr', 'rosred60', 'Rose Freedom rouge 60 cm'],
  ['en', 'rosred60', 'Rose Freedom Red 60 cm'],
  ['fr', 'rosjau50', 'Rose Tara jaune 50 cm'],
  ['en', 'rosyel60', 'Rose Brighton Yellow 60 cm'],
  ['fr', 'minigerbjaune', 'Mini-gerbera jaune 40 cm'],
  ['en', 'minigerbred', 'Mini Gerbera Red 40 cm'],
  ['fr', 'chrysblanc', 'Chrysanthème disbud blanc 70 cm'],
  ['fr', 'santvert', 'Santini vert 70 cm'],
  ['fr', 'pittvert', 'Pittosporum vert'],
  ['en', 'pittgreen', 'Pittosporum Green'],
  ['fr', 'pittpan', 'Pittosporum panaché'],
  ['fr', 'eucgrain', 'Eucalyptus à graines'],
  ['en', 'gypsopink', 'Gypsophila Tinted Pink'],
  ['en', 'waxpurple', 'Waxflower Purple'],
  ['fr', 'petlyorose', 'Pétales lyophilisés de rose rose pâle'],
  // Words with spaces, in order: name, variety, colour (either language), length.
  ['fr', 'rose blanche 40', 'Rose Athena blanche 40 cm'],
  ['en', 'rose white 50', 'Rose Athena White 50 cm'],
  ['en', 'rose jaune 60', 'Rose Brighton Yellow 60 cm'],
  ['fr', 'rose yellow 40', 'Rose Tara jaune 40 cm'],
  ['en', 'rose 70', 'Rose Freedom Red 70 cm'],
  ['fr', 'rose rose 50', 'Rose Nena rose pâle 50 cm'],
  ['en', 'gerbera rouge', 'Gerbera Red 50 cm'],
  ['fr', 'gerbera red', 'Gerbera rouge 50 cm'],
  ['fr', 'gerbera rose', 'Gerbera rose 50 cm'],
  ['en', 'gerbera pink', 'Gerbera Pink 50 cm'],
  ['en', 'disbud blanc', 'Disbud Chrysanthemum White 70 cm'],
  ['en', 'santini vert', 'Santini Green 70 cm'],
  ['fr', 'pompon jaune', 'Pompon coussin jaune 70 cm'],
  ['en', 'cushion lavande', 'Cushion Pom Lavender 70 cm'],
  ['en', 'spray rose white', 'Spray Rose Snowflake White 50 cm'],
  ['fr', 'rose branchue rouge', 'Rose branchue Rubicon rouge 50 cm'],
  ['en', 'garden rose peach', 'Garden Rose Juliet 50 cm'],
  ['fr', 'rose de jardin blanc', 'Rose de jardin Patience 50 cm'],
  ['en', 'pink floyd 70', 'Rose Pink Floyd Hot pink 70 cm'],
  ['en', 'petals rose', 'Fresh Rose Petals Pink'],
  ['fr', 'petales lyophilises rose', 'Pétales lyophilisés de rose rose pâle'],
  ['en', 'anthurium rouge', 'Anthurium Red Large'],
  ['fr', 'anthurium white', 'Anthurium blanc'],
  ['en', 'orchid white', 'Cymbidium Orchid White'],
  ['fr', 'orchidee rose', 'Orchidée cymbidium rose'],
  ['fr', 'protea rose', 'Protéa royale'],
  ['en', 'eucalyptus 70', 'Eucalyptus Silver Dollar'],
  ['fr', 'gypsophile bleu', 'Gypsophile teintée bleue'],
  ['fr', 'fleur de cire violet', 'Fleur de cire violette'],
  ['en', 'hypericum vert', 'Hypericum Green'],
  ['fr', 'millepertuis red', 'Millepertuis rouge'],
  ['en', 'satin ribbon rouge', 'Satin Ribbon Red 25 mm × 50 m, box of 10'],
  ['fr', 'ruban blanc', 'Ruban satin blanc 25 mm × 50 m, boîte de 10'],
  ['en', 'vase white', 'Ceramic Vase White 20 cm, box of 6'],
  ['en', 'bouquet red', 'Bouquet of 12 Red Roses, sleeved'],
  ['fr', 'bouquet blanc', 'Bouquet de 6 roses blanches et eucalyptus'],
  // A product's code, as a scanner or the Ctrl+K link types it.
  ['en', 'RO-BRIGHT-60', 'Rose Brighton Yellow 60 cm'],
  ['fr', 'ro-tara-40', 'Rose Tara jaune 40 cm'],
];

let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db, systemClock, t.app.files);
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
}, 120_000);
afterAll(() => t.close());

type Named = { name_en: string; name_fr: string };

async function firstOf(url: string, cookie: string, language: Language, list: 'products' | 'items' = 'products') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...withCookie(cookie).headers, 'x-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json() as { data: Record<typeof list, Named[]> }).data[list];
  return rows.map((p) => (language === 'fr' ? p.name_fr : p.name_en))[0];
}

describe('product search ranking on the demo catalogue (issue 34, item 1)', () => {
  it('has at least 30 queries in each language', () => {
    expect(FIRST.filter(([l]) => l === 'en').length + FIRST.filter(([l]) => l === 'fr').length).toBeGreaterThanOrEqual(
      30,
    );
    expect(new Set(FIRST.map(([l]) => l))).toEqual(new Set(['en', 'fr']));
  });

  it("lists only the colour and length asked for the issue's searches, in either language", async () => {
    const cases: [Language, string, string][] = [
      ['en', 'rosrouge60', 'red'],
      ['fr', 'rosred60', 'red'],
      ['en', 'roswhit60', 'white'],
      ['fr', 'roswhit60', 'white'],
    ];
    for (const [language, query, colour] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?search=${query}&sort=relevance&limit=8`,
        headers: { ...withCookie(staff).headers, 'x-language': language },
      });
      const products = (res.json() as { data: { products: { color: string; length_cm: number }[] } }).data.products;
      expect(products.length, query).toBeGreaterThan(0);
      for (const p of products)
        expect({ query, color: p.color, length: p.length_cm }).toEqual({ query, color: colour, length: 60 });
    }
  });

  it.each(FIRST)('%s "%s" first finds %s', async (language, query, first) => {
    const search = encodeURIComponent(query);
    // The staff order form's picker, Ctrl+K (inactive products too), the shop, the inventory list.
    const picker = await firstOf(`/api/products?search=${search}&sort=relevance&limit=8`, staff, language);
    const ctrlK = await firstOf(`/api/products?search=${search}&sort=relevance&active=all&limit=4`, staff, language);
    const shop = await firstOf(`/api/products?search=${search}&page=1&limit=24`, customer, language);
    const inventory = await firstOf(`/api/inventory?search=${search}`, staff, language, 'items');
    expect({ picker, ctrlK, shop, inventory }).toEqual({ picker: first, ctrlK: first, shop: first, inventory: first });
  });
});
