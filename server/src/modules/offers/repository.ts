import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { OfferListParams, OfferState, OfferWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { likeContains } from '../../db/like.js';
import type { Database, OffersTable } from '../../db/schema.js';

export type OfferRow = Selectable<OffersTable>;

/**
 * The SQL twin of presenter.ts offerState(): which offers are in `state` on the business day
 * `today`. Dates are 'YYYY-MM-DD' text, so comparing them as text orders them as days.
 */
export function inState(state: OfferState, today: string) {
  return (eb: ExpressionBuilder<Database, 'offers'>) => {
    switch (state) {
      case 'draft':
        return eb('offers.published', '=', 0);
      case 'scheduled':
        return eb.and([eb('offers.published', '=', 1), eb('offers.starts_on', '>', today)]);
      case 'active':
        return eb.and([
          eb('offers.published', '=', 1),
          eb('offers.starts_on', '<=', today),
          eb('offers.ends_on', '>=', today),
        ]);
      case 'expired':
        return eb.and([eb('offers.published', '=', 1), eb('offers.ends_on', '<', today)]);
    }
  };
}

/** A page of offers for the staff list, newest period first; state and title search run in SQL. */
export async function listOffers(db: Db, query: OfferListParams, today: string) {
  let base = db.selectFrom('offers');
  if (query.state) base = base.where(inState(query.state, today));
  if (query.search) {
    const search = query.search;
    base = base.where((eb) =>
      eb.or([likeContains(sql`lower(offers.title_en)`, search), likeContains(sql`lower(offers.title_fr)`, search)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll('offers')
      .select((eb) =>
        eb
          .selectFrom('offer_items')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('offer_items.offer_id', '=', 'offers.id')
          .as('item_count'),
      )
      .orderBy('offers.starts_on', 'desc')
      .orderBy('offers.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, item_count: Number(r.item_count ?? 0) })), total: Number(total.n) };
}

export function findOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The offers active on `today`, soonest ending first. */
export function findActiveOffers(db: Db, today: string): Promise<OfferRow[]> {
  return db.selectFrom('offers').selectAll().where(inState('active', today)).orderBy('ends_on').orderBy('id').execute();
}

/** The items of several offers with their products; `activeOnly` leaves out deactivated products. */
export function itemsOf(db: Db, offerIds: number[], activeOnly: boolean) {
  if (offerIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('offer_items')
    .innerJoin('products', 'products.id', 'offer_items.product_id')
    .selectAll('products')
    .select(['offer_items.offer_id', 'offer_items.price_cents as item_price_cents', 'offer_items.percent_off'])
    .where('offer_items.offer_id', 'in', offerIds);
  if (activeOnly) query = query.where('products.active', '=', 1);
  return query.orderBy('products.name_en').orderBy('products.id').execute();
}
export type OfferItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

function offerColumns(o: OfferWrite) {
  return {
    title_en: o.title_en,
    title_fr: o.title_fr,
    text_en: o.text_en || null,
    text_fr: o.text_fr || null,
    starts_on: o.starts_on,
    ends_on: o.ends_on,
    published: o.published ? 1 : 0,
  };
}

async function replaceItems(db: Db, offerId: number, items: OfferWrite['items']): Promise<void> {
  await db.deleteFrom('offer_items').where('offer_id', '=', offerId).execute();
  await db
    .insertInto('offer_items')
    .values(
      items.map((i) => ({
        offer_id: offerId,
        product_id: i.product_id,
        price_cents: i.price_cents ?? null,
        percent_off: i.price_cents == null ? (i.percent_off ?? null) : null,
      })),
    )
    .execute();
}

export async function insertOffer(db: Db, o: OfferWrite, nowIso: string): Promise<number> {
  const { id } = await db
    .insertInto('offers')
    .values({ ...offerColumns(o), created_at: nowIso, updated_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceItems(db, id, o.items);
  return id;
}

export async function updateOffer(db: Db, id: number, o: OfferWrite, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ ...offerColumns(o), updated_at: nowIso })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await replaceItems(db, id, o.items);
  return true;
}

/** Removes the offer; its items go with it (on delete cascade). */
export async function deleteOffer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', id).execute();
}

export async function setOfferImage(db: Db, id: number, key: string, nowIso: string): Promise<void> {
  await db.updateTable('offers').set({ image_key: key, updated_at: nowIso }).where('id', '=', id).execute();
}

/** The items of the offers active on `today` that name one of `productIds`, with the regular price. */
export async function activeItemsFor(db: Db, productIds: number[], today: string) {
  if (productIds.length === 0) return [];
  return (await activeItemsQuery(db, { productIds, today })).rows;
}
const activeItemsQuery = compiledOnce(
  (db, take, { productIds }: { productIds: number[]; today: string }) =>
    db
      .selectFrom('offer_items')
      .innerJoin('offers', 'offers.id', 'offer_items.offer_id')
      .innerJoin('products', 'products.id', 'offer_items.product_id')
      .select([
        'offer_items.product_id',
        'offer_items.price_cents',
        'offer_items.percent_off',
        'products.price_cents as regular_cents',
      ])
      .where(
        'offer_items.product_id',
        'in',
        productIds.map((_, i) => take((input) => input.productIds[i]!)),
      )
      .where(
        inState(
          'active',
          take((input) => input.today),
        ),
      ),
  ({ productIds }) => productIds.length,
);
