import { COST_FIELDS, PERMISSION_ROLES, STAFF_ROLES, type Permission, type StaffRole } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signIn, signInAsNewAdmin } from '../test/factories.js';
import { buildMatrixRows, MATRIX_ADDRESS, MATRIX_NOW, type MatrixRows, type RowName } from '../test/matrix-rows.js';
import { listApiRoutes, sample, type ApiRoute } from '../test/route-table.js';

/**
 * The permission matrix by row (issue 35): every route whose path names something (an id, a
 * name, a kind) is called with a real row of customer A's, as each staff role, as A and as
 * customer B, and must answer as the table below says. The route list is the app's own: a route
 * with a path parameter that the table does not name fails, so a new one must say who reads it.
 *
 * Staff: a permission (the roles that hold it pass, the others get 403), `anyStaff`, `noStaff`
 * (403) or `notTheirs` (404: the row is A's own, a session). Customers: `owner` (A passes, B gets
 * 404 as if the row did not exist), `anyCustomer`, `noCustomer` (403) or `public`. A caller who
 * passes is called on GET and must get 200; a write they may make is left to the route's own
 * tests (it would change the rows the other calls read). Every refused call is made.
 */
type StaffRule = Permission | 'anyStaff' | 'noStaff' | 'notTheirs';
type CustomerRule = 'owner' | 'anyCustomer' | 'noCustomer' | 'public';
interface Expected {
  staff: StaffRule;
  customer: CustomerRule;
  /** The row each path parameter names; a parameter with an enum is its first value. */
  rows?: Record<string, RowName>;
  /** Query values, a row's id where one is named (`{ row: 'product' }`). */
  query?: Record<string, string | { row: RowName }>;
  /**
   * A valid body, where a caller the guard lets through must be refused by the handler: an
   * invalid one would be a 400 before the row is looked up.
   */
  body?: (rows: MatrixRows, signature: string) => object;
}
const x = (staff: StaffRule, customer: CustomerRule, rows?: Expected['rows'], more: Partial<Expected> = {}) =>
  ({ staff, customer, ...(rows ? { rows } : {}), ...more }) satisfies Expected;

const customer = { id: 'customer' } as const;
const order = { id: 'order' } as const;
const address = { id: 'customer', addressId: 'deliveryAddress' } as const;
const ownAddress = { addressId: 'deliveryAddress' } as const;
const standing = { id: 'standingOrder' } as const;
const standingBody = (rows: MatrixRows) => ({
  delivery_method: 'pickup',
  lines: [{ product_id: rows.product, quantity: 1 }],
  weekdays: [2],
  starts_on: '2026-11-23',
});
const occurrenceBody = (rows: MatrixRows) => ({ lines: [{ product_id: rows.product, pack_id: null, quantity: 2 }] });
const EXPECTED: Record<string, Expected> = {
  'DELETE /api/auth/sessions/{id}': x('notTheirs', 'owner', { id: 'session' }),
  'DELETE /api/tokens/{id}': x('notTheirs', 'owner', { id: 'apiToken' }),
  'DELETE /api/webhooks/{id}': x('notTheirs', 'owner', { id: 'webhook' }),
  'GET /api/webhooks/{id}/deliveries': x('notTheirs', 'owner', { id: 'webhook' }),
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': x('notTheirs', 'owner', {
    id: 'webhook',
    deliveryId: 'webhookDelivery',
  }),
  'PUT /api/staff/{id}': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'PUT /api/staff/{id}/active': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'POST /api/staff/{id}/reset-password': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'POST /api/staff/{id}/reset-two-step': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'GET /api/staff/{id}/sessions': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'DELETE /api/staff/{id}/sessions': x('staff.manage', 'noCustomer', { id: 'staffMember' }),
  'GET /api/customer/{id}': x('customers.read', 'owner', customer),
  'GET /api/customers/{id}/document': x('customers.read', 'owner', customer),
  'PUT /api/customers/{id}': x('customers.write', 'noCustomer', customer),
  'DELETE /api/customers/{id}': x('customers.write', 'noCustomer', customer),
  'PUT /api/customers/{id}/invoice-type': x('customers.write', 'noCustomer', customer),
  'PUT /api/customer/{id}/profile': x('noStaff', 'owner', customer, {
    body: () => ({ phoneNumber: '514-555-0123', language: 'fr' }),
  }),
  'PUT /api/toggle/customers/{id}': x('customers.write', 'noCustomer', customer),
  'GET /api/customers/{id}/delivery-addresses': x('customers.read', 'noCustomer', customer),
  'POST /api/customers/{id}/delivery-addresses': x('customers.write', 'noCustomer', customer),
  'PUT /api/customers/{id}/delivery-addresses/{addressId}': x('customers.write', 'noCustomer', address),
  'DELETE /api/customers/{id}/delivery-addresses/{addressId}': x('customers.write', 'noCustomer', address),
  'PUT /api/customer/delivery-addresses/{addressId}': x('noStaff', 'owner', ownAddress, { body: () => MATRIX_ADDRESS }),
  'DELETE /api/customer/delivery-addresses/{addressId}': x('noStaff', 'owner', ownAddress),
  'GET /api/Orders/{id}/delivery-address': x('orders', 'noCustomer', order),
  'GET /api/{userId}/notes': x('customers.read', 'noCustomer', { userId: 'customer' }),
  'POST /api/{userId}/notes': x('customers.write', 'noCustomer', { userId: 'customer' }),
  'DELETE /api/note/{id}': x('customers.write', 'noCustomer', { id: 'note' }),
  'GET /api/customers/{id}/emails': x('customers.read', 'noCustomer', customer),
  'POST /api/payments/{id}/reverse': x('payments.manage', 'noCustomer', { id: 'payment' }),
  'GET /api/customer/Orders/payments/{id}': x('customers.read', 'owner', customer),
  'GET /api/payments/{id}/allocations': x('payments.manage', 'noCustomer', { id: 'payment' }),
  'PUT /api/payments/{id}/allocations': x('payments.manage', 'noCustomer', { id: 'payment' }),
  'GET /api/receivables/customers/{id}/open-invoices': x('payments.receive', 'noCustomer', customer),
  'GET /api/receivables/customers/{id}/credit': x('receivables', 'noCustomer', customer),
  'GET /api/customer/statement/{id}': x('customers.read', 'owner', customer),
  'GET /api/customer/statement/{id}/statement.pdf': x('customers.read', 'owner', customer),
  'GET /api/customer/Orders/payments/{id}/payments.pdf': x('customers.read', 'owner', customer),
  'GET /api/customers/{id}/statement.pdf': x('customers.read', 'owner', customer, { query: { month: '2026-10' } }),
  'GET /api/receivables/statements/send/{runId}': x('receivables', 'noCustomer', { runId: 'statementRun' }),
  'GET /api/pricelists/{id}': x('anyStaff', 'anyCustomer', { id: 'priceList' }),
  'PUT /api/pricelists/{id}': x('priceLists', 'noCustomer', { id: 'priceList' }),
  'DELETE /api/pricelists/{id}': x('priceLists', 'noCustomer', { id: 'priceList' }),
  'GET /api/pricelists/{id}/file': x('anyStaff', 'anyCustomer', { id: 'priceList' }),
  'GET /api/pricelists/live/{section}': x('anyStaff', 'anyCustomer'),
  'GET /api/products/{id}': x('anyStaff', 'anyCustomer', { id: 'product' }),
  'PUT /api/categories/{id}': x('catalog.lists', 'noCustomer', { id: 'category' }),
  'DELETE /api/categories/{id}': x('catalog.lists', 'noCustomer', { id: 'category' }),
  'PUT /api/colours/{id}': x('catalog.lists', 'noCustomer', { id: 'colour' }),
  'PUT /api/products/{id}': x('catalog.write', 'noCustomer', { id: 'product' }),
  'DELETE /api/products/{id}': x('catalog.write', 'noCustomer', { id: 'product' }),
  'POST /api/products/{id}/image': x('catalog.write', 'noCustomer', { id: 'product' }),
  'POST /api/products/{id}/pictures': x('catalog.write', 'noCustomer', { id: 'product' }),
  'PUT /api/products/{id}/pictures': x('catalog.write', 'noCustomer', { id: 'product' }),
  'DELETE /api/products/{id}/pictures/{pictureId}': x('catalog.write', 'noCustomer', {
    id: 'product',
    pictureId: 'productPicture',
  }),
  'GET /api/images/{name}': x('anyStaff', 'public', { name: 'image' }),
  // The fresh list's one-click unsubscribe: anyone holding the e-mail's token (issue 39 item 5).
  'POST /api/unsubscribe/{token}': x('anyStaff', 'public', { token: 'freshListToken' }),
  // The days the shop delivers nothing (issue 38 item 3): the owner and the office keep them.
  'PUT /api/closed-days/{date}': x('closed-days', 'noCustomer', { date: 'closedDay' }),
  'DELETE /api/closed-days/{date}': x('closed-days', 'noCustomer', { date: 'closedDay' }),
  // Customer prices (issue 38 item 4): no customer reads a level's writes or any customer's prices.
  'PUT /api/price-levels/{id}': x(
    'customers.write',
    'noCustomer',
    { id: 'priceLevel' },
    {
      body: () => ({ name_en: 'Volume', name_fr: 'Volume', percent_off: 8 }),
    },
  ),
  'GET /api/customers/{id}/prices': x('customers.read', 'noCustomer', customer),
  'PUT /api/customers/{id}/prices': x('customers.write', 'noCustomer', customer, { body: () => ({ prices: [] }) }),
  // Standing orders (issue 38): staff's with the orders permission, the florist's own (B: 404).
  'GET /api/standing-orders/{id}': x('orders', 'noCustomer', standing),
  'PUT /api/standing-orders/{id}': x('orders', 'noCustomer', standing, {
    body: (rows) => ({ customer_id: rows.customer, ...standingBody(rows) }),
  }),
  'DELETE /api/standing-orders/{id}': x('orders', 'noCustomer', standing),
  'POST /api/standing-orders/{id}/skip': x('orders', 'noCustomer', standing, { body: () => ({ date: '2026-11-24' }) }),
  'GET /api/standing-orders/{id}/occurrences': x('orders', 'noCustomer', standing),
  'GET /api/customer/standing-orders/{id}': x('noStaff', 'owner', standing),
  'PUT /api/customer/standing-orders/{id}': x('noStaff', 'owner', standing, { body: standingBody }),
  'DELETE /api/customer/standing-orders/{id}': x('noStaff', 'owner', standing),
  'POST /api/customer/standing-orders/{id}/skip': x('noStaff', 'owner', standing, {
    body: () => ({ date: '2026-11-24' }),
  }),
  'GET /api/customer/standing-orders/{id}/occurrences': x('noStaff', 'owner', standing),
  'PUT /api/standing-orders/{id}/occurrences/{date}': x(
    'orders',
    'noCustomer',
    { ...standing, date: 'closedDay' },
    { body: occurrenceBody },
  ),
  'PUT /api/customer/standing-orders/{id}/occurrences/{date}': x(
    'noStaff',
    'owner',
    { ...standing, date: 'closedDay' },
    { body: occurrenceBody },
  ),
  'GET /api/inventory/{productId}/movements': x('inventory', 'noCustomer', { productId: 'product' }),
  'GET /api/Orders/{id}': x('orders', 'noCustomer', order),
  'PUT /api/Orders/{id}': x('orders', 'noCustomer', order),
  'DELETE /api/Orders/{id}': x('orders', 'noCustomer', order),
  'POST /api/Orders/{id}/send-email': x('orders', 'noCustomer', order),
  'PUT /api/Orders/{id}/update/{status}': x('orders', 'noCustomer', order),
  'GET /api/customer/weborder/tickets/{customerId}': x('customers.read', 'owner', { customerId: 'customer' }),
  'GET /api/customer/Orders/{customerId}': x('customers.read', 'owner', { customerId: 'customer' }),
  'GET /api/customer/tickets/{id}': x('customers.read', 'owner', order),
  'POST /api/customer/tickets/{id}/cancel': x('noStaff', 'owner', order),
  'PUT /api/customer/tickets/{id}': x('noStaff', 'owner', order),
  'GET /api/Orders/last-prices/{customerId}': x(
    'orders',
    'noCustomer',
    { customerId: 'customer' },
    {
      query: { ids: { row: 'product' } },
    },
  ),
  'GET /api/prebooking/{id}': x('orders', 'noCustomer', { id: 'prebooking' }),
  'PUT /api/prebooking/{id}': x('orders', 'noCustomer', { id: 'prebooking' }),
  'GET /api/exports/{kind}.xlsx': x('exports', 'noCustomer'),
  'GET /api/dashboard/{figure}.xlsx': x('dashboard', 'noCustomer'),
  'PUT /api/orders/{id}/designer': x('designCenter', 'noCustomer', { id: 'orderLine' }),
  'PUT /api/orders/designer/complete-back/{id}': x('designCenter', 'noCustomer', { id: 'orderLine' }),
  'GET /api/Orders/{id}/packing-slip.pdf': x('pickLists', 'noCustomer', order),
  // An order's invoices and credit notes: what GET /api/Orders/{id} shows, to the same staff.
  'GET /api/Orders/{id}/invoice.pdf': x('orders', 'owner', order),
  'GET /api/Orders/{id}/documents/{documentId}.pdf': x('orders', 'owner', { id: 'order', documentId: 'document' }),
  'GET /api/offers/{id}': x('anyStaff', 'anyCustomer', { id: 'offer' }),
  'PUT /api/offers/{id}': x('offers', 'noCustomer', { id: 'offer' }),
  'DELETE /api/offers/{id}': x('offers', 'noCustomer', { id: 'offer' }),
  'POST /api/offers/{id}/image': x('offers', 'noCustomer', { id: 'offer' }),
  // A claim and its photos: the staff of the claims queue.
  'GET /api/claims/{id}': x('claims', 'owner', { id: 'claim' }),
  'GET /api/claims/{id}/photos/{photoId}': x('claims', 'owner', { id: 'claim', photoId: 'photo' }),
  'PUT /api/claims/{id}/decision': x('claims', 'noCustomer', { id: 'claim' }),
  'PUT /api/claims/{id}/received': x('claims', 'noCustomer', { id: 'claim' }),
  'GET /api/back-orders/products/{productId}/allocation': x('inventory', 'noCustomer', { productId: 'product' }),
  'POST /api/back-orders/{lineId}/cancel': x('orders', 'noCustomer', { lineId: 'backOrderLine' }),
  'GET /api/back-orders/orders/{orderId}/fills': x('orders', 'noCustomer', { orderId: 'order' }),
  'PUT /api/deliveries/runs/{id}': x('deliveries.manage', 'noCustomer', { id: 'run' }),
  'GET /api/deliveries/runs/{id}/sheet.pdf': x('deliveries.manage', 'noCustomer', { id: 'run' }),
  'PUT /api/deliveries/stops/{id}': x('deliveries.manage', 'noCustomer', { id: 'stop' }),
  // deliveries.drive, but a driver only on their own run: this run has none.
  'POST /api/deliveries/runs/{id}/depart': x('deliveries.manage', 'noCustomer', { id: 'run' }),
  'POST /api/deliveries/stops/{id}/delivered': x(
    'deliveries.manage',
    'noCustomer',
    { id: 'stop' },
    {
      body: (_rows, signature) => ({ recipient_name: 'Zoé', signature }),
    },
  ),
  'POST /api/deliveries/stops/{id}/failed': x('deliveries.manage', 'noCustomer', { id: 'stop' }),
  'POST /api/deliveries/stops/{id}/payment': x(
    'deliveries.manage',
    'noCustomer',
    { id: 'stop' },
    { body: () => ({ method: 'cash', amount_cents: 100 }) },
  ),
  'POST /api/deliveries/pickups/{orderId}': x('deliveries.manage', 'noCustomer', { orderId: 'order' }),
  'GET /api/deliveries/orders/{orderId}/signature': x('orders', 'noCustomer', { orderId: 'signedOrder' }),
  'GET /api/deliveries/orders/{orderId}/proof': x('orders', 'noCustomer', { orderId: 'signedOrder' }),
  // Buying from farms (issue 37): the owner and the office.
  'GET /api/suppliers/{id}': x('purchasing', 'noCustomer', { id: 'supplier' }),
  'PUT /api/suppliers/{id}': x('purchasing', 'noCustomer', { id: 'supplier' }),
  'GET /api/suppliers/{id}/products': x('purchasing', 'noCustomer', { id: 'supplier' }),
  'PUT /api/suppliers/{id}/products/{productId}': x('purchasing', 'noCustomer', {
    id: 'supplier',
    productId: 'product',
  }),
  'DELETE /api/suppliers/{id}/products/{productId}': x('purchasing', 'noCustomer', {
    id: 'supplier',
    productId: 'product',
  }),
  'GET /api/purchase-orders/{id}': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'PUT /api/purchase-orders/{id}': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'GET /api/purchase-orders/{id}/purchase-order.pdf': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/send': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/confirm': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/ship': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/receive': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/close': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/cancel': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'GET /api/purchase-orders/{id}/charges': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'POST /api/purchase-orders/{id}/charges': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'PUT /api/purchase-orders/{id}/charges/{chargeId}': x('purchasing', 'noCustomer', {
    id: 'purchaseOrder',
    chargeId: 'purchaseCharge',
  }),
  'DELETE /api/purchase-orders/{id}/charges/{chargeId}': x('purchasing', 'noCustomer', {
    id: 'purchaseOrder',
    chargeId: 'purchaseCharge',
  }),
  'PUT /api/purchase-orders/{id}/exchange-rate': x('purchasing', 'noCustomer', { id: 'purchaseOrder' }),
  'PUT /api/purchasing/minimums/{productId}': x('purchasing', 'noCustomer', { productId: 'product' }),
  'PUT /api/favourites/{productId}': x('noStaff', 'anyCustomer', { productId: 'product' }),
  'DELETE /api/favourites/{productId}': x('noStaff', 'anyCustomer', { productId: 'product' }),
};

type Caller = StaffRole | 'customerA' | 'customerB';
const CALLERS: Caller[] = [...STAFF_ROLES, 'customerA', 'customerB'];
type Outcome = 'through' | 403 | 404;

function expectedOutcome(e: Expected, caller: Caller): Outcome {
  if (caller === 'customerA' || caller === 'customerB') {
    if (e.customer === 'noCustomer') return 403;
    return e.customer === 'owner' && caller === 'customerB' ? 404 : 'through';
  }
  switch (e.staff) {
    case 'anyStaff':
      return 'through';
    case 'noStaff':
      return 403;
    case 'notTheirs':
      return 404;
    default:
      return PERMISSION_ROLES[e.staff].includes(caller) ? 'through' : 403;
  }
}

const key = (r: ApiRoute) => `${r.method} ${r.path}`;

describe('permission matrix by row: every route that names a row, as each role and as two customers', () => {
  let t: TestApp;
  let rows: MatrixRows;
  let signature: string;
  let routes: ApiRoute[];
  const cookies = {} as Record<Caller, string>;

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => MATRIX_NOW }, env: { RATE_LIMIT: 'off', LOG_LEVEL: 'fatal' } });
    const owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
    const built = await buildMatrixRows(t, owner);
    rows = built.rows;
    signature = built.signature;
    for (const role of STAFF_ROLES) cookies[role] = (await signInAsNewAdmin(t.app, t.db, [role])).cookie;
    cookies.customerA = (await signIn(t.app, built.a.email)).cookie;
    cookies.customerB = built.b.cookie;
    routes = listApiRoutes(t.app).filter((r) => r.path.includes('{'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has a row and a rule for every route with a path parameter, and none for a route that is gone', () => {
    expect(routes.map(key).filter((k) => !EXPECTED[k])).toEqual([]);
    expect(Object.keys(EXPECTED).filter((k) => !routes.some((r) => key(r) === k))).toEqual([]);
  });

  it('answers each caller as the table says, with real rows', async () => {
    const mismatches: string[] = [];
    let called = 0;
    // Reads first, then writes, deletes last: a write wrongly let through spoils as little as can be.
    const order = { GET: 0, PUT: 1, PATCH: 1, POST: 1, DELETE: 2 } as const;
    for (const route of [...routes].sort((p, q) => order[p.method] - order[q.method])) {
      const e = EXPECTED[key(route)];
      if (!e) continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const row = e.rows?.[name];
        if (row) return encodeURIComponent(String(rows[row]));
        const param = route.params.find((p) => p.in === 'path' && p.name === name);
        if (!param?.schema.enum) throw new Error(`${key(route)}: no row for {${name}}`);
        return String(sample(param.schema));
      });
      const query = new URLSearchParams();
      for (const p of route.params.filter((p) => p.in === 'query')) {
        const given = e.query?.[p.name];
        const value =
          typeof given === 'object'
            ? rows[given.row]
            : (given ?? (p.schema.default === undefined ? sample(p.schema) : undefined));
        if (value !== undefined && value !== null) query.set(p.name, String(value));
      }
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const caller of CALLERS) {
        const want = expectedOutcome(e, caller);
        if (want === 'through' && route.method !== 'GET') continue;
        const res = await t.app.inject({
          method: route.method,
          url: `${path}?${query}`,
          headers: { cookie: cookies[caller], ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(e.body?.(rows, signature) ?? sample(route.body) ?? {}) } : {}),
        });
        called += 1;
        if (res.statusCode === 200) costLeaks.push(...leaksIn(caller, key(route), res));
        const got = res.statusCode;
        if (want === 'through' ? got !== 200 : got !== want)
          mismatches.push(`${caller} ${key(route)}: wanted ${want === 'through' ? 200 : want}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(called).toBeGreaterThan(450);
    expect(costLeaks).toEqual([]);
  }, 180_000);

  // Issue 37 item 6 (decision 063): customers, counter staff, designers and drivers never read a
  // cost. The walk above checks every route that names a row; this one every GET that names none
  // (lists, the shop, exports), then what leaves without a request (webhooks, documents' data).
  it('gives no cost or margin field to a customer, the counter, a designer or a driver, anywhere', async () => {
    const leaks: string[] = [];
    let read = 0;
    for (const route of listApiRoutes(t.app).filter((r) => r.method === 'GET' && !r.path.includes('{'))) {
      const query = new URLSearchParams();
      for (const p of route.params.filter((p) => p.in === 'query' && p.schema.default === undefined)) {
        const value = sample(p.schema);
        if (value !== undefined && value !== null) query.set(p.name, String(value));
      }
      for (const caller of NO_COST_CALLERS) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${route.path}?${query}`,
          headers: { cookie: cookies[caller] },
        });
        if (res.statusCode !== 200) continue;
        read += 1;
        leaks.push(...leaksIn(caller, key(route), res));
      }
    }
    expect(leaks).toEqual([]);
    expect(read).toBeGreaterThan(40);
    // What leaves without a request: every webhook delivery's body, every issued document's snapshot.
    const bodies = await t.db.selectFrom('webhook_deliveries').select('body').execute();
    expect(bodies.length).toBeGreaterThan(0);
    for (const { body } of bodies) expect(costKeysIn(JSON.parse(body)), body).toEqual([]);
    const documents = await t.db.selectFrom('invoice_documents').selectAll().execute();
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) expect(costKeysIn(d), JSON.stringify(d)).toEqual([]);
    // The lists of products as each reads them (the walk's sampled filters may find none): a
    // product in each, and not its cost.
    const productLists = ['/api/products', `/api/products?ids=${rows.product}`, '/api/inventory'];
    for (const caller of NO_COST_CALLERS)
      for (const url of productLists) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[caller] } });
        if (res.statusCode === 403) continue;
        const data = res.json().data as { products?: unknown[]; items?: unknown[] };
        expect((data.products ?? data.items)!.length, `${caller} ${url}`).toBeGreaterThan(0);
        expect(leaksIn(caller, `GET ${url}`, res)).toEqual([]);
      }
    // The writes that answer with products, made by a role that never reads a cost (the walks
    // above make no write a caller may make): the counter's stock movement and receipt.
    const stockWrites = [
      {
        url: '/api/inventory/movements',
        body: { product_id: rows.product, quantity: 1, reason: 'adjustment', note: 'count' },
      },
      { url: '/api/inventory/receipts', body: { lines: [{ product_id: rows.product, quantity: 1 }] } },
    ];
    for (const { url, body } of stockWrites) {
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { cookie: cookies.counter } });
      expect(res.statusCode, res.body).toBe(201);
      expect(leaksIn('counter', `POST ${url}`, res)).toEqual([]);
    }
    // The check can fail: the owner and the office do read an order's cost and a product's, on
    // every call that answers with products (the owner's stock and catalogue writes too).
    for (const caller of ['owner', 'office'] as const)
      for (const url of [`/api/Orders/${rows.order}`, `/api/products/${rows.product}`, ...productLists]) {
        if (caller === 'office' && url === '/api/inventory') continue;
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[caller] } });
        expect(costKeysIn(res.json()), `${caller} ${url}`).toEqual(
          expect.arrayContaining(['cost_cents', 'margin_cents']),
        );
      }
    for (const { url, body } of stockWrites) {
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { cookie: cookies.owner } });
      expect(costKeysIn(res.json()), url).toEqual(expect.arrayContaining(['cost_cents', 'margin_cents']));
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${rows.product}/pictures`,
      payload: { ids: [rows.productPicture] },
      headers: { cookie: cookies.owner },
    });
    expect(costKeysIn(edit.json()), edit.body).toEqual(expect.arrayContaining(['cost_cents', 'margin_cents']));
  }, 180_000);
});

/** Who never reads a cost (decision 063). */
const NO_COST_CALLERS: Caller[] = ['counter', 'designer', 'driver', 'customerA', 'customerB'];
const costLeaks: string[] = [];
const COST_KEYS = new Set<string>(COST_FIELDS);

/** The cost fields anywhere in a JSON value (or a row's JSON text columns). */
function costKeysIn(value: unknown): string[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return costKeysIn(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap(costKeysIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [...(COST_KEYS.has(k) ? [k] : []), ...costKeysIn(v)]);
  return [];
}

/** A reply's cost fields, when its caller must never read one. */
function leaksIn(caller: Caller, route: string, res: { headers: Record<string, unknown>; body: string }): string[] {
  if (!NO_COST_CALLERS.includes(caller) || !String(res.headers['content-type']).includes('json')) return [];
  return costKeysIn(JSON.parse(res.body)).map((k) => `${caller} ${route}: ${k}`);
}
