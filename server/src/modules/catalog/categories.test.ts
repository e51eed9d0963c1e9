import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, productInput, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';

let t: TestApp;
let owner: string;
let office: string;
let counter: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  office = (await signInAsNewAdmin(t.app, t.db, ['office'])).cookie;
  counter = (await signInAsNewAdmin(t.app, t.db, ['counter'])).cookie;
  customer = (await signIn(t.app, (await createCustomer(t.db)).email)).cookie;
});
afterAll(() => t.close());

const as = withCookie;
type Row = { id: number; slug: string; name_en: string; name_fr: string; parent_id: number | null; archived: boolean };

async function categories(cookie: string, all = false): Promise<Row[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/categories${all ? '?all=true' : ''}`, ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json().data.categories;
}

async function create(body: object, cookie = office) {
  return t.app.inject({ method: 'POST', url: '/api/categories', payload: body, ...as(cookie) });
}

async function createProduct(overrides: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/products', payload: productInput(overrides), ...as(owner) });
  expect(res.statusCode).toBe(201);
  return res.json().data.product;
}

describe('categories as data (issue 36, item 1)', () => {
  it('starts with the seven categories of before, in their order, for anyone signed in', async () => {
    const rows = await categories(customer);
    expect(rows.slice(0, 7).map((c) => c.slug)).toEqual([
      'roses',
      'gerbera',
      'chrysanthemums',
      'greens',
      'fillers',
      'tropicals',
      'hard-goods',
    ]);
    expect(rows.find((c) => c.slug === 'greens')).toMatchObject({ name_en: 'Greens', name_fr: 'Feuillages' });
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });

  it('lets the owner and the office create a tree two levels deep, children after their parent', async () => {
    const peonies = await create({ name_en: 'Peonies', name_fr: 'Pivoines' });
    expect(peonies.statusCode).toBe(201);
    const parent = peonies.json().data.category;
    expect(parent).toMatchObject({ slug: 'peonies', parent_id: null, archived: false });
    const child = (await create({ name_en: 'Garden peonies', name_fr: 'Pivoines de jardin', parent_id: parent.id }, owner)).json()
      .data.category;
    expect(child).toMatchObject({ slug: 'garden-peonies', parent_id: parent.id });

    const rows = await categories(customer);
    const at = rows.findIndex((c) => c.id === parent.id);
    expect(rows[at + 1]!.id).toBe(child.id);

    // A third level, a parent that does not exist, a twin name: each a 4xx naming the field.
    const deep = await create({ name_en: 'Too deep', name_fr: 'Trop', parent_id: child.id });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().field).toBe('parent_id');
    expect((await create({ name_en: 'Lost', name_fr: 'Perdue', parent_id: 999_999 })).statusCode).toBe(400);
    expect((await create({ name_en: 'peonies', name_fr: 'Autre' })).statusCode).toBe(409);
    // Counter staff and customers may not keep them.
    expect((await create({ name_en: 'Tulips', name_fr: 'Tulipes' }, counter)).statusCode).toBe(403);
    expect((await create({ name_en: 'Tulips', name_fr: 'Tulipes' }, customer)).statusCode).toBe(403);
  });

  it('files products by id or by slug and filters a category with its children', async () => {
    const tulips = (await create({ name_en: 'Tulips', name_fr: 'Tulipes' })).json().data.category;
    const french = (await create({ name_en: 'French tulips', name_fr: 'Tulipes françaises', parent_id: tulips.id })).json()
      .data.category;
    const a = await createProduct({ category_id: tulips.id, category: undefined, name_en: 'Tulip Strong Gold' });
    const b = await createProduct({ category: french.slug });
    expect(a).toMatchObject({ category_id: tulips.id, category: 'tulips', category_name_fr: 'Tulipes' });
    expect(b).toMatchObject({ category_id: french.id, category: french.slug, category_name_en: 'French tulips' });

    const list = async (category: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?category=${category}&limit=100`, ...as(customer) }))
        .json()
        .data.products.map((p: { id: number }) => p.id)
        .sort();
    expect(await list('tulips')).toEqual([a.id, b.id].sort());
    expect(await list(String(tulips.id))).toEqual([a.id, b.id].sort());
    expect(await list(french.slug)).toEqual([b.id]);
    expect(await list('no-such-category')).toEqual([]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: productInput({ category: undefined, category_id: 999_999 }),
      ...as(owner),
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('category_id');
  });

  it('deletes a category nothing uses and archives one in use, which the shop then leaves out', async () => {
    const unused = (await create({ name_en: 'Lilies', name_fr: 'Lys' })).json().data.category;
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/categories/${unused.id}`, ...as(office) });
    expect(gone.json().data).toMatchObject({ deleted: true, archived: false });
    expect((await categories(owner, true)).some((c) => c.id === unused.id)).toBe(false);

    const used = (await create({ name_en: 'Ranunculus', name_fr: 'Renoncules' })).json().data.category;
    const child = (await create({ name_en: 'Butterfly', name_fr: 'Papillon', parent_id: used.id })).json().data.category;
    const product = await createProduct({ category_id: used.id, category: undefined });
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/categories/${used.id}`, ...as(office), headers: { cookie: office, 'x-language': 'fr' } });
    expect(kept.json().data).toMatchObject({ deleted: false, archived: true, reason: 'products' });
    expect(kept.json().message).toContain('archivée');

    expect((await categories(customer)).some((c) => c.id === used.id || c.id === child.id)).toBe(false);
    // ?all=true is for those who keep them; others get the live tree.
    expect((await categories(customer, true)).some((c) => c.id === used.id)).toBe(false);
    const all = await categories(office, true);
    expect(all.filter((c) => c.id === used.id || c.id === child.id).map((c) => c.archived)).toEqual([true, true]);

    // Its product keeps it; a new product may not take it.
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, ...as(owner) });
    expect(read.json().data.product.category_id).toBe(used.id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: productInput({ sku: product.sku, category_id: used.id, category: undefined, price_cents: 100 }),
      ...as(owner),
    });
    expect(edit.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: productInput({ category_id: used.id, category: undefined }),
      ...as(owner),
    });
    expect(refused.statusCode).toBe(400);

    // Brought back, it shows again; renamed, its products say the new name.
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${used.id}`,
      payload: { name_en: 'Ranunculi', name_fr: 'Renoncules', archived: false },
      ...as(owner),
    });
    expect(back.json().data.category).toMatchObject({ archived: false, slug: 'ranunculus', name_en: 'Ranunculi' });
    const renamed = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, ...as(customer) });
    expect(renamed.json().data.product.category_name_en).toBe('Ranunculi');
  });
});

describe('colours and flower attributes (issue 36, item 2)', () => {
  it('keeps a list of colours with swatches; a product takes one, its grade, stems per bunch and origin as a code', async () => {
    const colours = (await t.app.inject({ method: 'GET', url: '/api/colours', ...as(customer) })).json().data.colours;
    expect(colours.find((c: { name_en: string }) => c.name_en === 'White')).toMatchObject({ name_fr: 'Blanc' });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/colours',
      payload: { name_en: 'Sunset', name_fr: 'Coucher de soleil', hex: '#F08A4B' },
      ...as(office),
    });
    expect(added.statusCode).toBe(201);
    const sunset = added.json().data.colour;
    expect(sunset.hex).toBe('#f08a4b');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/colours', payload: { name_en: 'sunset', name_fr: 'x', hex: '#000000' }, ...as(office) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/colours', payload: { name_en: 'Bad', name_fr: 'x', hex: 'red' }, ...as(office) }))
        .statusCode,
    ).toBe(400);

    const product = await createProduct({
      colour_id: sunset.id,
      color: undefined,
      grade: 'Select',
      stems_per_bunch: 10,
      origin: 'Colombie',
      variety: 'Sunsetglow',
    });
    expect(product).toMatchObject({
      colour_id: sunset.id,
      colour: { name_fr: 'Coucher de soleil', hex: '#f08a4b' },
      grade: 'Select',
      stems_per_bunch: 10,
      origin: 'CO',
    });
    // The search finds it by the colour's French name and the country's.
    const found = await t.app.inject({ method: 'GET', url: '/api/products?search=coucher%20colombie', ...as(customer) });
    expect(found.json().data.products.map((p: { id: number }) => p.id)).toContain(product.id);

    // A colour typed by name, as the calls of today write it, finds its row.
    const typed = await createProduct({ color: 'white' });
    expect(typed.colour).toMatchObject({ name_en: 'White' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...productInput(), colour_id: 999_999 },
      ...as(owner),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('colour_id');
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { ...productInput(), origin: 'Atlantis' },
      ...as(owner),
    });
    expect(nowhere.statusCode).toBe(400);
  });

  it('filters by colour, length and origin and counts each choice with the other filters applied (facets)', async () => {
    const cat = (await create({ name_en: 'Hydrangeas', name_fr: 'Hortensias' })).json().data.category;
    const sub = (await create({ name_en: 'Mini hydrangeas', name_fr: 'Mini-hortensias', parent_id: cat.id })).json().data.category;
    const colours = (await t.app.inject({ method: 'GET', url: '/api/colours', ...as(customer) })).json().data.colours;
    const blue = colours.find((c: { name_en: string }) => c.name_en === 'Blue').id;
    const white = colours.find((c: { name_en: string }) => c.name_en === 'White').id;
    const made = [
      { category_id: cat.id, colour_id: blue, length_cm: 50, origin: 'CO' },
      { category_id: cat.id, colour_id: white, length_cm: 50, origin: 'NL' },
      { category_id: sub.id, colour_id: blue, length_cm: 40, origin: 'NL' },
    ];
    for (const p of made) await createProduct({ ...p, category: undefined, color: undefined });

    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?category=${cat.slug}&facets=true&${query}`, ...as(customer) })).json()
        .data;
    const all = await get('');
    expect(all.pagination.total).toBe(3);
    expect(all.facets.colour).toEqual(expect.arrayContaining([{ id: blue, count: 2 }, { id: white, count: 1 }]));
    expect(all.facets.length).toEqual([
      { id: 40, count: 1 },
      { id: 50, count: 2 },
    ]);
    expect(all.facets.origin).toEqual(expect.arrayContaining([{ id: 'CO', count: 1 }, { id: 'NL', count: 2 }]));

    const blueOnes = await get(`colour=${blue}`);
    expect(blueOnes.pagination.total).toBe(2);
    // The colour's own counts ignore the colour chosen; the others follow it.
    expect(blueOnes.facets.colour).toEqual(expect.arrayContaining([{ id: white, count: 1 }]));
    expect(blueOnes.facets.origin).toEqual(expect.arrayContaining([{ id: 'CO', count: 1 }, { id: 'NL', count: 1 }]));
    // A parent's count holds its children's; the category's counts ignore the category chosen.
    expect(blueOnes.facets.category).toEqual(
      expect.arrayContaining([
        { id: cat.id, count: 2 },
        { id: sub.id, count: 1 },
      ]),
    );
    expect((await get('length=40&origin=nl')).pagination.total).toBe(1);
    // With facets the total is their combinations' (no count of its own): the same as without.
    const queries = ['', `colour=${blue}`, 'length=50&origin=NL', 'search=blue', `search=rose&colour=${blue}`, 'search=zzz'];
    for (const query of queries) {
      const url = `/api/products?category=${cat.slug}&${query}`;
      const bare = (await t.app.inject({ method: 'GET', url, ...as(customer) })).json().data;
      expect((await get(query)).pagination.total, query).toBe(bare.pagination.total);
    }
    expect((await get('')).facets).toBeDefined();
    const plain = (await t.app.inject({ method: 'GET', url: '/api/products', ...as(customer) })).json().data;
    expect(plain.facets).toBeUndefined();
  });
});
