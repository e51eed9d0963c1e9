import sharp from 'sharp';
import { expect } from 'vitest';
import { storeFile } from '../lib/stored-files.js';
import { raiseWebhookEvent } from '../modules/webhooks/index.js';
import type { TestApp } from './app.js';
import { createAdminUser } from './factories.js';
import { multipart, samples } from './multipart.js';
import { orderKit } from './order-kit.js';

/** Friday 2026-11-20, 08:00 in Montreal: the clock of the rows below. */
export const MATRIX_NOW = new Date('2026-11-20T13:00:00Z');
const TODAY = '2026-11-20';
const DELIVERY_DAY = '2026-12-14';

/** The rows a route's path can name; every one but the staff's belongs to customer A. */
/** A delivery address of customer A's (issue 34, item 10), valid as a write's body. */
export const MATRIX_ADDRESS = {
  label: 'Event hall',
  address1: '1 rue du Quai',
  city: 'Laval',
  province: 'QC',
  postalCode: 'H7N 2A1',
};

export type MatrixRows = Awaited<ReturnType<typeof buildMatrixRows>>['rows'];
export type RowName = keyof MatrixRows;

/**
 * One real row of each kind a route takes an id of (the permission matrix by row, issue 35),
 * made as the owner would make them, through the API: customer A's account, document, session, API token,
 * webhook and one of its deliveries,
 * note, payment, orders (delivered, invoiced, back-ordered, signed for on a run), claim and photo,
 * statement run; and a product with its image, a price list, an offer, a prebooking, a staff
 * member. Customer B owns nothing: their calls with A's ids must answer 404.
 */
export async function buildMatrixRows(t: TestApp, owner: string) {
  const kit = orderKit(() => t, MATRIX_NOW);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await t.app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as { data: Record<string, unknown> };
  };
  const upload = async (url: string, fields: Parameters<typeof multipart>[0], status = 200) => {
    const form = await multipart(fields);
    const res = await t.app.inject({ method: 'POST', url, ...form, headers: { ...form.headers, cookie: owner } });
    expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(status);
    return res.json() as { data: Record<string, unknown> };
  };
  const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#000' } })
    .png()
    .toBuffer();
  /** A drawn signature as the driver's page sends it. */
  const signature = `data:image/png;base64,${png.toString('base64')}`;
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

  const a = await kit.newCustomer({ city: 'Laval' });
  const b = await kit.newCustomer();
  const product = await kit.stocked(100, { price_cents: 1200 });
  const scarce = await kit.stocked(1, { price_cents: 900 });
  // A category and a colour of the catalogue's lists (issue 36).
  const category = (await call('POST', '/api/categories', { name_en: 'Peonies', name_fr: 'Pivoines' }, 201)).data
    .category as { id: number };
  const colour = (await call('POST', '/api/colours', { name_en: 'Sunset', name_fr: 'Couchant', hex: '#f08a4b' }, 201))
    .data.colour as { id: number };
  const image = (
    await upload(`/api/products/${product.id}/image`, { image: { name: 'rose.jpg', type: 'image/jpeg', bytes: jpeg } })
  ).data.product as { image: { large: string }; pictures: { id: number }[] };

  // A's uploaded document (sign-up's licence): a file in the store, named on A's profile.
  const documentKey = await storeFile(t.app.files, 'customer-documents', samples.pdf, 'pdf', 'application/pdf');
  await t.db
    .updateTable('customer_profiles')
    .set({ document_path: documentKey, document_mime: 'application/pdf', document_name: 'licence.pdf' })
    .where('user_id', '=', a.id)
    .execute();

  // A picks an order up today: invoiced at once, delivered, then claimed with a photo.
  type Order = { id: number; lines: { id: number }[]; documents: { id: number }[] };
  const line = (product_id: number, quantity: number) => ({ product_id, quantity });
  const order = await kit.staffOrder<Order>(
    owner,
    { customer_id: a.id, date: TODAY, lines: [line(product.id, 5)] },
    { delivery_method: 'pickup', delivery_zone: undefined },
  );
  for (const status of ['ready', 'delivered']) await call('PUT', `/api/Orders/${order.id}/update/${status}`);
  const claimForm = await multipart({
    order_id: String(order.id),
    lines: JSON.stringify([{ order_line_id: order.lines[0]!.id, quantity: 1, reason: 'broken_stems' }]),
    photos: { name: 'flowers.jpg', type: 'image/jpeg', bytes: jpeg },
    label_photos: { name: 'label.jpg', type: 'image/jpeg', bytes: jpeg },
  });
  const claimed = await t.app.inject({
    method: 'POST',
    url: '/api/customer/claims',
    ...claimForm,
    headers: { ...claimForm.headers, cookie: a.cookie },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const claim = claimed.json().data.claim as { id: number; photos: { id: number }[] };

  // A back-order (one in stock, three wanted) and a prebooking.
  const backOrdered = await kit.staffOrder<Order>(owner, {
    customer_id: a.id,
    date: DELIVERY_DAY,
    lines: [line(scarce.id, 4)],
  });
  const prebooking = await kit.staffOrder(
    owner,
    { customer_id: a.id, date: '2027-02-13', lines: [line(product.id, 2)] },
    { type: 'prebooking', delivery_method: 'pickup', delivery_zone: undefined },
  );

  // Two more delivery orders in two zones: two runs; the first one's stop is signed for.
  const delivered = await kit.staffOrder(owner, {
    customer_id: a.id,
    date: DELIVERY_DAY,
    lines: [line(product.id, 1)],
  });
  await kit.staffOrder(
    owner,
    { customer_id: a.id, date: DELIVERY_DAY, lines: [line(product.id, 1)] },
    { delivery_zone: 'ville-saint-laurent' },
  );
  const runs = (await call('POST', '/api/deliveries/runs', { date: DELIVERY_DAY })).data.runs as {
    id: number;
    stops: { id: number; order_id: number }[];
  }[];
  const signedRun = runs.find((r) => r.stops.some((s) => s.order_id === delivered.id))!;
  const openRun = runs.find((r) => r !== signedRun)!;
  const signedStop = signedRun.stops.find((s) => s.order_id === delivered.id)!;
  await call('POST', `/api/deliveries/stops/${signedStop.id}/delivered`, {
    recipient_name: 'Zoé',
    signature,
  });

  await call('POST', '/api/payment/receive', { customer_id: a.id, amount_cents: 1000, method: 'cheque' });
  const payments = (await call('GET', `/api/customer/Orders/payments/${a.id}`)).data.payments as { id: number }[];
  const note = (
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/${a.id}/notes`,
        headers: { cookie: owner },
        payload: { note_text: 'Prefers mornings' },
      })
    ).json() as { note: { id: number } }
  ).note;
  const statementRun = (
    await call('POST', '/api/receivables/statements/send', { month: '2026-10', customer_id: a.id }, 202)
  ).data.run as { id: number };
  const session = (
    (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: a.cookie } })).json() as {
      data: { sessions: { id: string }[] };
    }
  ).data.sessions[0]!;
  const apiToken = (
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie: a.cookie },
        payload: { name: 'Point of sale', scopes: ['catalog:read'] },
      })
    ).json() as { data: { api_token: { id: number } } }
  ).data.api_token;
  const webhook = (
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie: a.cookie },
        payload: { url: 'http://127.0.0.1:9/hook', events: ['order.created'] },
      })
    ).json() as { data: { webhook: { id: number } } }
  ).data.webhook;
  await raiseWebhookEvent(t.db, MATRIX_NOW.toISOString(), { event: 'order.created', customerId: a.id, data: {} });
  const webhookDelivery = (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${webhook.id}/deliveries`,
        headers: { cookie: a.cookie },
      })
    ).json() as { data: { deliveries: { id: number }[] } }
  ).data.deliveries[0]!;

  const offer = (
    await call(
      'POST',
      '/api/offers',
      {
        title_en: 'Matrix week',
        title_fr: 'Semaine matrice',
        text_en: 'Fresh.',
        text_fr: 'Frais.',
        starts_on: TODAY,
        ends_on: '2026-12-31',
        published: true,
        items: [{ product_id: product.id, percent_off: 10 }],
      },
      201,
    )
  ).data.offer as { id: number };
  const priceList = (
    await upload(
      '/api/pricelists',
      {
        title_en: 'Roses',
        title_fr: 'Roses',
        section: 'petals',
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        published: 'true',
        file: { name: 'liste.pdf', type: 'application/pdf', bytes: samples.pdf },
      },
      201,
    )
  ).data.pricelist as { id: number };
  const staffMember = await createAdminUser(t.db, ['counter']);
  const deliveryAddress = (await call('POST', `/api/customers/${a.id}/delivery-addresses`, MATRIX_ADDRESS, 201)).data
    .address as { id: number };

  // A's fresh list subscription: its one-click unsubscribe token (issue 39 item 5).
  const freshListToken = 'matrix-fresh-list-token';
  await t.db
    .insertInto('fresh_list_subscribers')
    .values({ user_id: a.id, token: freshListToken, subscribed_at: MATRIX_NOW.toISOString() })
    .execute();

  // A supplier selling the product (issue 37): staff-only rows, owned by no customer.
  const supplier = (
    await call(
      'POST',
      '/api/suppliers',
      { name: 'Matrix Farm', country: 'EC', currency: 'USD', email: 'matrix@farm.example', lead_time_days: 4 },
      201,
    )
  ).data.supplier as { id: number };
  await call('PUT', `/api/suppliers/${supplier.id}/products/${product.id}`, { units_per_box: 100 });
  // A closed day (issue 38 item 3): its date names it.
  const closedDay = '2027-01-01';
  await call('POST', '/api/closed-days', { date: closedDay, name_en: 'New Year', name_fr: 'Jour de l’An' }, 201);
  const purchaseOrder = (
    await call(
      'POST',
      '/api/purchase-orders',
      {
        supplier_id: supplier.id,
        arrival_date: DELIVERY_DAY,
        lines: [{ product_id: product.id, boxes: 1, units_per_box: 100, unit_cost_cents: 40 }],
      },
      201,
    )
  ).data.purchase_order as { id: number };
  // A charge on it (issue 37 item 5).
  const purchaseCharge = (
    await call(
      'POST',
      `/api/purchase-orders/${purchaseOrder.id}/charges`,
      { kind: 'freight', amount_cents: 1500, spread: 'boxes', reference: 'AWB-1' },
      201,
    )
  ).data.landed_cost as { charges: { id: number }[] };

  // A price level (issue 38 item 4).
  const priceLevel = (
    await call('POST', '/api/price-levels', { name_en: 'Volume', name_fr: 'Volume', percent_off: 8 }, 201)
  ).data.price_level as { id: number };

  // A's standing order (issue 38 items 1-2), on Tuesdays.
  const standingOrder = (
    await call(
      'POST',
      '/api/standing-orders',
      {
        customer_id: a.id,
        delivery_method: 'pickup',
        lines: [{ product_id: product.id, quantity: 1 }],
        weekdays: [2],
        starts_on: '2026-11-23',
      },
      201,
    )
  ).data.standing_order as { id: number };

  return {
    a,
    b,
    signature,
    rows: {
      customer: a.id,
      session: session.id,
      deliveryAddress: deliveryAddress.id,
      apiToken: apiToken.id,
      webhook: webhook.id,
      webhookDelivery: webhookDelivery.id,
      note: note.id,
      payment: payments[0]!.id,
      statementRun: statementRun.id,
      order: order.id,
      orderLine: order.lines[0]!.id,
      document: order.documents[0]!.id,
      claim: claim.id,
      photo: claim.photos[0]!.id,
      backOrderLine: backOrdered.lines[0]!.id,
      prebooking: prebooking.id,
      signedOrder: delivered.id,
      run: openRun.id,
      stop: openRun.stops[0]!.id,
      product: product.id,
      category: category.id,
      colour: colour.id,
      image: image.image.large.split('/').pop()!,
      productPicture: image.pictures[0]!.id,
      offer: offer.id,
      priceList: priceList.id,
      staffMember: staffMember.id,
      freshListToken,
      supplier: supplier.id,
      closedDay,
      purchaseOrder: purchaseOrder.id,
      purchaseCharge: purchaseCharge.charges[0]!.id,
      standingOrder: standingOrder.id,
      priceLevel: priceLevel.id,
    },
  };
}
