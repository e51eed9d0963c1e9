import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { businessDate } from '../../lib/business-date.js';
import { pdfText } from '../../test/pdf-text.js';
import type { SessionUser } from '../auth/index.js';
import { editOrder } from '../orders/placement/edit.js';
import { createStaffOrder, placeWebOrder, type OrderDeps } from '../orders/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date();
const kit = orderKit(() => t, NOW);
const hall = {
  label: 'Salle de réception',
  address1: '1200 rue des Fêtes',
  city: 'Laval',
  province: 'QC',
  postalCode: 'h7n 2a1',
  delivery_zone: 'montreal-laval',
  window_from: '08:00',
  window_to: '11:00',
  driver_notes: 'Quai de livraison à l’arrière',
};

type Address = {
  id: number | null;
  is_default: boolean;
  label: string | null;
  postalCode: string;
  window_from: string | null;
};
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...withCookie(cookie), ...(payload ? { payload } : {}) });
const listOf = async (cookie: string, url: string) => {
  const res = await call(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { addresses: Address[] } }).data.addresses;
};

describe('delivery addresses (issue 34, item 10)', () => {
  it("a florist keeps their own addresses after the profile's; another customer's are not found", async () => {
    const [a, b] = [await kit.newCustomer(), await kit.newCustomer()];
    const own = '/api/customer/delivery-addresses';
    const first = await listOf(a.cookie, own);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: null, is_default: true, label: null });

    const created = await call(a.cookie, 'POST', own, hall);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { address: Address } }).data.address.id!;
    const list = await listOf(a.cookie, own);
    expect(list.map((x) => x.label)).toEqual([null, 'Salle de réception']);
    expect(list[1]).toMatchObject({ id, is_default: false, postalCode: 'H7N 2A1', window_from: '08:00' });

    // B sees only the profile's, and cannot change or delete A's: 404 as if it did not exist.
    expect(await listOf(b.cookie, own)).toHaveLength(1);
    expect((await call(b.cookie, 'PUT', `${own}/${id}`, { ...hall, label: 'Pris' })).statusCode).toBe(404);
    expect((await call(b.cookie, 'DELETE', `${own}/${id}`)).statusCode).toBe(404);
    expect((await listOf(a.cookie, own))[1]!.label).toBe('Salle de réception');

    const changed = await call(a.cookie, 'PUT', `${own}/${id}`, { ...hall, label: 'Boutique' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(a.cookie, 'DELETE', `${own}/${id}`)).statusCode).toBe(200);
    expect(await listOf(a.cookie, own)).toHaveLength(1);
    expect((await call(a.cookie, 'DELETE', `${own}/${id}`)).statusCode).toBe(404);
  });

  it('validates an address: label, postal code, a whole window that ends after it starts', async () => {
    const a = await kit.newCustomer();
    const own = '/api/customer/delivery-addresses';
    const refused = async (body: object, field: string) => {
      const res = await call(a.cookie, 'POST', own, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(field);
    };
    await refused({ ...hall, label: ' ' }, 'label');
    await refused({ ...hall, postalCode: '12345' }, 'postalCode');
    await refused({ ...hall, window_from: '8h', window_to: '11:00' }, 'window_from');
    await refused({ ...hall, window_to: null }, 'window_to');
    await refused({ ...hall, window_from: '12:00', window_to: '11:00' }, 'window_to');
    await refused({ ...hall, delivery_zone: 'mars' }, 'delivery_zone');
    expect(await listOf(a.cookie, own)).toHaveLength(1);
    // No window at all is fine.
    const res = await call(a.cookie, 'POST', own, { ...hall, window_from: '', window_to: '', driver_notes: '' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("staff manage a customer's addresses with customers.write; counter staff read only; customers are refused", async () => {
    const a = await kit.newCustomer();
    const url = `/api/customers/${a.id}/delivery-addresses`;
    const owner = await signInAsNewAdmin(t.app, t.db);
    const created = await call(owner.cookie, 'POST', url, hall);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { address: Address } }).data.address.id!;
    expect((await listOf(a.cookie, '/api/customer/delivery-addresses')).map((x) => x.id)).toEqual([null, id]);

    const counter = await signInAsNewAdmin(t.app, t.db, ['counter']);
    expect(await listOf(counter.cookie, url)).toHaveLength(2);
    expect((await call(counter.cookie, 'POST', url, hall)).statusCode).toBe(403);
    expect((await call(counter.cookie, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    expect((await call(a.cookie, 'GET', url)).statusCode).toBe(403);
    // Another customer's address id under this customer is not found.
    const b = await kit.newCustomer();
    expect((await call(owner.cookie, 'PUT', `/api/customers/${b.id}/delivery-addresses/${id}`, hall)).statusCode).toBe(
      404,
    );
    expect((await call(owner.cookie, 'GET', '/api/customers/999999/delivery-addresses')).statusCode).toBe(404);
  });

  it("an order goes to the address it names, keeps its copy after the address changes, and refuses another customer's", async () => {
    const [a, b] = [await kit.newCustomer(), await kit.newCustomer()];
    const own = '/api/customer/delivery-addresses';
    const id = ((await call(a.cookie, 'POST', own, hall)).json() as { data: { address: Address } }).data.address.id!;
    const bId = ((await call(b.cookie, 'POST', own, hall)).json() as { data: { address: Address } }).data.address.id!;
    const product = await kit.stocked(50);
    const date = businessDate(new Date(NOW.getTime() + 3 * 86_400_000));
    const web = (body: object) =>
      call(a.cookie, 'POST', '/api/Customer/Orders', {
        delivery_method: 'delivery',
        delivery_zone: 'montreal-laval',
        delivery_date: date,
        lines: [{ product_id: product.id, quantity: 1 }],
        agreed_disclaimer: true,
        ...body,
      });

    // Another customer's address: 400, and no order is placed.
    const refused = await web({ delivery_address_id: bId });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('delivery_address_id');

    const placed = await web({ delivery_address_id: id });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { data: { order: { id: number } } }).data.order.id;
    const plain = await web({});
    expect(plain.statusCode, plain.body).toBe(201);
    const plainId = (plain.json() as { data: { order: { id: number } } }).data.order.id;

    const owner = await signInAsNewAdmin(t.app, t.db);
    const addressOf = async (oid: number) => {
      const res = await call(owner.cookie, 'GET', `/api/Orders/${oid}/delivery-address`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { address: Address & { driver_notes: string; address1: string } } }).data.address;
    };
    expect(await addressOf(orderId)).toMatchObject({ id, label: 'Salle de réception', window_from: '08:00' });
    expect(await addressOf(plainId)).toMatchObject({ id: null, is_default: true });

    // The packing slip says where it goes, the window and the notes for the driver (issue 34, item 10).
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/${orderId}/packing-slip.pdf`,
      ...withCookie(owner.cookie),
    });
    expect(slip.statusCode).toBe(200);
    const slipText = pdfText(slip.rawPayload).replace(/\s+/g, ' ');
    expect(slipText).toContain('Salle de réception');
    expect(slipText).toContain('1200 rue des Fêtes');
    expect(slipText).toContain('08:00–11:00');
    expect(slipText).toContain('Quai de livraison à l’arrière');

    // The address changes, then goes: the order keeps what it was placed with.
    await call(a.cookie, 'PUT', `${own}/${id}`, { ...hall, address1: '9 autre rue', driver_notes: 'Nouveau' });
    expect(await addressOf(orderId)).toMatchObject({
      address1: '1200 rue des Fêtes',
      driver_notes: 'Quai de livraison à l’arrière',
    });
    await call(a.cookie, 'DELETE', `${own}/${id}`);
    expect(await addressOf(orderId)).toMatchObject({ id: null, is_default: false, address1: '1200 rue des Fêtes' });

    // Staff: an address of another customer is refused on create; a staff order takes one of its customer's.
    const staffBody = { customer_id: a.id, date, lines: [{ product_id: product.id, quantity: 1 }] };
    const wrong = await call(owner.cookie, 'POST', '/api/Orders', {
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: date,
      customer_id: a.id,
      lines: staffBody.lines,
      delivery_address_id: bId,
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    const second = (
      (await call(a.cookie, 'POST', own, { ...hall, label: 'Boutique' })).json() as {
        data: { address: Address };
      }
    ).data.address.id!;
    const staffOrder = await kit.staffOrder(owner.cookie, staffBody, { delivery_address_id: second });
    expect(await addressOf(staffOrder.id)).toMatchObject({ id: second, label: 'Boutique' });

    // The delivery day (the runs, the run sheet, the driver's page) reads the order's address.
    const day = await call(owner.cookie, 'GET', `/api/deliveries?date=${date}`);
    expect(day.statusCode, day.body).toBe(200);
    const stop = (
      day.json() as {
        data: { unassigned: { order_id: number; address: string; window: string; driver_notes: string }[] };
      }
    ).data.unassigned.find((o) => o.order_id === staffOrder.id);
    expect(stop).toMatchObject({
      address: '1200 rue des Fêtes, Laval, QC, H7N 2A1',
      window: '08:00–11:00',
      driver_notes: 'Quai de livraison à l’arrière',
    });
  });

  it("an order's address copy is written in the order's own transaction: when it fails, no order is left", async () => {
    const a = await kit.newCustomer();
    const product = await kit.stocked(10);
    const date = businessDate(new Date(NOW.getTime() + 3 * 86_400_000));
    const deps: OrderDeps = { db: t.db, clock: { now: () => NOW }, config: t.config, files: t.app.files, silent: true };
    const customer: SessionUser = { id: a.id, email: a.email, role: 'customer', name: 'A', language: 'fr', roles: [] };
    const admin = await createAdminUser(t.db);
    const owner = await signIn(t.app, admin.email);
    const staff: SessionUser = { ...customer, id: admin.id, role: 'admin', roles: ['owner'] };
    const lines = [{ product_id: product.id, quantity: 4 }];
    const broken = () => Promise.reject(new Error('the copy failed'));
    const ordersOf = async () =>
      (await call(owner.cookie, 'GET', `/api/Orders?customer_id=${a.id}`)).json() as {
        data: { pagination: { total: number } };
      };

    const web = { delivery_method: 'pickup' as const, delivery_date: date, lines, agreed_disclaimer: true as const };
    await expect(placeWebOrder(deps, customer, web, undefined, broken)).rejects.toThrow('the copy failed');
    const staffBody = {
      customer_id: a.id,
      type: 'order' as const,
      delivery_method: 'pickup' as const,
      delivery_date: date,
      lines,
    };
    await expect(createStaffOrder(deps, staff, staffBody, broken)).rejects.toThrow('the copy failed');
    expect((await ordersOf()).data.pagination.total).toBe(0);
    expect(await kit.onHand(product.id)).toBe(10);

    // An edit that fails with it changes nothing either.
    const { order } = await createStaffOrder(deps, staff, staffBody);
    const more = { ...staffBody, lines: [{ product_id: product.id, quantity: 9 }] };
    await expect(editOrder(deps, staff, order.id, more, broken)).rejects.toThrow('the copy failed');
    expect(await kit.onHand(product.id)).toBe(6);
  });
});
