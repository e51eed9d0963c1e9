import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, signIn } from '../../test/factories.js';

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdminUser(t.db);
  staff = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const toggle = (id: number, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/toggle/customers/${id}`,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('PUT /api/toggle/customers/{id}', () => {
  it('approves a pending request, e-mails the customer in their language, and the customer can sign in', async () => {
    const c = await createCustomer(t.db, { status: 'pending', profile: { language: 'fr' } });
    await expect(signIn(t.app, c.email)).rejects.toThrow('403');
    const res = await toggle(c.id, { active: true, type: 'approval' }, staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Customer approved.',
      data: { customer: { id: c.id, status: 'approved', active: true, invoice_type: 'per_order' } },
    });
    expect(res.json().data.customer).not.toHaveProperty('password_hash');
    const mail = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Votre compte est approuvé');
    expect(mail.text_body).toContain('/fr/login');
    await signIn(t.app, c.email);
  });

  it("gives an approved account its city's delivery zone, unless it has one or the city is unknown", async () => {
    const zoneAfterApproval = async (city: string) => {
      const c = await createCustomer(t.db, { status: 'pending', profile: { city } });
      const res = await toggle(c.id, { active: true, type: 'approval' }, staff.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return zoneOf(c.id);
    };
    const zoneOf = async (id: number) =>
      (
        await t.db
          .selectFrom('customer_profiles')
          .select('delivery_zone')
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow()
      ).delivery_zone;
    expect(await zoneAfterApproval('Laval')).toBe('montreal-laval');
    expect(await zoneAfterApproval('Longueuil')).toBe('north-south-shore');
    expect(await zoneAfterApproval('Sherbrooke')).toBeNull();

    const chosen = await createCustomer(t.db, { status: 'pending', profile: { city: 'Laval' } });
    await t.db
      .updateTable('customer_profiles')
      .set({ delivery_zone: 'ville-saint-laurent' })
      .where('user_id', '=', chosen.id)
      .execute();
    expect((await toggle(chosen.id, { active: true, type: 'approval' }, staff.cookie)).statusCode).toBe(200);
    expect(await zoneOf(chosen.id)).toBe('ville-saint-laurent');
  });

  it('rejects a request and e-mails the customer', async () => {
    const c = await createCustomer(t.db, { status: 'pending' });
    const res = await toggle(c.id, { active: false, type: 'approval' }, staff.cookie);
    expect(res.json().data.customer.status).toBe('rejected');
    const mail = await t.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your account request');
  });

  it('deactivates a customer and ends their sessions; reactivates', async () => {
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    const off = await toggle(c.id, { active: false, type: 'status' }, staff.cookie);
    expect(off.json().data.customer.active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    await expect(signIn(t.app, c.email)).rejects.toThrow('403');
    const on = await toggle(c.id, { active: true, type: 'status' }, staff.cookie);
    expect(on.json()).toMatchObject({ message: 'Customer activated.', data: { customer: { active: true } } });
    await signIn(t.app, c.email);
  });

  it('is 401 signed out and 403 for a customer, even on their own id', async () => {
    const c = await createCustomer(t.db);
    expect((await toggle(c.id, { active: false, type: 'status' })).json()).toMatchObject({ error: 'Unauthorized' });
    const { cookie } = await signIn(t.app, c.email);
    const own = await toggle(c.id, { active: true, type: 'approval' }, cookie);
    expect(own.statusCode).toBe(403);
  });

  it('is 404 for an unknown id or a staff account', async () => {
    expect((await toggle(999_999, { active: true, type: 'status' }, staff.cookie)).statusCode).toBe(404);
    const other = await createAdminUser(t.db);
    expect((await toggle(other.id, { active: false, type: 'status' }, staff.cookie)).statusCode).toBe(404);
  });

  it.each([[{ active: 'yes', type: 'status' }], [{ active: true, type: 'other' }], [{ type: 'status' }]])(
    'refuses %j with 400',
    async (payload) => {
      const c = await createCustomer(t.db);
      const res = await toggle(c.id, payload, staff.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );
});
