import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down as migrationDown, up as migrationUp } from '../../db/migrations/0059-product-pictures.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import { createCustomer, createProduct, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { multipart, samples } from '../../test/multipart.js';

let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
  customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
});
afterAll(() => t.close());

type Picture = { id: number; thumb: string; card: string; large: string };
type Reply = { image: { card: string } | null; pictures: Picture[] };

async function add(id: number, language = 'en', cookie = staff) {
  const form = await multipart({ image: { name: 'rose.png', type: 'image/png', bytes: samples.png } });
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/pictures`,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': language, cookie },
  });
}
const productOf = (res: { json: () => { data: { product: Reply } } }) => res.json().data.product;
const auditActions = async (id: number) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'product')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('product pictures (issue 36, item 6)', () => {
  it('adds up to five in order, the first the cover; the sixth is refused in both languages and not kept', async () => {
    const p = await createProduct(t.db);
    let product: Reply | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await add(p.id);
      expect(res.statusCode).toBe(200);
      product = productOf(res);
    }
    expect(product!.pictures).toHaveLength(5);
    expect(product!.image!.card).toBe(product!.pictures[0]!.card);
    const stored = (await storedNames(t.app.files, 'images')).length;

    const sixth = await add(p.id);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ success: false, field: 'image' });
    expect(sixth.json().message).toBe('A product has 5 pictures at most: remove one before adding another.');
    const french = await add(p.id, 'fr');
    expect(french.json().message).toMatch(
      /^Un produit a 5 images au plus\s: retirez-en une avant d’en ajouter une autre\.$/,
    );
    // Refused before the file is kept: nothing more in the store.
    expect(await storedNames(t.app.files, 'images')).toHaveLength(stored);
    expect(await auditActions(p.id)).toEqual(Array(5).fill('picture_add'));
  });

  it('reorders (the new first becomes the cover, as cards and e-mails read it) and refuses a list that is not the product’s', async () => {
    const p = await createProduct(t.db);
    await add(p.id);
    await add(p.id);
    const [a, b, c] = productOf(await add(p.id)).pictures;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/pictures`,
      payload: { ids: [c!.id, a!.id, b!.id] },
      ...withCookie(staff),
    });
    expect(res.statusCode).toBe(200);
    expect(productOf(res).pictures.map((x) => x.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(productOf(res).image!.card).toBe(c!.card);
    const row = await t.db.selectFrom('products').select('image_key').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(c!.card).toContain(row.image_key!);
    // The list read by customers (cards) has the same cover and the pictures in order.
    const list = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}`, ...withCookie(customer) });
    expect(list.json().data.product.pictures.map((x: Picture) => x.id)).toEqual([c!.id, a!.id, b!.id]);

    for (const ids of [
      [a!.id, b!.id],
      [a!.id, a!.id, b!.id],
      [a!.id, b!.id, 999_999],
    ]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${p.id}/pictures`,
        payload: { ids },
        ...withCookie(staff),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('ids');
    }
  });

  it('removes one (its files with it); removing the cover makes the next the cover; the last leaves none', async () => {
    const p = await createProduct(t.db);
    await add(p.id);
    const [first, second] = productOf(await add(p.id)).pictures;
    const del = (pictureId: number, productId = p.id) =>
      t.app.inject({ method: 'DELETE', url: `/api/products/${productId}/pictures/${pictureId}`, ...withCookie(staff) });
    const res = await del(first!.id);
    expect(res.statusCode).toBe(200);
    expect(productOf(res).pictures.map((x) => x.id)).toEqual([second!.id]);
    expect(productOf(res).image!.card).toBe(second!.card);
    expect(await storedNames(t.app.files, 'images')).not.toContain(path.basename(first!.card));
    // Another product's picture is not this one's.
    const other = await createProduct(t.db);
    expect((await del(second!.id, other.id)).statusCode).toBe(404);
    const last = await del(second!.id);
    expect(productOf(last)).toMatchObject({ image: null, pictures: [] });
    expect(await auditActions(p.id)).toEqual(['picture_add', 'picture_add', 'picture_remove', 'picture_remove']);
  });

  it('the upload of before replaces the cover only; customers may not change pictures', async () => {
    const p = await createProduct(t.db);
    await add(p.id);
    const [, second] = productOf(await add(p.id)).pictures;
    const form = await multipart({ image: { name: 'rose.png', type: 'image/png', bytes: samples.png } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      payload: form.payload,
      headers: { ...form.headers, cookie: staff },
    });
    const after = productOf(res);
    expect(after.pictures).toHaveLength(2);
    expect(after.pictures[1]).toEqual(second);
    expect(after.image!.card).toBe(after.pictures[0]!.card);
    expect((await add(p.id, 'en', customer)).statusCode).toBe(403);
  });

  it('deleting a product nothing refers to removes its pictures and their files', async () => {
    const p = await createProduct(t.db);
    await add(p.id);
    const { pictures } = productOf(await add(p.id));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, ...withCookie(staff) });
    expect(res.json().data.deleted).toBe(true);
    const names = await storedNames(t.app.files, 'images');
    for (const picture of pictures) expect(names).not.toContain(path.basename(picture.card));
    const rows = await t.db.selectFrom('product_pictures').select('id').where('product_id', '=', p.id).execute();
    expect(rows).toEqual([]);
  });

  it('migration 0059: a product’s picture of before becomes its first picture, its cover', async () => {
    const withImage = await createProduct(t.db);
    const without = await createProduct(t.db);
    await migrationDown(t.db);
    await t.db.updateTable('products').set({ image_key: 'p1-abcdef012345' }).where('id', '=', withImage.id).execute();
    await migrationUp(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${withImage.id}`, ...withCookie(staff) });
    const product = productOf(res);
    expect(product.pictures).toHaveLength(1);
    expect(product.pictures[0]!.card).toBe('/api/images/p1-abcdef012345-card.webp');
    expect(product.image!.card).toBe(product.pictures[0]!.card);
    const none = await t.app.inject({ method: 'GET', url: `/api/products/${without.id}`, ...withCookie(staff) });
    expect(productOf(none).pictures).toEqual([]);
  });

  it('never gives a product a sixth picture when uploads come at once (the product is locked)', async () => {
    const p = await createProduct(t.db);
    for (let i = 0; i < 3; i++) expect((await add(p.id)).statusCode).toBe(200);
    const replies = await Promise.all([add(p.id), add(p.id), add(p.id), add(p.id)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const pictures = await t.db
      .selectFrom('product_pictures')
      .select('position')
      .where('product_id', '=', p.id)
      .execute();
    expect(pictures.map((x) => x.position).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
