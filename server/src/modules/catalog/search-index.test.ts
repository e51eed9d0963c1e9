import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { seedDemoCatalog } from '../../seed/demo-catalog.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, productInput, signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { importProducts } from './index.js';
import { filteredProducts, loadProductSearch, searchCondition } from './repository.js';

/**
 * The search's word index (0079, decision 071): on SQLite the trigram index names the products
 * that may match and the LIKEs run on those alone; on PostgreSQL the LIKEs read their trigram
 * indexes. Either way a search finds exactly what the LIKEs find on every product, also for
 * products written, renamed, imported and deleted after the migration.
 */
// prettier-ignore
const QUERIES = [
  'rose', 'roswhit60', 'rosrouge60', 'rose blanche 40', 'rose 6', 'rose 70', 'ro', 'cm', '60', 'x',
  'oeillet', 'Œillet', 'creme', 'crème', 'pétales lyophilisés rose', 'minigerbjaune', 'gerbera rouge',
  'spray rose white', 'RO-BRIGHT-60', 'ro-tara-40', 'eucalyptus 70', 'bouquet blanc', '25 mm', 'box of',
  'colombia', 'colombie', 'equateur', '50%', 'a_b', '"quoted', "d'antan", 'zzzz', 'peony', 'pivoine',
  'sarah bernhardt', 'coral charm', 'coralcharm', 'kenya', 'renoncule', 'ranunculus pink', 'imported',
  'tulipe jaune', 'yellow tulip',
];

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db, systemClock, t.app.files);
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
}, 120_000);
afterAll(() => t.close());

/** The ids the search finds as it runs, and those the LIKEs alone find reading every product. */
async function found(query: string) {
  const search = await loadProductSearch(t.db, query);
  const [indexed, everyRow] = await Promise.all([
    filteredProducts(t.db, { active: 'all' }, search).select('products.id').orderBy('products.id').execute(),
    t.db.selectFrom('products').select('id').where(searchCondition(search)).orderBy('id').execute(),
  ]);
  return { indexed: indexed.map((r) => r.id), everyRow: everyRow.map((r) => r.id) };
}

async function expectSameResults() {
  for (const query of QUERIES) {
    const { indexed, everyRow } = await found(query);
    expect(indexed, query).toEqual(everyRow);
  }
}

describe('the product search through its word index', () => {
  it('finds what the LIKEs find, before and after products are written, renamed, imported and deleted', async () => {
    await expectSameResults();
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload: productInput(payload), ...as(staff) });
    const peony = (
      await write('POST', '/api/products', {
        name_en: 'Peony Sarah Bernhardt',
        name_fr: 'Pivoine Sarah Bernhardt',
        color: 'pink',
      })
    ).json().data.product;
    const tulip = (
      await write('POST', '/api/products', { name_en: 'Tulip', name_fr: 'Tulipe', color: 'yellow', origin: 'KE' })
    ).json().data.product;
    expect((await found('sarah bernhardt')).indexed).toEqual([peony.id]);

    // Renamed: found by its new name only; a colour changed moves its colour words too.
    const renamed = await write('PUT', `/api/products/${peony.id}`, {
      sku: peony.sku,
      name_en: 'Peony Coral Charm',
      name_fr: 'Pivoine Coral Charm',
      color: 'orange',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await found('sarah bernhardt')).indexed).toEqual([]);
    expect((await found('coral charm')).indexed).toEqual([peony.id]);
    expect((await found('peony pink')).indexed).toEqual([]);

    // A bulk import: new products, and a product of before changed, in one transaction.
    const actor = { id: (await createAdminUser(t.db)).id };
    await importProducts({ db: t.db, clock: systemClock }, actor, [
      {
        id: null,
        input: productInput({ name_en: 'Imported Ranunculus Pink', name_fr: 'Renoncule rose importée', color: 'pink' }),
      },
      {
        id: tulip.id,
        input: productInput({ sku: tulip.sku, name_en: 'Yellow Tulip', name_fr: 'Tulipe jaune', color: 'yellow' }),
      },
    ]);
    expect((await found('renoncule')).indexed).toHaveLength(1);
    expect((await found('yellow tulip')).indexed).toEqual([tulip.id]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${peony.id}`, ...as(staff) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await found('coral charm')).indexed).toEqual([]);
    await expectSameResults();
    if (t.config.database.dialect === 'sqlite') {
      // The index holds exactly the products' three texts (FTS5 compares it with the products table).
      await sql`insert into products_fts (products_fts, rank) values ('integrity-check', 1)`.execute(t.db);
    }
  }, 120_000);

  it('is what the database reads for a search', async () => {
    const search = await loadProductSearch(t.db, 'eucalyptus');
    const query = filteredProducts(t.db, { active: 'active' }, search).select('products.id').compile();
    if (t.config.database.dialect === 'sqlite') {
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      // The products are read by what the index names (its list checked before the LIKEs).
      expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/SCAN products_fts VIRTUAL TABLE INDEX/);
    } else {
      const indexes = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where tablename = 'products'`.execute(t.db);
      expect(indexes.rows.map((r) => r.indexname)).toEqual(
        expect.arrayContaining(['products_search_trgm', 'products_search_en_trgm', 'products_search_fr_trgm']),
      );
    }
  });
});
