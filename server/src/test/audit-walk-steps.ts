import sharp from 'sharp';
import { DEFAULT_ACCOUNTS } from '@shop/contract';
import type { InjectOptions } from 'fastify';
import { base32Decode, hotp, timeStep } from '../modules/auth/totp.js';
import type { TestApp } from './app.js';
import { createAdminUser, productInput, profile, signIn } from './factories.js';
import { MATRIX_NOW, type MatrixRows } from './matrix-rows.js';
import { catalogueXlsx } from './catalogue-xlsx.js';
import { multipart, samples } from './multipart.js';
import { orderKit } from './order-kit.js';

/** The address every walked request comes from: each audit row must carry it. */
export const AUDIT_ADDRESS = '198.51.100.23';
const TODAY = '2026-11-20';
const DELIVERY_DAY = '2026-12-14';

type Caller = 'owner' | 'customerA' | 'secondOwner';

export interface WalkContext {
  t: TestApp;
  rows: MatrixRows;
  signature: string;
  callers: Record<Caller, { id: number; cookie: string }>;
  customerA: { id: number; email: string };
  /** Rows made for the walk: a dry product delivered to A (for a return), the scarce product. */
  dryOrder: { id: number; lineId: number };
  scarceProductId: number;
  designerName: string;
  driverId: number;
  jpeg: Buffer;
  /** Ids the walk's own calls created, by name. */
  made: Record<string, number>;
  totpKey?: Buffer;
}

type Request = Omit<InjectOptions, 'method' | 'remoteAddress'> & { url: string };

export interface WalkStep {
  /** `METHOD /api/path/{param}` as the route table names it. */
  route: string;
  label?: string;
  as?: Caller;
  /** Runs before the fingerprint is taken: what the step needs that is not itself walked. */
  setup?: (ctx: WalkContext) => Promise<void>;
  request: (ctx: WalkContext) => Request | Promise<Request>;
  /** Keeps what the answer created; waits for what it started. */
  after?: (
    ctx: WalkContext,
    body: { data?: Record<string, unknown> } & Record<string, unknown>,
  ) => Promise<void> | void;
  /** The route reads or e-mails only (a PDF, a workbook, a message): it may change nothing. */
  writesNothing?: true;
}

const json = (url: string, payload?: object): Request => ({ url, ...(payload ? { payload } : {}) });
const form = async (url: string, fields: Parameters<typeof multipart>[0]): Promise<Request> => {
  const { payload, headers } = await multipart(fields);
  return { url, payload, headers };
};
const idOf = (value: unknown) => (value as { id: number }).id;
/** A weekly standing order on Tuesdays from December (issue 38). */
const standing = (ctx: WalkContext) => ({
  delivery_method: 'pickup',
  lines: [{ product_id: ctx.rows.product, quantity: 2 }],
  weekdays: [2],
  starts_on: '2026-12-01',
});
const walkAddress = (label: string) => ({
  label,
  address1: '4500 rue Saint-Denis',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2L3',
  delivery_zone: 'montreal-laval',
  window_from: '07:00',
  window_to: '09:00',
  driver_notes: 'Ring twice',
});

/**
 * What the walk needs beyond the permission matrix's rows: customer A's session, a second owner
 * (who turns two-step sign-in on and off), a designer and a driver, a dry product delivered to A
 * today (a return), and the scarce product of A's back-order.
 */
export async function buildWalkContext(
  t: TestApp,
  owner: { id: number; cookie: string },
  built: { a: { id: number; email: string; cookie: string }; signature: string; rows: MatrixRows },
): Promise<WalkContext> {
  const kit = orderKit(() => t, MATRIX_NOW);
  const second = await createAdminUser(t.db, ['owner']);
  const designer = await createAdminUser(t.db, ['designer']);
  const driver = await createAdminUser(t.db, ['driver']);
  const dry = await kit.stocked(50, { fresh: false, category: 'hard-goods', unit: 'box', stems_per_unit: 1 });
  const dryOrder = await kit.staffOrder<{ id: number; lines: { id: number }[] }>(
    owner.cookie,
    { customer_id: built.a.id, date: TODAY, lines: [{ product_id: dry.id, quantity: 4 }] },
    { delivery_method: 'pickup', delivery_zone: undefined },
  );
  for (const status of ['ready', 'delivered'])
    await t.app.inject({
      method: 'PUT',
      url: `/api/Orders/${dryOrder.id}/update/${status}`,
      headers: { cookie: owner.cookie },
    });
  const scarce = await t.db
    .selectFrom('order_lines')
    .select('product_id')
    .where('id', '=', built.rows.backOrderLine)
    .executeTakeFirstOrThrow();
  const designerName = (
    await t.db.selectFrom('users').select('name').where('id', '=', designer.id).executeTakeFirstOrThrow()
  ).name;
  return {
    t,
    rows: built.rows,
    signature: built.signature,
    callers: {
      owner,
      customerA: { id: built.a.id, cookie: built.a.cookie },
      secondOwner: { id: second.id, cookie: (await signIn(t.app, second.email)).cookie },
    },
    customerA: built.a,
    dryOrder: { id: dryOrder.id, lineId: dryOrder.lines[0]!.id },
    scarceProductId: scarce.product_id,
    designerName,
    driverId: driver.id,
    jpeg: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer(),
    made: {},
  };
}

/** A code of the second owner's authenticator, `offset` steps from now (each step serves once). */
const totpCode = (ctx: WalkContext, offset: number) => hotp(ctx.totpKey!, timeStep(MATRIX_NOW) + offset);

const offer = (ctx: WalkContext, percent: number) => ({
  title_en: 'Walk week',
  title_fr: 'Semaine promenade',
  starts_on: TODAY,
  ends_on: '2026-12-31',
  published: true,
  items: [{ product_id: ctx.rows.product, percent_off: percent }],
});
const staffOrder = (ctx: WalkContext, quantity: number) => ({
  customer_id: ctx.customerA.id,
  delivery_method: 'delivery',
  delivery_zone: 'montreal-laval',
  delivery_date: DELIVERY_DAY,
  lines: [{ product_id: ctx.rows.product, quantity }],
});
const product = productInput({ price_cents: 1500 });
const walkPurchaseOrder = (ctx: WalkContext, boxes: number) => ({
  supplier_id: ctx.made.supplier,
  arrival_date: DELIVERY_DAY,
  lines: [{ product_id: ctx.rows.product, boxes, units_per_box: 50, unit_cost_cents: 38 }],
});
const WALK_SUPPLIER = {
  name: 'Walk Farm',
  country: 'CO',
  currency: 'USD',
  email: 'walk@farm.example',
  lead_time_days: 3,
};

/** The walk, in order: each call needs what the calls before it made or left. */
export const auditWalk: WalkStep[] = [
  // ---- the second owner's two-step sign-in and the shop's sign-in settings
  {
    route: 'POST /api/auth/totp/confirm',
    as: 'secondOwner',
    setup: async (ctx) => {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/totp/start',
        headers: { cookie: ctx.callers.secondOwner.cookie },
      });
      ctx.totpKey = base32Decode((res.json() as { data: { secret: string } }).data.secret);
    },
    request: (ctx) => json('/api/auth/totp/confirm', { code: totpCode(ctx, -1) }),
  },
  {
    route: 'POST /api/auth/totp/recovery-codes',
    as: 'secondOwner',
    request: (ctx) => json('/api/auth/totp/recovery-codes', { code: totpCode(ctx, 0) }),
  },
  // The owner and office must then use two-step sign-in: the second owner has it.
  {
    route: 'PUT /api/auth/settings',
    label: 'required',
    as: 'secondOwner',
    request: () => json('/api/auth/settings', { second_factor: 'owner_office' }),
  },
  {
    route: 'PUT /api/auth/settings',
    label: 'optional',
    as: 'secondOwner',
    request: () => json('/api/auth/settings', { second_factor: 'optional' }),
  },
  {
    route: 'PUT /api/settings/fresh-list',
    request: () => json('/api/settings/fresh-list', { enabled: true, send_at: '06:45' }),
  },
  {
    route: 'POST /api/closed-days',
    request: () => json('/api/closed-days', { date: '2027-07-01', name_en: 'Canada Day', name_fr: 'Fête du Canada' }),
  },
  {
    route: 'PUT /api/closed-days/{date}',
    request: () => json('/api/closed-days/2027-07-01', { name_en: 'Canada Day', name_fr: 'La fête du Canada' }),
  },
  {
    route: 'DELETE /api/closed-days/{date}',
    request: () => json('/api/closed-days/2027-07-01'),
  },
  {
    route: 'PUT /api/settings/accounting',
    request: () =>
      json('/api/settings/accounting', {
        accounts: { ...DEFAULT_ACCOUNTS, receivables: { number: '1210', name: 'Receivables clearing' } },
      }),
  },
  {
    route: 'POST /api/auth/totp/disable',
    as: 'secondOwner',
    request: (ctx) => json('/api/auth/totp/disable', { code: totpCode(ctx, 1) }),
  },

  // ---- staff accounts
  {
    route: 'POST /api/staff',
    request: () =>
      json('/api/staff', { email: 'walk.staff@example.com', name: 'Walk Staff', language: 'fr', roles: ['counter'] }),
  },
  {
    route: 'PUT /api/staff/{id}',
    request: (ctx) =>
      json(`/api/staff/${ctx.rows.staffMember}`, {
        name: 'Renamed Member',
        language: 'en',
        roles: ['counter', 'driver'],
      }),
  },
  {
    route: 'POST /api/staff/{id}/reset-two-step',
    // The member started setting up two-step sign-in: there is something to reset.
    setup: async (ctx) => {
      const { email } = await ctx.t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', ctx.rows.staffMember)
        .executeTakeFirstOrThrow();
      const { cookie } = await signIn(ctx.t.app, email);
      await ctx.t.app.inject({ method: 'POST', url: '/api/auth/totp/start', headers: { cookie } });
    },
    request: (ctx) => json(`/api/staff/${ctx.rows.staffMember}/reset-two-step`),
  },
  {
    route: 'POST /api/staff/{id}/reset-password',
    request: (ctx) => json(`/api/staff/${ctx.rows.staffMember}/reset-password`),
  },
  { route: 'DELETE /api/staff/{id}/sessions', request: (ctx) => json(`/api/staff/${ctx.rows.staffMember}/sessions`) },
  {
    route: 'PUT /api/staff/{id}/active',
    request: (ctx) => json(`/api/staff/${ctx.rows.staffMember}/active`, { active: false }),
  },

  // ---- customers, their notes, their own profile
  {
    route: 'POST /api/customers',
    request: () => form('/api/customers', { ...(profile() as unknown as Record<string, string>) }),
    after: (ctx, body) => {
      ctx.made.customer = idOf(body.data!.customer);
    },
  },
  {
    route: 'PUT /api/customers/{id}',
    request: (ctx) =>
      json(`/api/customers/${ctx.customerA.id}`, { ...profile({ city: 'Laval' }), emailAddress: ctx.customerA.email }),
  },
  {
    route: 'POST /api/price-levels',
    request: () => json('/api/price-levels', { name_en: 'Event', name_fr: 'Événement', percent_off: 12 }),
    after: (ctx, body) => {
      ctx.made.priceLevel = idOf(body.data!.price_level);
    },
  },
  {
    route: 'PUT /api/price-levels/{id}',
    request: (ctx) =>
      json(`/api/price-levels/${ctx.made.priceLevel}`, { name_en: 'Event', name_fr: 'Événement', percent_off: 15 }),
  },
  {
    route: 'PUT /api/customers/{id}/prices',
    request: (ctx) =>
      json(`/api/customers/${ctx.customerA.id}/prices`, { price_level_id: ctx.made.priceLevel, prices: [] }),
  },
  {
    route: 'PUT /api/customers/{id}/invoice-type',
    request: (ctx) => json(`/api/customers/${ctx.customerA.id}/invoice-type`, { invoice_type: 'monthly' }),
  },
  {
    route: 'PUT /api/toggle/customers/{id}',
    request: (ctx) => json(`/api/toggle/customers/${ctx.made.customer}`, { active: false, type: 'status' }),
  },
  {
    route: 'POST /api/{userId}/notes',
    request: (ctx) => json(`/api/${ctx.customerA.id}/notes`, { note_text: 'Walks in on Mondays' }),
  },
  { route: 'DELETE /api/note/{id}', request: (ctx) => json(`/api/note/${ctx.rows.note}`) },
  {
    route: 'PUT /api/customer/{id}/profile',
    as: 'customerA',
    request: (ctx) =>
      json(`/api/customer/${ctx.customerA.id}/profile`, { phoneNumber: '514-555-0142', language: 'fr' }),
  },

  // ---- payments
  {
    route: 'POST /api/payment/receive',
    request: (ctx) =>
      json('/api/payment/receive', { customer_id: ctx.customerA.id, amount_cents: 700, method: 'cash' }),
    after: async (ctx) => {
      const row = await ctx.t.db
        .selectFrom('payments')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      ctx.made.payment = Number(row.id);
    },
  },
  {
    route: 'PUT /api/payments/{id}/allocations',
    request: (ctx) => json(`/api/payments/${ctx.rows.payment}/allocations`, { allocations: [] }),
  },
  { route: 'POST /api/payments/{id}/reverse', request: (ctx) => json(`/api/payments/${ctx.made.payment}/reverse`) },

  // ---- price lists, products, stock
  {
    route: 'POST /api/pricelists',
    request: () =>
      form('/api/pricelists', {
        title_en: 'Walk roses',
        title_fr: 'Roses promenade',
        section: 'petals',
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        published: 'true',
        file: { name: 'walk.pdf', type: 'application/pdf', bytes: samples.pdf },
      }),
    after: (ctx, body) => {
      ctx.made.priceList = idOf(body.data!.pricelist);
    },
  },
  {
    route: 'PUT /api/pricelists/{id}',
    request: (ctx) => form(`/api/pricelists/${ctx.made.priceList}`, { title_fr: 'Pivoines' }),
  },
  { route: 'DELETE /api/pricelists/{id}', request: (ctx) => json(`/api/pricelists/${ctx.made.priceList}`) },
  {
    route: 'POST /api/products',
    request: () => json('/api/products', product),
    after: (ctx, body) => {
      ctx.made.product = idOf(body.data!.product);
    },
  },
  {
    route: 'PUT /api/products/{id}',
    request: (ctx) => json(`/api/products/${ctx.made.product}`, { ...product, price_cents: 1600 }),
  },
  {
    route: 'POST /api/products/{id}/image',
    request: (ctx) =>
      form(`/api/products/${ctx.made.product}/image`, {
        image: { name: 'walk.jpg', type: 'image/jpeg', bytes: ctx.jpeg },
      }),
  },
  {
    route: 'POST /api/products/{id}/pictures',
    request: (ctx) =>
      form(`/api/products/${ctx.made.product}/pictures`, {
        image: { name: 'walk.jpg', type: 'image/jpeg', bytes: ctx.jpeg },
      }),
    after: (ctx, body) => {
      const pictures = (body.data!.product as { pictures: { id: number }[] }).pictures;
      // The cover (the step before's) and the one added.
      ctx.made.cover = pictures[0]!.id;
      ctx.made.picture = pictures[pictures.length - 1]!.id;
    },
  },
  {
    route: 'PUT /api/products/{id}/pictures',
    request: (ctx) => json(`/api/products/${ctx.made.product}/pictures`, { ids: [ctx.made.picture, ctx.made.cover] }),
  },
  {
    route: 'DELETE /api/products/{id}/pictures/{pictureId}',
    request: (ctx) => json(`/api/products/${ctx.made.product}/pictures/${ctx.made.cover}`),
  },
  { route: 'DELETE /api/products/{id}', request: (ctx) => json(`/api/products/${ctx.made.product}`) },
  {
    // The catalogue's bulk import, applied: one new product of one pack (issue 36, item 4).
    route: 'POST /api/products/import',
    request: async () => ({
      ...(await form('/api/products/import?apply=true', {
        file: {
          name: 'catalogue.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: await catalogueXlsx([{ sku: 'WALK-IMPORT-1', name_en: 'Walk peony', name_fr: 'Pivoine promenade' }]),
        },
      })),
    }),
  },
  {
    route: 'POST /api/inventory/movements',
    request: (ctx) =>
      json('/api/inventory/movements', {
        product_id: ctx.rows.product,
        quantity: 2,
        reason: 'adjustment',
        note: 'count',
      }),
  },
  {
    route: 'POST /api/inventory/receipts',
    request: (ctx) => json('/api/inventory/receipts', { lines: [{ product_id: ctx.scarceProductId, quantity: 2 }] }),
  },
  {
    route: 'POST /api/back-orders/allocations',
    request: (ctx) =>
      json('/api/back-orders/allocations', {
        product_id: ctx.scarceProductId,
        lines: [{ order_line_id: ctx.rows.backOrderLine, quantity: 1 }],
      }),
  },
  {
    route: 'POST /api/back-orders/{lineId}/cancel',
    request: (ctx) => json(`/api/back-orders/${ctx.rows.backOrderLine}/cancel`),
  },

  // ---- orders, their papers, the design center
  {
    route: 'POST /api/Orders',
    request: (ctx) => json('/api/Orders', staffOrder(ctx, 2)),
    after: (ctx, body) => {
      const order = body.data!.order as { id: number; lines: { id: number }[] };
      ctx.made.order = order.id;
      ctx.made.orderLine = order.lines[0]!.id;
    },
  },
  {
    route: 'PUT /api/Orders/{id}',
    request: (ctx) => json(`/api/Orders/${ctx.made.order}`, staffOrder(ctx, 3)),
    // An edit writes the lines again: the line the design center marks is the new one.
    after: (ctx, body) => {
      ctx.made.orderLine = (body.data!.order as { lines: { id: number }[] }).lines[0]!.id;
    },
  },
  {
    route: 'POST /api/Orders/{id}/send-email',
    writesNothing: true,
    request: (ctx) => json(`/api/Orders/${ctx.made.order}/send-email`, { type: 'confirmation' }),
  },
  {
    route: 'POST /api/Orders/bulk/send-invoice',
    writesNothing: true,
    request: (ctx) => json('/api/Orders/bulk/send-invoice', { ids: [ctx.rows.order] }),
  },
  {
    route: 'POST /api/Orders/bulk/invoices',
    writesNothing: true,
    request: (ctx) => json('/api/Orders/bulk/invoices', { ids: [ctx.rows.order] }),
  },
  {
    route: 'POST /api/Orders/bulk/packing-slips',
    writesNothing: true,
    request: (ctx) => json('/api/Orders/bulk/packing-slips', { ids: [ctx.made.order] }),
  },
  {
    route: 'POST /api/exports/orders/selection',
    writesNothing: true,
    request: (ctx) => json('/api/exports/orders/selection', { ids: [ctx.rows.order] }),
  },
  {
    route: 'PUT /api/orders/{id}/designer',
    request: (ctx) =>
      json(`/api/orders/${ctx.made.orderLine}/designer`, { designer: ctx.designerName, updateAll: false }),
  },
  {
    route: 'PUT /api/orders/designer/complete-back/{id}',
    request: (ctx) => json(`/api/orders/designer/complete-back/${ctx.made.orderLine}`, { complete_order: true }),
  },
  // The new delivery order joins its zone's run.
  {
    route: 'POST /api/deliveries/runs',
    request: () => json('/api/deliveries/runs', { date: DELIVERY_DAY }),
    after: async (ctx) => {
      const stop = await ctx.t.db
        .selectFrom('delivery_stops')
        .select('id')
        .where('order_id', '=', ctx.made.order!)
        .executeTakeFirstOrThrow();
      ctx.made.newStop = stop.id;
    },
  },
  {
    route: 'PUT /api/Orders/{id}/update/{status}',
    request: (ctx) => json(`/api/Orders/${ctx.made.order}/update/ready`),
  },
  {
    route: 'POST /api/Orders/bulk/status',
    request: (ctx) => json('/api/Orders/bulk/status', { ids: [ctx.made.order], status: 'delivered' }),
  },
  // ---- standing orders (issue 38 items 1-2): staff's, then the florist's own
  {
    route: 'POST /api/standing-orders',
    request: (ctx) => json('/api/standing-orders', { customer_id: ctx.customerA.id, ...standing(ctx) }),
    after: (ctx, body) => {
      ctx.made.standing = idOf(body.data!.standing_order);
    },
  },
  {
    route: 'PUT /api/standing-orders/{id}',
    request: (ctx) =>
      json(`/api/standing-orders/${ctx.made.standing}`, {
        customer_id: ctx.customerA.id,
        ...standing(ctx),
        lead_days: 3,
      }),
  },
  {
    route: 'POST /api/standing-orders/{id}/skip',
    request: (ctx) => json(`/api/standing-orders/${ctx.made.standing}/skip`, { date: '2026-12-08' }),
  },
  {
    route: 'PUT /api/standing-orders/{id}/occurrences/{date}',
    request: (ctx) =>
      json(`/api/standing-orders/${ctx.made.standing}/occurrences/2026-12-15`, {
        lines: [{ product_id: ctx.rows.product, pack_id: null, quantity: 5 }],
      }),
  },
  { route: 'DELETE /api/standing-orders/{id}', request: (ctx) => json(`/api/standing-orders/${ctx.made.standing}`) },
  {
    route: 'POST /api/customer/standing-orders',
    as: 'customerA',
    request: (ctx) => json('/api/customer/standing-orders', standing(ctx)),
    after: (ctx, body) => {
      ctx.made.ownStanding = idOf(body.data!.standing_order);
    },
  },
  {
    route: 'PUT /api/customer/standing-orders/{id}',
    as: 'customerA',
    request: (ctx) =>
      json(`/api/customer/standing-orders/${ctx.made.ownStanding}`, { ...standing(ctx), status: 'paused' }),
  },
  {
    route: 'POST /api/customer/standing-orders/{id}/skip',
    as: 'customerA',
    request: (ctx) => json(`/api/customer/standing-orders/${ctx.made.ownStanding}/skip`, { date: '2026-12-08' }),
  },
  {
    route: 'PUT /api/customer/standing-orders/{id}/occurrences/{date}',
    as: 'customerA',
    request: (ctx) =>
      json(`/api/customer/standing-orders/${ctx.made.ownStanding}/occurrences/2026-12-15`, {
        lines: [{ product_id: ctx.rows.product, pack_id: null, quantity: 5 }],
      }),
  },
  {
    route: 'PUT /api/customer/standing-orders/reminders',
    as: 'customerA',
    request: () => json('/api/customer/standing-orders/reminders', { enabled: false }),
  },
  {
    route: 'DELETE /api/customer/standing-orders/{id}',
    as: 'customerA',
    request: (ctx) => json(`/api/customer/standing-orders/${ctx.made.ownStanding}`),
  },
  {
    route: 'POST /api/Customer/Orders',
    as: 'customerA',
    request: (ctx) =>
      json('/api/Customer/Orders', {
        delivery_method: 'pickup',
        delivery_date: TODAY,
        agreed_disclaimer: true,
        lines: [{ product_id: ctx.rows.product, quantity: 1 }],
      }),
    after: (ctx, body) => {
      ctx.made.webOrder = idOf(body.data!.order);
    },
  },
  // The florist changes its quantity before the day's cutoff (issue 34, item 3).
  {
    route: 'PUT /api/customer/tickets/{id}',
    as: 'customerA',
    request: (ctx) =>
      json(`/api/customer/tickets/${ctx.made.webOrder}`, { lines: [{ product_id: ctx.rows.product, quantity: 2 }] }),
  },
  // The florist cancels it before the day's cutoff; staff then remove it.
  {
    route: 'POST /api/customer/tickets/{id}/cancel',
    as: 'customerA',
    request: (ctx) => json(`/api/customer/tickets/${ctx.made.webOrder}/cancel`),
  },
  { route: 'DELETE /api/Orders/{id}', request: (ctx) => json(`/api/Orders/${ctx.made.webOrder}?updateInv=true`) },
  {
    route: 'PUT /api/prebooking/{id}',
    request: (ctx) => json(`/api/prebooking/${ctx.rows.prebooking}`, { update_inventory: true }),
  },
  // The converted prebooking is a pickup order: collected at the counter.
  {
    route: 'POST /api/deliveries/pickups/{orderId}',
    request: (ctx) => json(`/api/deliveries/pickups/${ctx.rows.prebooking}`),
  },

  // ---- a delivery run on the road
  {
    route: 'PUT /api/deliveries/runs/{id}',
    request: (ctx) => json(`/api/deliveries/runs/${ctx.rows.run}`, { name: 'Nord', driver_user_id: ctx.driverId }),
  },
  {
    route: 'PUT /api/deliveries/stops/{id}',
    // The new order's stop moves to the head of the other zone's run.
    request: (ctx) => json(`/api/deliveries/stops/${ctx.made.newStop}`, { run_id: ctx.rows.run, position: 1 }),
  },
  {
    route: 'POST /api/deliveries/runs/{id}/depart',
    request: (ctx) => json(`/api/deliveries/runs/${ctx.rows.run}/depart`),
  },
  {
    route: 'POST /api/deliveries/stops/{id}/failed',
    request: (ctx) => json(`/api/deliveries/stops/${ctx.rows.stop}/failed`, { reason: 'Closed' }),
  },
  // A payment taken at the door: a payment on the customer, settling the stop's order's invoice.
  {
    route: 'POST /api/deliveries/stops/{id}/payment',
    request: (ctx) => json(`/api/deliveries/stops/${ctx.rows.stop}/payment`, { method: 'cash', amount_cents: 100 }),
  },
  {
    route: 'POST /api/deliveries/stops/{id}/delivered',
    request: (ctx) =>
      json(`/api/deliveries/stops/${ctx.rows.stop}/delivered`, { recipient_name: 'Zoé', signature: ctx.signature }),
  },

  // ---- offers
  {
    route: 'POST /api/offers',
    request: (ctx) => json('/api/offers', offer(ctx, 10)),
    after: (ctx, body) => {
      ctx.made.offer = idOf(body.data!.offer);
    },
  },
  { route: 'PUT /api/offers/{id}', request: (ctx) => json(`/api/offers/${ctx.made.offer}`, offer(ctx, 15)) },
  {
    route: 'POST /api/offers/{id}/image',
    request: (ctx) =>
      form(`/api/offers/${ctx.made.offer}/image`, {
        image: { name: 'offer.jpg', type: 'image/jpeg', bytes: ctx.jpeg },
      }),
  },
  { route: 'DELETE /api/offers/{id}', request: (ctx) => json(`/api/offers/${ctx.made.offer}`) },

  // ---- claims and returns
  {
    route: 'POST /api/customer/claims',
    as: 'customerA',
    request: (ctx) =>
      form('/api/customer/claims', {
        order_id: String(ctx.dryOrder.id),
        kind: 'return',
        unused_confirmed: 'true',
        lines: JSON.stringify([{ order_line_id: ctx.dryOrder.lineId, quantity: 2, reason: 'not_needed' }]),
      }),
    after: (ctx, body) => {
      ctx.made.returnClaim = idOf(body.data!.claim);
    },
  },
  {
    route: 'PUT /api/claims/{id}/decision',
    label: 'a claim approved: its credit note',
    request: (ctx) => json(`/api/claims/${ctx.rows.claim}/decision`, { decision: 'approve' }),
  },
  {
    route: 'PUT /api/claims/{id}/decision',
    label: 'a return approved: its RA number',
    request: (ctx) => json(`/api/claims/${ctx.made.returnClaim}/decision`, { decision: 'approve' }),
  },
  {
    route: 'PUT /api/claims/{id}/received',
    request: (ctx) =>
      json(`/api/claims/${ctx.made.returnClaim}/received`, { restocking_fee_percent: 20, freight_cents: 0 }),
  },

  // ---- statements e-mailed again (in the background: the step waits for the run's end)
  {
    route: 'POST /api/receivables/statements/send',
    writesNothing: true,
    request: (ctx) => json('/api/receivables/statements/send', { month: '2026-10', customer_id: ctx.customerA.id }),
    after: async (ctx, body) => {
      const id = idOf(body.data!.run);
      for (let i = 0; i < 200; i += 1) {
        const run = await ctx.t.app.inject({
          method: 'GET',
          url: `/api/receivables/statements/send/${id}`,
          headers: { cookie: ctx.callers.owner.cookie },
        });
        if ((run.json() as { data: { run: { finished: boolean } } }).data.run.finished) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  },

  // ---- the catalogue's categories and colours (issue 36)
  {
    route: 'POST /api/categories',
    request: () => json('/api/categories', { name_en: 'Walk peonies', name_fr: 'Pivoines de la marche' }),
    after: (ctx, body) => {
      ctx.made.category = idOf(body.data!.category);
    },
  },
  {
    route: 'PUT /api/categories/{id}',
    request: (ctx) =>
      json(`/api/categories/${ctx.made.category}`, { name_en: 'Walk garden peonies', name_fr: 'Pivoines de jardin' }),
  },
  { route: 'DELETE /api/categories/{id}', request: (ctx) => json(`/api/categories/${ctx.made.category}`) },
  {
    route: 'POST /api/colours',
    request: () => json('/api/colours', { name_en: 'Walk coral', name_fr: 'Corail de la marche', hex: '#ff7f50' }),
    after: (ctx, body) => {
      ctx.made.colour = idOf(body.data!.colour);
    },
  },
  {
    route: 'PUT /api/colours/{id}',
    request: (ctx) =>
      json(`/api/colours/${ctx.made.colour}`, { name_en: 'Walk deep coral', name_fr: 'Corail foncé', hex: '#f08060' }),
  },

  // ---- a customer's other delivery addresses, by staff and by the florist (issue 34, item 10)
  {
    route: 'POST /api/customers/{id}/delivery-addresses',
    request: (ctx) => json(`/api/customers/${ctx.customerA.id}/delivery-addresses`, walkAddress('Event hall')),
    after: (ctx, body) => {
      ctx.made.staffAddress = idOf(body.data!.address);
    },
  },
  {
    route: 'PUT /api/customers/{id}/delivery-addresses/{addressId}',
    request: (ctx) =>
      json(
        `/api/customers/${ctx.customerA.id}/delivery-addresses/${ctx.made.staffAddress}`,
        walkAddress('Event hall, back door'),
      ),
  },
  {
    route: 'DELETE /api/customers/{id}/delivery-addresses/{addressId}',
    request: (ctx) => json(`/api/customers/${ctx.customerA.id}/delivery-addresses/${ctx.made.staffAddress}`),
  },
  {
    route: 'POST /api/customer/delivery-addresses',
    as: 'customerA',
    request: () => json('/api/customer/delivery-addresses', walkAddress('Second shop')),
    after: (ctx, body) => {
      ctx.made.ownAddress = idOf(body.data!.address);
    },
  },
  {
    route: 'PUT /api/customer/delivery-addresses/{addressId}',
    as: 'customerA',
    request: (ctx) => json(`/api/customer/delivery-addresses/${ctx.made.ownAddress}`, walkAddress('Second shop, rear')),
  },
  {
    route: 'DELETE /api/customer/delivery-addresses/{addressId}',
    as: 'customerA',
    request: (ctx) => json(`/api/customer/delivery-addresses/${ctx.made.ownAddress}`),
  },

  // ---- buying from farms (issue 37): a supplier, its product, a purchase order
  {
    route: 'POST /api/suppliers',
    request: () => json('/api/suppliers', WALK_SUPPLIER),
    after: (ctx, body) => {
      ctx.made.supplier = idOf(body.data!.supplier);
    },
  },
  {
    route: 'PUT /api/suppliers/{id}',
    request: (ctx) => json(`/api/suppliers/${ctx.made.supplier}`, { ...WALK_SUPPLIER, lead_time_days: 5 }),
  },
  {
    route: 'PUT /api/suppliers/{id}/products/{productId}',
    request: (ctx) =>
      json(`/api/suppliers/${ctx.made.supplier}/products/${ctx.rows.product}`, {
        units_per_box: 100,
        supplier_code: 'W-1',
      }),
  },
  {
    route: 'POST /api/purchasing/needs/drafts',
    request: (ctx) =>
      json('/api/purchasing/needs/drafts', {
        arrival_date: DELIVERY_DAY,
        lines: [{ product_id: ctx.rows.product, supplier_id: ctx.made.supplier, boxes: 2 }],
      }),
  },
  {
    route: 'PUT /api/purchasing/minimums/{productId}',
    request: (ctx) => json(`/api/purchasing/minimums/${ctx.rows.product}`, { min_units: 40 }),
  },
  {
    route: 'DELETE /api/suppliers/{id}/products/{productId}',
    request: (ctx) => json(`/api/suppliers/${ctx.made.supplier}/products/${ctx.rows.product}`),
  },

  // ---- a staff member's webhook (every customer's events): created and deleted, audited (issue 40)
  {
    route: 'POST /api/webhooks',
    request: () => json('/api/webhooks', { url: 'https://erp.example.com/walk', events: ['order.created'] }),
    after: (ctx, body) => {
      ctx.made.webhook = idOf(body.data!.webhook);
    },
  },
  { route: 'DELETE /api/webhooks/{id}', request: (ctx) => json(`/api/webhooks/${ctx.made.webhook}`) },
  {
    route: 'POST /api/purchase-orders',
    request: (ctx) => json('/api/purchase-orders', walkPurchaseOrder(ctx, 2)),
    after: (ctx, body) => {
      ctx.made.purchaseOrder = idOf(body.data!.purchase_order);
    },
  },
  {
    route: 'PUT /api/purchase-orders/{id}',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}`, walkPurchaseOrder(ctx, 3)),
  },
  {
    route: 'POST /api/purchase-orders/{id}/send',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}/send`),
  },
  {
    route: 'POST /api/purchase-orders/{id}/confirm',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}/confirm`, { lines: [] }),
  },
  {
    route: 'POST /api/purchase-orders/{id}/ship',
    request: (ctx) =>
      json(`/api/purchase-orders/${ctx.made.purchaseOrder}/ship`, { kind: 'truck', reference: 'TRK-2026-11' }),
  },
  {
    route: 'POST /api/purchase-orders/{id}/receive',
    setup: async (ctx) => {
      const res = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/purchase-orders/${ctx.made.purchaseOrder}`,
        headers: { cookie: ctx.callers.owner.cookie },
      });
      ctx.made.purchaseLine = (
        res.json() as { data: { purchase_order: { lines: { id: number }[] } } }
      ).data.purchase_order.lines[0]!.id;
    },
    request: (ctx) =>
      json(`/api/purchase-orders/${ctx.made.purchaseOrder}/receive`, {
        lines: [{ line_id: ctx.made.purchaseLine, units: 100, damaged_units: 2 }],
      }),
  },
  {
    route: 'PUT /api/purchase-orders/{id}/exchange-rate',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}/exchange-rate`, { exchange_rate: 1.3642 }),
  },
  {
    route: 'POST /api/purchase-orders/{id}/charges',
    request: (ctx) =>
      json(`/api/purchase-orders/${ctx.made.purchaseOrder}/charges`, {
        kind: 'freight',
        amount_cents: 4500,
        spread: 'boxes',
        reference: 'AWB-074-1234',
      }),
    after: (ctx, body) => {
      ctx.made.purchaseCharge = (body.data as { landed_cost: { charges: { id: number }[] } }).landed_cost.charges.at(
        -1,
      )!.id;
    },
  },
  {
    route: 'PUT /api/purchase-orders/{id}/charges/{chargeId}',
    request: (ctx) =>
      json(`/api/purchase-orders/${ctx.made.purchaseOrder}/charges/${ctx.made.purchaseCharge}`, {
        kind: 'duties',
        amount_cents: 3000,
        spread: 'value',
      }),
  },
  {
    route: 'DELETE /api/purchase-orders/{id}/charges/{chargeId}',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}/charges/${ctx.made.purchaseCharge}`),
  },
  {
    route: 'POST /api/purchase-orders/{id}/close',
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.purchaseOrder}/close`),
  },
  {
    route: 'POST /api/purchase-orders/{id}/cancel',
    setup: async (ctx) => {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/purchase-orders',
        payload: walkPurchaseOrder(ctx, 1),
        headers: { cookie: ctx.callers.owner.cookie },
      });
      ctx.made.cancelledOrder = idOf((res.json() as { data: { purchase_order: unknown } }).data.purchase_order);
    },
    request: (ctx) => json(`/api/purchase-orders/${ctx.made.cancelledOrder}/cancel`),
  },

  // ---- last: archiving the customer the walk created
  { route: 'DELETE /api/customers/{id}', request: (ctx) => json(`/api/customers/${ctx.made.customer}`) },
];
