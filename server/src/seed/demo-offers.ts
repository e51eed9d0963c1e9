import type { Db } from '../db/connection.js';
import { businessDate } from '../lib/business-date.js';
import type { Clock } from '../lib/clock.js';
import { addDays } from '@shop/contract';
import { insertOffer } from '../modules/offers/repository.js';

async function productIds(db: Db, skuPrefix: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('sku', 'like', `${skuPrefix}%`)
    .where('active', '=', 1)
    .orderBy('sku')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Two offers (issue 5): one running now with a percentage off, one next week at fixed prices. */
export async function seedDemoOffers(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = businessDate(now);
  const roses = await productIds(db, 'RO-', 6);
  const greens = await productIds(db, 'GR-', 4);
  await insertOffer(
    db,
    {
      title_en: 'Rose week: 15% off Ecuadorian roses',
      title_fr: 'Semaine de la rose : 15 % de rabais sur les roses de l’Équateur',
      text_en: 'Long stems, big heads, fresh from the farm on Tuesday. While quantities last.',
      text_fr: 'Longues tiges, grosses têtes, arrivées de la ferme mardi. Jusqu’à épuisement des stocks.',
      starts_on: addDays(today, -2),
      ends_on: addDays(today, 12),
      published: true,
      items: roses.map((product_id) => ({ product_id, percent_off: 15 })),
    },
    now.toISOString(),
  );
  await insertOffer(
    db,
    {
      title_en: 'Greens at a fixed price',
      title_fr: 'Feuillages à prix fixe',
      text_en: 'Salal, eucalyptus and ruscus at one price per bunch for your event work.',
      text_fr: 'Salal, eucalyptus et ruscus à prix unique la botte pour vos événements.',
      starts_on: addDays(today, 7),
      ends_on: addDays(today, 21),
      published: true,
      items: greens.map((product_id) => ({ product_id, price_cents: 500 })),
    },
    now.toISOString(),
  );
}
