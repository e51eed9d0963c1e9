import { PRODUCT_IMAGE } from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { actorOf, recordAudit } from '../audit/index.js';
import {
  deletePicture,
  insertPicture,
  lockProductPictures,
  productPictures,
  setPictureKey,
  writePictureOrder,
} from './pictures-repository.js';
import { getProductOrThrow, loadProduct, type CatalogActor, type CatalogDeps } from './service.js';

// A product's pictures (issue 36, item 6): up to five, in order, the first the cover. Each change
// writes the pictures, the product's cover key and the row of the trail in one transaction; files
// are stored before it and dropped after it.

type Change = 'picture_add' | 'picture_remove' | 'picture_order' | 'image';

async function audit(deps: CatalogDeps, trx: CatalogDeps['db'], actor: CatalogActor, id: number, action: Change) {
  await recordAudit(trx, actorOf(actor, deps.clock.now().toISOString()), { entity: 'product', entityId: id, action });
}

/** POST /api/products/{id}/pictures: the picture goes last; a sixth is refused before it is stored. */
export async function addProductPicture(deps: CatalogDeps, actor: CatalogActor, id: number, image: Buffer) {
  await getProductOrThrow(deps.db, id);
  if ((await productPictures(deps.db, id)).length >= PRODUCT_IMAGE.maxPictures) throw new DomainError('PICTURES_FULL');
  const key = await storeImage(deps.files, `p${id}`, image);
  const now = deps.clock.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Counted again inside, the product locked: two uploads at once cannot both be the fifth.
      await lockProductPictures(trx, id);
      const pictures = await productPictures(trx, id);
      if (pictures.length >= PRODUCT_IMAGE.maxPictures) throw new DomainError('PICTURES_FULL');
      await insertPicture(trx, id, pictures.length, key, now);
      const all = await productPictures(trx, id);
      await writePictureOrder(
        trx,
        id,
        all.map((p) => p.id),
        now,
      );
      await audit(deps, trx, actor, id, 'picture_add');
    });
  } catch (err) {
    await removeImage(deps.files, key);
    throw err;
  }
  return loadProduct(deps.db, id);
}

/** DELETE /api/products/{id}/pictures/{pictureId}: the next one becomes the cover when the cover goes. */
export async function removeProductPicture(deps: CatalogDeps, actor: CatalogActor, id: number, pictureId: number) {
  await getProductOrThrow(deps.db, id);
  const now = deps.clock.now().toISOString();
  const removed = await deps.db.transaction().execute(async (trx) => {
    await lockProductPictures(trx, id);
    const pictures = await productPictures(trx, id);
    const picture = pictures.find((p) => p.id === pictureId);
    if (!picture) throw new DomainError('PICTURE_NOT_FOUND');
    await deletePicture(trx, pictureId);
    await writePictureOrder(
      trx,
      id,
      pictures.filter((p) => p.id !== pictureId).map((p) => p.id),
      now,
    );
    await audit(deps, trx, actor, id, 'picture_remove');
    return picture;
  });
  await removeImage(deps.files, removed.image_key);
  return loadProduct(deps.db, id);
}

/** PUT /api/products/{id}/pictures: `ids` must name each of the product's pictures once. */
export async function orderProductPictures(deps: CatalogDeps, actor: CatalogActor, id: number, ids: number[]) {
  await getProductOrThrow(deps.db, id);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockProductPictures(trx, id);
    const current = new Set((await productPictures(trx, id)).map((p) => p.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((p) => !current.has(p)))
      throw new DomainError('PICTURE_ORDER_MISMATCH');
    await writePictureOrder(trx, id, ids, now);
    await audit(deps, trx, actor, id, 'picture_order');
  });
  return loadProduct(deps.db, id);
}

/**
 * POST /api/products/{id}/image (the call of before the gallery): replaces the cover, or adds the
 * first picture of a product that has none.
 */
export async function replaceProductCover(deps: CatalogDeps, actor: CatalogActor, id: number, image: Buffer) {
  await getProductOrThrow(deps.db, id);
  const key = await storeImage(deps.files, `p${id}`, image);
  const now = deps.clock.now().toISOString();
  let old: string | null = null;
  await deps.db.transaction().execute(async (trx) => {
    await lockProductPictures(trx, id);
    const pictures = await productPictures(trx, id);
    const cover = pictures[0];
    if (cover) {
      old = cover.image_key;
      await setPictureKey(trx, cover.id, key);
    } else await insertPicture(trx, id, 0, key, now);
    const all = await productPictures(trx, id);
    await writePictureOrder(
      trx,
      id,
      all.map((p) => p.id),
      now,
    );
    await audit(deps, trx, actor, id, 'image');
  });
  await removeImage(deps.files, old);
  return loadProduct(deps.db, id);
}
