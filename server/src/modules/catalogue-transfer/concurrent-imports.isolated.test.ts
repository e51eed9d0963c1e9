import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection.js';
import { systemClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { catalogueXlsx } from '../../test/catalogue-xlsx.js';
import { createAdminUser, productInput, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import type * as Catalog from '../catalog/index.js';
import { importProducts, type ImportedProduct } from '../catalog/index.js';

/**
 * Issue 36, Bad input: "Two staff importing at once: one waits or is told; never half of each."
 * An apply can be held on its way into the catalogue's import (`hold`), so that a second one
 * arrives while the first is running, whatever the machine's speed.
 */
const gate = vi.hoisted(() => ({ hold: null as Promise<void> | null, entered: () => {} }));
vi.mock('../catalog/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof Catalog>();
  return {
    ...original,
    importProducts: async (...args: Parameters<typeof original.importProducts>) => {
      if (gate.hold) {
        gate.entered();
        await gate.hold;
      }
      return original.importProducts(...args);
    },
  };
});

let t: TestApp;
let staff: string;
const stamp = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

async function apply(bytes: Buffer) {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const { payload, headers } = await multipart({ file: { name: 'catalogue.xlsx', type, bytes } });
  return t.app.inject({
    method: 'POST',
    url: '/api/products/import?apply=true',
    payload,
    headers: { ...headers, ...as(staff).headers },
  });
}
const namesOf = async (skus: string[]) =>
  (await t.db.selectFrom('products').select(['sku', 'name_en']).where('sku', 'in', skus).orderBy('sku').execute()).map(
    (r) => r.name_en,
  );

describe('two staff importing at once (issue 36, Bad input)', () => {
  it('the second apply while the first runs is told (409) and writes nothing; the first is applied whole', async () => {
    const skus = [`BUSY-${stamp}-1`, `BUSY-${stamp}-2`];
    const rows = (suffix: string) =>
      skus.map((sku, i) => ({ sku, name_en: `Busy ${i + 1}${suffix}`, name_fr: 'Occupé' }));
    expect((await apply(await catalogueXlsx(rows('')))).statusCode).toBe(200);

    let release = () => {};
    gate.hold = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (gate.entered = resolve));
    const first = apply(await catalogueXlsx(rows(' A')));
    try {
      await entered;
      gate.hold = null;
      const second = await apply(await catalogueXlsx(rows(' B')));
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({ success: false });
      expect(second.body).toContain('Another import of the catalogue is being applied');
    } finally {
      gate.hold = null;
      release();
    }
    expect((await first).statusCode).toBe(200);
    expect(await namesOf(skus)).toEqual(['Busy 1 A', 'Busy 2 A']);

    // Told to try again once it is done, the second is compared with what the first left, whole.
    expect((await apply(await catalogueXlsx(rows(' B')))).statusCode).toBe(200);
    expect(await namesOf(skus)).toEqual(['Busy 1 B', 'Busy 2 B']);
  });

  it('an import from another server waits for the one running and compares with what it left', async () => {
    // The imports of two servers: two transactions on the database, the first held open.
    const sku = `WAIT-${stamp}`;
    expect((await apply(await catalogueXlsx([{ sku, name_en: 'Waiting rose', name_fr: 'Rose' }]))).statusCode).toBe(
      200,
    );
    const product = await t.db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();
    const deps = { db: t.db, clock: systemClock };
    const actor = { id: (await createAdminUser(t.db)).id };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inFirst = new Promise<void>((resolve) => (entered = resolve));
    const first = importProducts(deps, actor, async (): Promise<ImportedProduct[]> => {
      entered();
      await held;
      return [{ id: product.id, input: productInput({ sku, name_en: 'Renamed by the first', category: 'roses' }) }];
    });
    await inFirst;
    let seen: string | undefined;
    const second = importProducts(deps, actor, async (trx: Db) => {
      seen = (await trx.selectFrom('products').select('name_en').where('id', '=', product.id).executeTakeFirstOrThrow())
        .name_en;
      return [];
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // PostgreSQL: without the imports' lock the second read the catalogue at once, the first half-way.
      expect(seen).toBeUndefined();
    } finally {
      release();
      await Promise.all([first, second]);
    }
    expect(seen).toBe('Renamed by the first');
  });
});
