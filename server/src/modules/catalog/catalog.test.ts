import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import {
  createCustomer,
  createProduct,
  productInput,
  signIn,
  signInAsNewAdmin,
  withCookie,
} from '../../test/factories.js';
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

const as = withCookie;

describe('products (API.md, Catalogue)', () => {
  it('creates, reads, updates a product with its sections; names and flags as given', async () => {
    const body = productInput({ sections: ['all-products', 'petals'], description_fr: 'Pétales frais' });
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: body, ...as(staff) });
    expect(created.statusCode).toBe(201);
    const product = created.json().data.product;
    expect(product).toMatchObject({
      sku: body.sku,
      name_fr: body.name_fr,
      fresh: true,
      active: true,
      on_hand: 0,
      sections: ['all-products', 'petals'],
      image: null,
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { ...body, price_cents: 1999, sections: ['ready-for-retail'] },
      ...as(staff),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.product).toMatchObject({ price_cents: 1999, sections: ['ready-for-retail'] });

    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, ...as(customer) });
    expect(read.json().data.product.price_cents).toBe(1999);
  });

  it('refuses bad input naming the field, a duplicate code, and strings for numbers', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...productInput(), price_cents: '12.50' },
      ...as(staff),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: 'price_cents' });

    const unit = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...productInput(), unit: 'crate' },
      ...as(staff),
    });
    expect(unit.json().field).toBe('unit');

    const body = productInput();
    await t.app.inject({ method: 'POST', url: '/api/products', payload: body, ...as(staff) });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...productInput(), sku: body.sku },
      ...as(staff),
    });
    expect(dup.statusCode).toBe(409);
  });

  it('answers 401 signed out, 403 to a customer writing, 404 for an unknown product', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/1' })).json()).toMatchObject({
      error: 'Unauthorized',
    });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: productInput(),
      ...as(customer),
    });
    expect(write.statusCode).toBe(403);
    const p = await createProduct(t.db);
    for (const [method, url] of [
      ['PUT', `/api/products/${p.id}`],
      ['DELETE', `/api/products/${p.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: productInput(), ...as(customer) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/products/999999', ...as(staff) })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/products/999999',
      payload: productInput(),
      ...as(staff),
    });
    expect(put.statusCode).toBe(404);
  });

  it('searches by name, colour or length, filters by category and section, paginates; customers never see inactive ones', async () => {
    const tag = `zq${Date.now()}`;
    await createProduct(t.db, { name_en: `Freedom ${tag}`, color: 'crimson', length_cm: 70 });
    await createProduct(t.db, {
      name_en: `Salal ${tag}`,
      category: 'greens',
      sections: ['all-products', 'ready-for-retail'],
    });
    await createProduct(t.db, { name_en: `Hidden ${tag}`, active: false });

    const search = async (query: string, cookie = staff) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?${query}`, ...as(cookie) })).json().data;
    expect((await search(`search=${tag}`)).pagination.total).toBe(2);
    expect((await search(`search=${tag}&active=all`)).pagination.total).toBe(3);
    expect((await search(`search=${tag}&active=all`, customer)).pagination.total).toBe(2);
    expect(
      (await search(`search=${tag}%20crimson%2070cm`)).products.map((p: { name_en: string }) => p.name_en),
    ).toEqual([`Freedom ${tag}`]);
    expect((await search(`search=${tag}&category=greens`)).products).toHaveLength(1);
    expect((await search(`search=${tag}&section=ready-for-retail`)).products).toHaveLength(1);
    const page = await search(`search=${tag}&active=all&limit=2&page=2`);
    expect(page).toMatchObject({ pagination: { page: 2, limit: 2, total: 3 } });
    expect(page.products).toHaveLength(1);
    // % and _ in the search are characters, not wildcards, on both databases.
    await createProduct(t.db, { name_en: `Promo ${tag} 50% off` });
    await createProduct(t.db, { name_en: `Promo ${tag} 500 stems` });
    expect((await search(`search=${tag}%2050%25`)).products.map((p: { name_en: string }) => p.name_en)).toEqual([
      `Promo ${tag} 50% off`,
    ]);
    expect((await search(`search=${tag}%20_`)).pagination.total).toBe(0);
  });

  it('finds a product without its accents, and with them, in either language', async () => {
    const tag = `zr${Date.now()}`;
    await createProduct(t.db, { name_en: `Carnation ${tag}`, name_fr: `Œillet crème ${tag}` });
    const names = async (words: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?search=${encodeURIComponent(words)}&sort=relevance`,
          ...as(staff),
        })
      )
        .json()
        .data.products.map((p: { name_en: string }) => p.name_en);
    for (const words of [`oeillet creme ${tag}`, `ŒILLET CRÈME ${tag}`, `Œillet ${tag}`])
      expect(await names(words), words).toEqual([`Carnation ${tag}`]);
  });

  it('ranks a picker search by the words typed in order: stem products before the bouquets naming them', async () => {
    const tag = `qz${Date.now().toString(36)}`;
    const flower = `Rosa${tag}`;
    const names = (query: string, sort = '&sort=relevance') =>
      t.app
        .inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(query)}${sort}`, ...as(staff) })
        .then((res) => res.json().data.products.map((p: { name_en: string }) => p.name_en));
    const bouquet = `Bouquet of 12 Red ${flower} with Eucalyptus`;
    const white = `Bouquet of 6 White ${flower}`;
    const stem = `${flower} Freedom Red 60 cm`;
    const mondial = `${flower} Mondial White 60 cm`;
    for (const name of [bouquet, white, stem, mondial]) {
      await createProduct(t.db, { name_en: name, name_fr: name, color: name.includes('White') ? 'white' : 'red' });
    }
    // By name, the bouquets come first; by relevance (a search's default), the names that start
    // with the words typed.
    expect((await names(`${flower} red 60`, '&sort=name'))[0]).toBe(bouquet);
    expect(await names(`${flower} red 60`)).toEqual([stem, bouquet]);
    expect(await names(`${flower} red 60`, '')).toEqual([stem, bouquet]);
    expect((await names(flower)).slice(0, 2)).toEqual([stem, mondial]);
    // Words run together ("roswhit60") find the stem first; by name, the same products.
    const run = `${flower.slice(0, 6)}whit60`.toLowerCase();
    expect(await names(run)).toEqual([mondial, white]);
    expect(await names(run, '&sort=name')).toEqual([white, mondial]);
    // A French reader searches the colour in French.
    expect((await names(`${flower} blanc`)).sort()).toEqual([mondial, white].sort());
  });

  it('gives the products of a list of ids in one call (the cart), leaving out what a customer may not buy', async () => {
    const a = await createProduct(t.db, { name_en: 'Ids Alpha' });
    const b = await createProduct(t.db, { name_en: 'Ids Beta' });
    const hidden = await createProduct(t.db, { name_en: 'Ids Hidden', active: false });
    const list = async (ids: string, cookie = customer) =>
      t.app.inject({ method: 'GET', url: `/api/products?ids=${ids}&limit=100`, ...as(cookie) });

    const names = async (ids: string, cookie = customer) =>
      (await list(ids, cookie)).json().data.products.map((p: { name_en: string }) => p.name_en);
    expect(await names(`${b.id},${a.id},${hidden.id},${a.id},999999`)).toEqual(['Ids Alpha', 'Ids Beta']);
    expect(await names(`${hidden.id}`, staff)).toEqual([]);
    expect((await list(`${hidden.id}&active=all`, staff)).json().data.products).toHaveLength(1);

    for (const bad of [
      '',
      '1,,2',
      'a',
      '-1',
      '0',
      '2147483648',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      expect((await list(bad)).statusCode, bad).toBe(400);
    }
  });

  it('stores an image resized to WebP at each size, checked by content; 5 MB at most', async () => {
    const p = await createProduct(t.db);
    const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2185b' } })
      .jpeg()
      .toBuffer();
    const form = await multipart({ image: { name: 'rose.jpg', type: 'image/jpeg', bytes: picture } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      ...form,
      headers: { ...form.headers, cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().data.product.image;
    expect(image.card).toMatch(/^\/api\/images\/p\d+-[a-f0-9]+-card\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: image.large });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 768]);

    // Its AVIF twin is made on the first request from the WebP, kept, and served as the WebP is.
    const avifUrl = image.card.replace(/\.webp$/, '.avif');
    const [avif, twice] = await Promise.all([
      t.app.inject({ method: 'GET', url: avifUrl }),
      t.app.inject({ method: 'GET', url: avifUrl }),
    ]);
    expect([avif.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toContain('immutable');
    const avifMeta = await sharp(avif.rawPayload).metadata();
    expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 480, 360]);
    expect(await storedNames(t.app.files, 'images')).toContain(path.basename(avifUrl));
    expect(
      (await t.app.inject({ method: 'GET', url: avifUrl.replace(/p\d+-[a-f0-9]+/, 'p0-000000000000') })).statusCode,
    ).toBe(404);

    const renamed = await multipart({ image: { name: 'rose.png', type: 'image/png', bytes: samples.exe } });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      ...renamed,
      headers: { ...renamed.headers, cookie: staff },
    });
    expect(refused.statusCode).toBe(415);

    const big = await multipart({
      image: { name: 'big.png', type: 'image/png', bytes: Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024)]) },
    });
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      ...big,
      headers: { ...big.headers, cookie: staff },
    });
    expect(tooBig.statusCode).toBe(413);

    // Replacing the image removes the old files.
    const again = await multipart({ image: { name: 'rose.png', type: 'image/png', bytes: samples.png } });
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/image`,
      ...again,
      headers: { ...again.headers, cookie: staff },
    });
    expect(replaced.json().data.product.image.card).not.toBe(image.card);
    expect(await storedNames(t.app.files, 'images')).not.toContain(path.basename(image.card));
    expect(await storedNames(t.app.files, 'images')).not.toContain(path.basename(avifUrl));
    expect((await t.app.inject({ method: 'GET', url: '/api/images/..%2Fshop.db' })).statusCode).toBe(404);
  });

  it('deletes a product nothing refers to, and only deactivates one with stock history', async () => {
    const unused = await createProduct(t.db);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/products/${unused.id}`, ...as(staff) });
    expect(gone.json()).toMatchObject({ data: { deleted: true, product: null } });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${unused.id}`, ...as(staff) })).statusCode).toBe(
      404,
    );

    const used = await createProduct(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/inventory/movements',
      payload: { product_id: used.id, quantity: 5, reason: 'receipt' },
      ...as(staff),
    });
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/products/${used.id}`, ...as(staff) });
    expect(kept.json()).toMatchObject({ data: { deleted: false, product: { active: false } } });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${used.id}`, ...as(customer) })).statusCode).toBe(
      404,
    );
  });

  it('only deactivates a product that an offer names, though it has no stock history', async () => {
    const named = await createProduct(t.db);
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: {
        title_en: 'Kept',
        title_fr: 'Gardé',
        starts_on: '2000-01-01',
        ends_on: '2000-01-31',
        items: [{ product_id: named.id, percent_off: 10 }],
      },
      ...as(staff),
    });
    expect(offer.statusCode).toBe(201);
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/products/${named.id}`, ...as(staff) });
    expect(kept.json()).toMatchObject({ data: { deleted: false, product: { active: false } } });
  });

  it("shows a product's price under an offer active today, and null without one", async () => {
    const onOffer = await createProduct(t.db, { price_cents: 2000 });
    const plain = await createProduct(t.db, { price_cents: 2000 });
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: {
        title_en: 'Week',
        title_fr: 'Semaine',
        starts_on: '2000-01-01',
        ends_on: '2099-12-31',
        items: [{ product_id: onOffer.id, percent_off: 25 }],
      },
      ...as(staff),
    });
    expect(offer.statusCode).toBe(201);
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${onOffer.id}`, ...as(customer) });
    expect(one.json().data.product.special_price_cents).toBe(1500);
    const list = await t.app.inject({ method: 'GET', url: `/api/products?search=${plain.sku}`, ...as(customer) });
    expect(list.json().data.products[0].special_price_cents).toBeNull();
  });
});
