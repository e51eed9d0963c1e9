import type { Offer, OfferWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { removeImage, storeImage } from '../../lib/images.js';
import type { FileStore } from '../files/index.js';
import { presentProducts, unknownProductIds } from '../catalog/index.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { offerState, presentItem, presentOffer } from './presenter.js';
import {
  deleteOffer,
  findActiveOffers,
  findOffer,
  insertOffer,
  itemsOf,
  setOfferImage,
  updateOffer,
  type OfferRow,
} from './repository.js';

export interface OfferDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
}

/** The business day in Montreal by the app's clock: what decides an offer's state. */
export const businessToday = (clock: Clock): string => businessDate(clock.now());

/** Who reads: staff see every offer and item; customers only active offers and active products. */
export type Reader = 'staff' | 'customer';

async function getOfferOrThrow(db: Db, id: number): Promise<OfferRow> {
  const row = await findOffer(db, id);
  if (!row) throw new DomainError('OFFER_NOT_FOUND');
  return row;
}

/** Offers with their items, products presented as the catalogue presents them. */
async function withItems(db: Db, rows: OfferRow[], today: string, reader: Reader): Promise<Offer[]> {
  const itemRows = await itemsOf(
    db,
    rows.map((r) => r.id),
    reader === 'customer',
  );
  const products = await presentProducts(db, itemRows);
  const items = itemRows.map((row, i) => ({ offerId: row.offer_id, item: presentItem(row, products[i]!) }));
  return rows.map((row) =>
    presentOffer(
      row,
      items.filter((i) => i.offerId === row.id).map((i) => i.item),
      today,
    ),
  );
}

/** One offer; a customer asking for one that is not active today gets a 404, as if it did not exist. */
export async function loadOffer(db: Db, id: number, today: string, reader: Reader) {
  const row = await getOfferOrThrow(db, id);
  if (reader === 'customer' && offerState(row, today) !== 'active') throw new DomainError('OFFER_NOT_FOUND');
  const [offer] = await withItems(db, [row], today, reader);
  return offer!;
}

export async function listActiveOffers(db: Db, today: string, reader: Reader): Promise<Offer[]> {
  return withItems(db, await findActiveOffers(db, today), today, reader);
}

/** Refuses items naming products that do not exist, naming the first such item's field. */
async function checkProducts(db: Db, input: OfferWrite): Promise<void> {
  const unknown = await unknownProductIds(
    db,
    input.items.map((i) => i.product_id),
  );
  const index = input.items.findIndex((i) => unknown.has(i.product_id));
  if (index >= 0) throw new DomainError('OFFER_UNKNOWN_PRODUCT', undefined, { field: `items.${index}.product_id` });
}

/** Who acts, from the route: the signed-in user and the request's address (the audit trail). */
export type OfferActor = { id: number; ip?: string | null };

const OFFER_FIELDS = ['title_en', 'title_fr', 'text_en', 'text_fr', 'starts_on', 'ends_on', 'published'] as const;

/** An offer as the audit trail compares it: its fields and its items (product: price or percent off). */
async function offerForAudit(trx: Db, id: number) {
  const row = await findOffer(trx, id);
  if (!row) return null;
  const items = Object.fromEntries(
    (await itemsOf(trx, [id], false)).map((i) => [
      i.id,
      i.item_price_cents !== null ? { price_cents: i.item_price_cents } : { percent_off: i.percent_off },
    ]),
  );
  return { ...row, items };
}

async function auditOffer(
  trx: Db,
  actor: OfferActor,
  nowIso: string,
  id: number,
  action: string,
  before: Awaited<ReturnType<typeof offerForAudit>>,
) {
  const after = action === 'delete' ? null : await offerForAudit(trx, id);
  await recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'offer',
    entityId: id,
    action,
    changes: diffFields(before, after, [...OFFER_FIELDS, 'items']),
  });
}

export async function createOffer({ db, clock }: OfferDeps, actor: OfferActor, input: OfferWrite) {
  const now = clock.now().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    await checkProducts(trx, input);
    const id = await insertOffer(trx, input, now);
    await auditOffer(trx, actor, now, id, 'create', null);
    return id;
  });
  return loadOffer(db, id, businessToday(clock), 'staff');
}

export async function editOffer({ db, clock }: OfferDeps, actor: OfferActor, id: number, input: OfferWrite) {
  const now = clock.now().toISOString();
  const found = await db.transaction().execute(async (trx) => {
    await checkProducts(trx, input);
    const before = await offerForAudit(trx, id);
    const found = await updateOffer(trx, id, input, now);
    if (found) await auditOffer(trx, actor, now, id, 'update', before);
    return found;
  });
  if (!found) throw new DomainError('OFFER_NOT_FOUND');
  return loadOffer(db, id, businessToday(clock), 'staff');
}

export async function removeOffer({ db, clock, files }: OfferDeps, actor: OfferActor, id: number): Promise<void> {
  const row = await getOfferOrThrow(db, id);
  await db.transaction().execute(async (trx) => {
    const before = await offerForAudit(trx, id);
    await deleteOffer(trx, id);
    await auditOffer(trx, actor, clock.now().toISOString(), id, 'delete', before);
  });
  await removeImage(files, row.image_key);
}

/**
 * Stores the resized image first, then points the offer at it (with its row of the trail: the
 * picture replaced, by whom and from where) and drops the old files.
 */
export async function replaceOfferImage(deps: OfferDeps, actor: OfferActor, id: number, image: Buffer) {
  const row = await getOfferOrThrow(deps.db, id);
  const key = await storeImage(deps.files, `o${id}`, image);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await setOfferImage(trx, id, key, now);
    await recordAudit(trx, actorOf(actor, now), { entity: 'offer', entityId: id, action: 'image' });
  });
  await removeImage(deps.files, row.image_key);
  return loadOffer(deps.db, id, businessToday(deps.clock), 'staff');
}
