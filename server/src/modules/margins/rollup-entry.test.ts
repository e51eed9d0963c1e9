import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createProduct, signInAsNewAdmin } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { quebecGrower, receivedLot } from '../../test/purchase-lots.js';
import type { SessionUser } from '../auth/index.js';
import { createStaffOrder, placeWebOrder, type OrderDeps } from '../orders/service.js';
import { linesOf, setLineStock, updateOrder } from '../orders/repository.js';
import { recordLineCosts } from '../orders/placement/line-costs.js';
import { foldSalesRollups, rebuildSalesRollups } from '../orders/reads/sales-rollups.js';
import { foldMarginRollups, rebuildMarginRollups } from './rollup-repository.js';

/**
 * A new order enters the sales and margin rollups once, when its writer is done (decision 074).
 * A write that comes between its insert and its settle (a caller's `along`) enters it first; a
 * credit note waiting while its parent's lines and costs move enters before the margin watch
 * reads it. In each case the kept rollups equal the rebuilt ones.
 */
const NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
let t: TestApp;
let owner: string;
let grower: number;
const kit = orderKit(() => t, NOW);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, env: { RATE_LIMIT: 'off' } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
  grower = await quebecGrower(t, owner);
});
afterAll(() => t.close());

async function all() {
  await foldMarginRollups(t.db);
  await foldSalesRollups(t.db);
  const tables = [
    'margin_rollup_products',
    'margin_rollup_customers',
    'margin_rollup_suppliers',
    'sales_rollup_sources',
    'sales_rollup_customers',
    'sales_rollup_products',
  ] as const;
  const rows = await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute()));
  return rows.map((list) =>
    list
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)])))
      .filter((r) =>
        Object.entries(r).some(([k, v]) => typeof v === 'number' && !k.endsWith('_id') && k !== 'id' && v !== 0),
      )
      .map((r) => JSON.stringify(r, Object.keys(r).sort()))
      .sort(),
  );
}
/** The order services' dependencies, and an owner to write staff orders as. */
async function asOwner() {
  const admin = await createAdminUser(t.db);
  const staff: SessionUser = {
    id: admin.id,
    email: admin.email,
    role: 'admin',
    name: 'S',
    language: 'fr',
    roles: ['owner'],
  };
  return { deps: serviceDeps(), staff };
}
const serviceDeps = (): OrderDeps => ({
  db: t.db,
  clock: { now: () => NOW },
  config: t.config,
  files: t.app.files,
  silent: true,
});

async function rebuilt() {
  await t.db.transaction().execute((trx) => rebuildMarginRollups(trx));
  await rebuildSalesRollups(t.db);
  return all();
}

describe('a new order entering the rollups', () => {
  it('is right when a web order is moved to another month before its stock moves', async () => {
    const peony = await createProduct(t.db, { price_cents: 250 });
    await receivedLot(t, owner, { supplier_id: grower, product_id: peony.id, units: 40, cents: 90 });
    const florist = await kit.newCustomer({ businessName: 'Along 1' });
    const deps = serviceDeps();
    const customer: SessionUser = {
      id: florist.id,
      email: florist.email,
      role: 'customer',
      name: 'A',
      language: 'fr',
      roles: [],
    };
    const web = {
      delivery_method: 'pickup' as const,
      delivery_date: TODAY,
      lines: [{ product_id: peony.id, quantity: 4 }],
      agreed_disclaimer: true as const,
    };
    await placeWebOrder(deps, customer, web, undefined, async (trx, id) => {
      await updateOrder(trx, id, { delivery_date: '2026-12-02' });
    });
    const kept = await all();
    expect(await rebuilt()).toEqual(kept);
  });

  it('is right when a staff order with a back-ordered line has a line written before it settles', async () => {
    const rose = await createProduct(t.db, { price_cents: 100 });
    await receivedLot(t, owner, { supplier_id: grower, product_id: rose.id, units: 5, cents: 30 });
    const florist = await kit.newCustomer({ businessName: 'Along 2' });
    const { deps, staff } = await asOwner();
    await createStaffOrder(
      deps,
      staff,
      {
        customer_id: florist.id,
        type: 'order',
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: rose.id, quantity: 8 }],
        credit_override_reason: 'x',
      } as never,
      async (trx, id) => {
        const [line] = await linesOf(trx, id);
        await setLineStock(trx, line!, { stock_quantity: 3 });
      },
    );
    const kept = await all();
    expect(await rebuilt()).toEqual(kept);
  });

  it('is right when the parent of a credit note not yet entered gives its lots back', async () => {
    const vase = await createProduct(t.db, { price_cents: 500, fresh: false, category: 'hard-goods' });
    await receivedLot(t, owner, { supplier_id: grower, product_id: vase.id, units: 20, cents: 200 });
    const florist = await kit.newCustomer({ businessName: 'Along 3' });
    const { deps, staff } = await asOwner();
    const parent = await createStaffOrder(deps, staff, {
      customer_id: florist.id,
      type: 'order',
      delivery_method: 'pickup',
      delivery_date: TODAY,
      lines: [{ product_id: vase.id, quantity: 2 }],
      credit_override_reason: 'x',
    } as never);
    const before = await all();
    expect(await rebuilt()).toEqual(before);
    await createStaffOrder(
      deps,
      staff,
      {
        customer_id: florist.id,
        type: 'refund',
        parent_order_id: parent.order.id,
        delivery_method: 'pickup',
        delivery_date: TODAY,
        lines: [{ product_id: vase.id, quantity: 1 }],
      } as never,
      async (trx) => {
        // The parent's line gives its lots back: the credit note's supplier (its parent line's lot) moves.
        const [line] = await linesOf(trx, parent.order.id);
        await setLineStock(trx, line!, { stock_quantity: 0 });
        await recordLineCosts(trx, [parent.order.id]);
      },
    );
    const kept = await all();
    expect(await rebuilt()).toEqual(kept);
  });
});
