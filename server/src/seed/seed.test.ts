import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_LIST_SECTIONS, PRODUCT_CATEGORIES } from '@shop/contract';
import { loadConfig } from '../config.js';
import { businessDate } from '../lib/business-date.js';
import { systemClock } from '../lib/clock.js';
import { storedFilePath } from '../lib/stored-files.js';
import { imageFilePath } from '../lib/images.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { seed } from './index.js';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('seed', () => {
  it('loads the demo admin and customers (approved and pending) once, and prints their logins', async () => {
    t = await createTestApp();
    const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, SEED: 'demo' }), database: t.config.database };
    const first = await seed(t.db, config, systemClock);
    expect(first.logins.map((l) => l.role)).toEqual(['admin', 'customer']);
    const counts = await t.db.selectFrom('users').select(['role', 'status']).execute();
    expect(counts.filter((u) => u.role === 'admin')).toHaveLength(1);
    expect(counts.filter((u) => u.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(counts.filter((u) => u.role === 'customer' && u.status === 'approved').length).toBeGreaterThanOrEqual(3);

    const again = await seed(t.db, config, systemClock);
    expect(again.logins).toEqual(first.logins);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(counts.length);
  });

  it('loads a demo catalogue: 150+ active products in every category, each with a picture and a stock matching its ledger', async () => {
    t = await createTestApp();
    const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, SEED: 'demo' }), database: t.config.database };
    await seed(t.db, config, systemClock);

    const products = await t.db.selectFrom('products').selectAll().execute();
    const active = products.filter((p) => p.active === 1);
    expect(active.length).toBeGreaterThanOrEqual(150);
    expect(new Set(active.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const p of products) {
      expect(p.image_key, p.sku).toBeTruthy();
      expect(fs.existsSync(imageFilePath(t.config.dataDir, `${p.image_key}-card.webp`)!), p.sku).toBe(true);
    }

    const sums = await t.db
      .selectFrom('inventory_movements')
      .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('total')])
      .groupBy('product_id')
      .execute();
    const ledger = new Map(sums.map((s) => [s.product_id, Number(s.total)]));
    for (const p of products) expect(p.on_hand, p.sku).toBe(ledger.get(p.id) ?? 0);
    // The inventory filters have something to show: sold out, low, and fresh stock of various ages.
    expect(active.some((p) => p.on_hand === 0)).toBe(true);
    expect(active.some((p) => p.on_hand > 0 && p.on_hand <= p.low_stock_at)).toBe(true);
    expect(new Set(active.filter((p) => p.fresh === 1).map((p) => p.arrived_on)).size).toBeGreaterThan(1);

    const sections = await t.db.selectFrom('product_sections').select(['product_id', 'section']).execute();
    for (const section of ['petals', 'ready-for-retail', 'preserve-roses'] as const)
      expect(
        sections.some((s) => s.section === section),
        section,
      ).toBe(true);
    expect(sections.filter((s) => s.section === 'all-products')).toHaveLength(products.length);

    // A published price list per section, readable; two offers, one of them active today.
    const lists = await t.db.selectFrom('price_lists').selectAll().where('published', '=', 1).execute();
    expect(new Set(lists.map((l) => l.section))).toEqual(new Set(PRICE_LIST_SECTIONS));
    for (const list of lists)
      expect(fs.existsSync(storedFilePath(t.config.dataDir, list.file_path!)), list.section).toBe(true);
    const allProducts = lists.find((l) => l.section === 'all-products')!;
    expect(allProducts.row_count).toBe(active.length);
    const offers = await t.db.selectFrom('offers').selectAll().execute();
    expect(offers).toHaveLength(2);
    const today = businessDate(systemClock.now());
    expect(offers.filter((o) => o.starts_on <= today && today <= o.ends_on)).toHaveLength(1);
  });

  it('creates only the ADMIN_EMAIL admin without demo data, and no default password', async () => {
    t = await createTestApp();
    const env = {
      DATA_DIR: t.config.dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'Une-Longue-Phrase-2026',
    };
    const report = await seed(t.db, { ...loadConfig(env), database: t.config.database }, systemClock);
    expect(report.logins).toEqual([]);
    const users = await t.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
  });
});
