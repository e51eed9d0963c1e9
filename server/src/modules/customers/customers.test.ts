import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { storedNames } from '../../test/files.js';
import { createCustomer, profile, signIn, signInAsNewAdmin, withCookie } from '../../test/factories.js';
import { multipart, samples } from '../../test/multipart.js';

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsNewAdmin(t.app, t.db);
});
afterAll(() => t.close());

const as = withCookie;
const writeBody = (overrides: Record<string, unknown> = {}) => ({ ...profile(), ...overrides });

describe('GET /api/customers', () => {
  it("finds a customer without their name's accents, and by a phone number written any way", async () => {
    const tag = `x${Date.now()}`;
    const eric = await createCustomer(t.db, {
      profile: {
        businessName: `Au Cœur d’Hélène ${tag}`,
        businessOwnerName: 'Éric Lavoie',
        city: 'Saint-Jérôme',
        phoneNumber: '514-555-0177',
      },
    });
    const digits = await createCustomer(t.db, { profile: { businessName: `1-800 Fleurs ${tag}` } });
    const found = async (search: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customers?search=${encodeURIComponent(search)}&limit=100`,
          ...as(staff.cookie),
        })
      )
        .json()
        .data.customers.map((c: { id: number }) => c.id);
    // The other customers of these tests are in Montréal, with other numbers.
    for (const search of [
      `coeur d'helene ${tag}`,
      `CŒUR D’HÉLÈNE ${tag}`,
      'eric lavoie',
      'saint-jerome',
      '(514) 555-0177',
      '+1 514 555 0177',
    ])
      expect(await found(search), search).toEqual([eric.id]);
    // Digits that are a name's, not a number's, are still looked for as typed.
    expect(await found('1-800')).toContain(digits.id);
  });

  it('lists with pagination, search, filter and sort, counting pending requests', async () => {
    const tag = `zinnia${Date.now()}`;
    const a = await createCustomer(t.db, { profile: { businessName: `${tag} Alpha`, city: 'Laval' } });
    await createCustomer(t.db, { status: 'pending', profile: { businessName: `${tag} Beta` } });
    await createCustomer(t.db, { active: false, profile: { businessName: `${tag} Gamma` } });
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/customers?${q}`, ...as(staff.cookie) }).then((r) => r.json());

    const all = await list(`search=${tag}&sort=businessName&order=asc&limit=2`);
    expect(all.data.customers.map((c: { businessName: string }) => c.businessName)).toEqual([
      `${tag} Alpha`,
      `${tag} Beta`,
    ]);
    expect(all.data.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(all.data.pendingCount).toBeGreaterThanOrEqual(1);
    expect(
      (await list(`search=${tag}&page=2&limit=2&sort=businessName&order=asc`)).data.customers[0].businessName,
    ).toBe(`${tag} Gamma`);

    expect(
      (await list(`search=${tag}&filter=pending`)).data.customers.map((c: { businessName: string }) => c.businessName),
    ).toEqual([`${tag} Beta`]);
    expect(
      (await list(`search=${tag}&filter=inactive`)).data.customers.map((c: { businessName: string }) => c.businessName),
    ).toEqual([`${tag} Gamma`]);
    expect((await list(`search=${tag}&filter=active`)).data.customers).toHaveLength(1);
    // Search by e-mail, by phone digits, by city (case-insensitive).
    expect((await list(`search=${encodeURIComponent(a.email.toUpperCase())}`)).data.customers[0].id).toBe(a.id);
    expect((await list('search=LAVAL')).data.customers.map((c: { id: number }) => c.id)).toContain(a.id);
    expect((await list('search=5145550199')).data.pagination.total).toBeGreaterThanOrEqual(3);
    // LIKE wildcards in the search are taken literally.
    expect((await list('search=%25')).data.customers).toHaveLength(0);
  });

  it('is 401 signed out, 403 for a customer, 400 for a bad query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    const c = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, c.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers', ...as(cookie) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers?limit=1000', ...as(staff.cookie) })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers?filter=vip', ...as(staff.cookie) })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/customers (multipart)', () => {
  it('creates an approved customer with a document, and e-mails a single-use set-password link', async () => {
    const body = writeBody({ language: 'fr' });
    const form = await multipart({
      ...(body as Record<string, string>),
      credit_limit_cents: '250000',
      delivery_zone: 'montreal-laval',
      document: { name: 'tps.pdf', type: 'application/pdf', bytes: samples.pdf },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...form,
      headers: { ...form.headers, cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const customer = res.json().data.customer;
    expect(customer).toMatchObject({
      status: 'approved',
      active: true,
      credit_limit_cents: 250000,
      delivery_zone: 'montreal-laval',
      balance_cents: 0,
      document: { name: 'tps.pdf', mime: 'application/pdf' },
    });
    const mail = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', body.emailAddress)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Votre compte est prêt\u00a0: choisissez votre mot de passe');
    expect(mail.text_body).toMatch(/\/fr\/set-password\?token=/);

    const doc = await t.app.inject({ method: 'GET', url: customer.document.url, ...as(staff.cookie) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.equals(samples.pdf)).toBe(true);
  });

  it("takes the zone of the customer's city when staff give none", async () => {
    const form = await multipart({ ...(writeBody({ city: 'Longueuil' }) as Record<string, string>) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...form,
      headers: { ...form.headers, cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.customer.delivery_zone).toBe('north-south-shore');
  });

  it('refuses a renamed executable, and a file over 10 MB, keeping nothing', async () => {
    const files = async () => (await storedNames(t.app.files, 'documents')).length;
    const before = await files();
    const exe = await multipart({
      ...(writeBody() as Record<string, string>),
      document: { name: 'cert.pdf', type: 'application/pdf', bytes: samples.exe },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...exe,
      headers: { ...exe.headers, cookie: staff.cookie },
    });
    expect(refused.statusCode).toBe(415);
    const big = await multipart({
      ...(writeBody() as Record<string, string>),
      document: {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)]),
      },
    });
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...big,
      headers: { ...big.headers, cookie: staff.cookie },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await files()).toBe(before);
  });

  it('refuses bad fields with 400 naming the field, and a taken e-mail with 409', async () => {
    const bad = await multipart({ ...(writeBody({ phoneNumber: '12' }) as Record<string, string>) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...bad,
      headers: { ...bad.headers, cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phoneNumber' });
    const existing = await createCustomer(t.db);
    const dup = await multipart({ ...(writeBody({ emailAddress: existing.email }) as Record<string, string>) });
    const conflict = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      ...dup,
      headers: { ...dup.headers, cookie: staff.cookie },
    });
    expect(conflict.statusCode).toBe(409);
  });
});

describe('one customer', () => {
  it('GET /api/customer/{id}: staff see any; a customer sees their own and gets 404 for another', async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/${a.id}`, ...as(staff.cookie) })).json().data.customer
        .id,
    ).toBe(a.id);
    const { cookie } = await signIn(t.app, a.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${a.id}`, ...as(cookie) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${b.id}`, ...as(cookie) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${a.id}` })).statusCode).toBe(401);
  });

  it('PUT /api/customers/{id} updates the profile, the credit limit and the zone; 409 on a taken e-mail', async () => {
    const a = await createCustomer(t.db);
    const other = await createCustomer(t.db);
    const body = writeBody({ emailAddress: a.email, businessName: 'Renamed Florist', credit_limit_cents: 50000 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}`,
      payload: { ...body, delivery_zone: 'north-south-shore' },
      ...as(staff.cookie),
    });
    expect(res.json().data.customer).toMatchObject({
      businessName: 'Renamed Florist',
      credit_limit_cents: 50000,
      delivery_zone: 'north-south-shore',
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}`,
      payload: { ...body, delivery_zone: null },
      ...as(staff.cookie),
    });
    expect(cleared.json().data.customer.delivery_zone).toBeNull();
    const unknownZone = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}`,
      payload: { ...body, delivery_zone: 'toronto' },
      ...as(staff.cookie),
    });
    expect(unknownZone.statusCode).toBe(400);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}`,
      payload: { ...body, emailAddress: other.email },
      ...as(staff.cookie),
    });
    expect(taken.statusCode).toBe(409);
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}`,
      payload: { ...body, credit_limit_cents: '500' },
      ...as(staff.cookie),
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('PUT /api/customers/{id}/invoice-type takes per_order or monthly only', async () => {
    const a = await createCustomer(t.db);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}/invoice-type`,
      payload: { invoice_type: 'monthly' },
      ...as(staff.cookie),
    });
    expect(ok.json().data.customer.invoice_type).toBe('monthly');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${a.id}/invoice-type`,
      payload: { invoice_type: 'weekly' },
      ...as(staff.cookie),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/customers/999999/invoice-type',
          payload: { invoice_type: 'monthly' },
          ...as(staff.cookie),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('DELETE archives: out of the list, cannot sign in, payments and notes kept', async () => {
    const a = await createCustomer(t.db);
    const session = await signIn(t.app, a.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/receive',
      payload: { customer_id: a.id, amount_cents: 1000, method: 'cash' },
      ...as(staff.cookie),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/${a.id}/notes`,
      payload: { note_text: 'keep me' },
      ...as(staff.cookie),
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/customers/${a.id}`, ...as(staff.cookie) });
    expect(res.json()).toMatchObject({ success: true, data: { customer: { id: a.id, active: false } } });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customers?search=${encodeURIComponent(a.email)}`,
          ...as(staff.cookie),
        })
      ).json().data.customers,
    ).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(session.cookie) })).statusCode).toBe(401);
    await expect(signIn(t.app, a.email)).rejects.toThrow('403');
    expect(await t.db.selectFrom('payments').select('id').where('customer_id', '=', a.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('customer_notes').select('id').where('user_id', '=', a.id).execute()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/customers/${a.id}`, ...as(staff.cookie) })).statusCode,
    ).toBe(404);
  });
});

describe('the customer’s own profile', () => {
  it('PUT /api/customer/{id}/profile changes contact details and language only', async () => {
    const a = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, a.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${a.id}/profile`,
      payload: {
        phoneNumber: '438-555-0111',
        cellPhone: '514 555 0112',
        language: 'fr',
        businessName: 'Hijack',
        status: 'approved',
      },
      ...as(cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toMatchObject({
      phoneNumber: '438-555-0111',
      cellPhone: '514 555 0112',
      language: 'fr',
      businessName: a.profile.businessName,
    });
  });

  it('is 404 on another customer and 403 for staff', async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    const { cookie } = await signIn(t.app, a.email);
    const payload = { phoneNumber: '438-555-0111', language: 'en' };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customer/${b.id}/profile`, payload, ...as(cookie) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customer/${a.id}/profile`, payload, ...as(staff.cookie) }))
        .statusCode,
    ).toBe(403);
  });

  it('POST /api/auth/change-password needs the current password and ends other sessions', async () => {
    const a = await createCustomer(t.db);
    const one = await signIn(t.app, a.email);
    const two = await signIn(t.app, a.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'nope', new_password: 'Camelias-Et-Dahlias-2026' },
      ...as(one.cookie),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('current_password');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'Hydrangea-Bleue-2026', new_password: 'Camelias-Et-Dahlias-2026' },
      ...as(one.cookie),
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.cookies.find((c) => c.name === 'sid')!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(two.cookie) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...as(`sid=${fresh.value}`) })).statusCode).toBe(
      200,
    );
  });
});
