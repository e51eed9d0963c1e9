import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, profile, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsNewAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe('GET /api/customers/{id}/emails (what was sent to whom)', () => {
  it("lists the customer's e-mails newest first, paginated, without their bodies", async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    const other = await createCustomer(t.db, { status: 'pending' });
    for (const c of [pending, other]) {
      const approved = await t.app.inject({
        method: 'PUT',
        url: `/api/toggle/customers/${c.id}`,
        payload: { active: true, type: 'approval' },
        ...withCookie(staff.cookie),
      });
      expect(approved.statusCode).toBe(200);
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: pending.email },
    });
    expect(forgot.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${pending.id}/emails?limit=1`,
      ...withCookie(staff.cookie),
    });
    expect(res.statusCode).toBe(200);
    const { emails, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to_address: pending.email });
    // The sender may already have delivered it to the test outbox.
    expect(['pending', 'sent']).toContain(emails[0].status);
    expect(emails[0].template).toMatch(/password/);
    expect(emails[0]).not.toHaveProperty('text_body');
    expect(emails[0]).not.toHaveProperty('html_body');

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${pending.id}/emails?limit=1&page=2`,
      ...withCookie(staff.cookie),
    });
    expect(second.json().data.emails[0].template).toMatch(/approv/);
  });

  it('finds the e-mails of an address typed with capitals (accounts and outbox keep it in lower case)', async () => {
    const typed = `Rose.Martin.${Date.now()}@Example.COM`;
    const form = await multipart({ ...(profile({ emailAddress: typed }) as unknown as Record<string, string>) });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...form,
      headers: { ...form.headers, cookie: staff.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, email } = created.json().data.customer;
    expect(email).toBe(typed.toLowerCase());
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${id}/emails`, ...withCookie(staff.cookie) });
    expect(res.json().data.emails.map((e: { to_address: string }) => e.to_address)).toEqual([email]);
  });

  it('is for staff only, and 404 for an unknown customer or bad input', async () => {
    const customer = await createCustomer(t.db);
    const url = `/api/customers/${customer.id}/emails`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const own = await signIn(t.app, customer.email);
    expect((await t.app.inject({ method: 'GET', url, ...withCookie(own.cookie) })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/customers/999999/emails',
      ...withCookie(staff.cookie),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `${url}?limit=1000`, ...withCookie(staff.cookie) });
    expect(bad.statusCode).toBe(400);
  });
});
