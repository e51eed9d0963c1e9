import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays, ORDER_STATUSES, PRICE_LIST_SECTIONS, PRODUCT_CATEGORIES, type PriceListRows } from '@shop/contract';
import { loadConfig, type Config } from '../config.js';
import { businessDate } from '../lib/business-date.js';
import { systemClock } from '../lib/clock.js';
import { imageFileKey } from '../lib/images.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { englishWords } from '../test/french-text.js';
import { DEMO_CUSTOMER } from './demo-customers.js';
import { DEMO_ADMIN } from './demo.js';
import { signIn, withCookie } from '../test/factories.js';
import { verifyLedger } from '../modules/accounts/index.js';
import { seed, type SeedReport } from './index.js';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

// One demo seed for the three tests that read it (its pictures make it about 14 s of CPU), made
// by the first that asks; the first test seeds it again and finds nothing to do.
let demo: Promise<{ t: TestApp; config: Config; first: SeedReport }> | null = null;
const seededDemo = () =>
  (demo ??= (async () => {
    const shared = await createTestApp();
    const config = {
      ...loadConfig({ DATA_DIR: shared.config.dataDir, SEED: 'demo' }),
      database: shared.config.database,
    };
    const first = await seed(shared.db, config, systemClock, shared.app.files);
    return { t: shared, config, first };
  })());
afterAll(async () => (await demo)?.t.close());

// The first test waits for the demo seed: about 20 s alone, past 60 s on a loaded machine.
describe('seed', { timeout: 180_000 }, () => {
  it('loads the demo admin and customers (approved and pending) once, and prints their logins', async () => {
    const { t, config, first } = await seededDemo();
    expect(first.logins.map((l) => l.role)).toEqual(['admin', 'customer']);
    const counts = await t.db.selectFrom('users').select(['role', 'status']).execute();
    // One admin who signs in; the five demo designers are staff invited without an address (026).
    const staff = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('role', '=', 'admin')
      .execute();
    expect(staff.filter((u) => u.password_hash !== null)).toHaveLength(1);
    expect(staff.filter((u) => u.email.endsWith('@no-email.invalid') && u.password_hash === null)).toHaveLength(5);
    expect(counts.filter((u) => u.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(counts.filter((u) => u.role === 'customer' && u.status === 'approved').length).toBeGreaterThanOrEqual(3);

    const again = await seed(t.db, config, systemClock, t.app.files);
    expect(again.logins).toEqual(first.logins);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(counts.length);
  });

  it('loads a demo catalogue: 150+ active products in every category, each with a picture and a stock matching its ledger', async () => {
    const { t } = await seededDemo();

    const products = await t.db.selectFrom('products').selectAll().execute();
    const active = products.filter((p) => p.active === 1);
    expect(active.length).toBeGreaterThanOrEqual(150);
    expect(new Set(active.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const p of products) {
      expect(p.image_key, p.sku).toBeTruthy();
      expect(await t.app.files.exists(imageFileKey(`${p.image_key}-card.webp`)!), p.sku).toBe(true);
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
    for (const list of lists) expect(await t.app.files.exists(list.file_path!), list.section).toBe(true);
    const allProducts = lists.find((l) => l.section === 'all-products')!;
    expect(allProducts.row_count).toBe(active.length);
    // Read by French and English readers alike: each header and word in French, then English, no
    // English alone ("Product", "Colour") nor a code ("white", "bunch") on a French screen (the
    // products' codes and names, "Rose Pink Floyd", are the catalogue's).
    const table = JSON.parse(allProducts.rows_json!) as PriceListRows;
    const data = [0, table.columns.indexOf('Code')];
    const words = (row: readonly unknown[]) => row.filter((_, i) => !data.includes(i)).join('\n');
    const shown = [table.columns.join('\n'), ...table.rows.map(words)].join('\n');
    expect(englishWords(shown, { bilingual: true })).toEqual([]);
    expect(table.rows.flat()).not.toContain('white');
    expect(table.rows.flat()).toContain('blanc / white');
    expect(table.rows.flat().some((cell) => String(cell).startsWith('botte de '))).toBe(true);
    const offers = await t.db.selectFrom('offers').selectAll().execute();
    expect(offers).toHaveLength(2);
    const today = businessDate(systemClock.now());
    expect(offers.filter((o) => o.starts_on <= today && today <= o.ends_on)).toHaveLength(1);
  });

  it('loads a few hundred orders in every status whose stock, invoices and balances agree', async () => {
    // How long the seed takes is a figure, not a test: a loaded machine took 43 s for 20 alone.
    const { t } = await seededDemo();

    const orders = await t.db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(200);
    // Nothing happened later than now: no order placed, moved or audited in the future.
    const now = new Date().toISOString();
    expect(orders.filter((o) => o.created_at > now || o.updated_at > now).map((o) => o.number)).toEqual([]);
    const later = await t.db.selectFrom('audit_events').select('id').where('at', '>', now).execute();
    expect(later).toEqual([]);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(orders.map((o) => o.type))).toEqual(new Set(['order', 'prebooking', 'refund']));
    expect(orders.some((o) => o.source === 'web' && o.status === 'pending')).toBe(true);
    const today = businessDate(systemClock.now());
    expect(orders.some((o) => o.delivery_date < today) && orders.some((o) => o.delivery_date > today)).toBe(true);
    const client = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow();
    expect(orders.filter((o) => o.customer_id === client.id).length).toBeGreaterThan(20);
    // Invoiced exactly when confirmed once (a cancelled invoice keeps its number).
    for (const o of orders) expect(!!o.invoice_number, o.number).toBe(o.status !== 'pending' && o.invoiced_on !== null);

    // Stock never went below zero and still matches its ledger.
    const products = await t.db.selectFrom('products').select(['id', 'on_hand']).execute();
    const sums = await t.db
      .selectFrom('inventory_movements')
      .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('total')])
      .groupBy('product_id')
      .execute();
    const ledger = new Map(sums.map((s) => [s.product_id, Number(s.total)]));
    for (const p of products) {
      expect(p.on_hand).toBeGreaterThanOrEqual(0);
      expect(p.on_hand).toBe(ledger.get(p.id) ?? 0);
    }

    // Balance = invoices − credit notes − payments (a cancelled invoice is credited back).
    const payments = await t.db.selectFrom('payments').select(['customer_id', 'amount_cents']).execute();
    expect(payments.length).toBeGreaterThan(0);
    const profiles = await t.db.selectFrom('customer_profiles').select(['user_id', 'balance_cents']).execute();
    for (const profile of profiles) {
      const invoiced = orders
        .filter((o) => o.customer_id === profile.user_id && o.invoice_number && o.status !== 'cancelled')
        .reduce((sum, o) => sum + Number(o.total_cents), 0);
      const paid = payments
        .filter((p) => p.customer_id === profile.user_id)
        .reduce((sum, p) => sum + Number(p.amount_cents), 0);
      expect(Number(profile.balance_cents), String(profile.user_id)).toBe(invoiced - paid);
    }
    // And every balance is its journal's sum (npm run ledger:verify).
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('loads three suppliers with their products, and what to buy has lines for the rose farm', async () => {
    const { t: app } = await seededDemo();
    const suppliers = await app.db.selectFrom('suppliers').select(['id', 'name']).execute();
    expect(suppliers).toHaveLength(3);
    const cookie = (await signIn(app.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie;
    const arrival = addDays(businessDate(new Date()), 7);
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/purchasing/needs?arrival=${arrival}`,
      ...withCookie(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    const needs = res.json().data as { suppliers: { supplier_name: string | null; lines: number }[] };
    expect(needs.suppliers.find((s) => s.supplier_name === 'Rosas del Cotopaxi')?.lines).toBeGreaterThan(0);
  });

  it('creates only the ADMIN_EMAIL admin without demo data, and no default password', async () => {
    t = await createTestApp();
    const env = {
      DATA_DIR: t.config.dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'Une-Longue-Phrase-2026',
    };
    const report = await seed(t.db, { ...loadConfig(env), database: t.config.database }, systemClock, t.app.files);
    expect(report.logins).toEqual([]);
    const users = await t.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
  });
});
