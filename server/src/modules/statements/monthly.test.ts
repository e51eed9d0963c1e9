import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenMonth } from '@shop/contract';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAsNewAdmin, withCookie as as } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';
import { travelClock } from '../../test/time-travel.js';
import { firstBusinessDay, monthPeriod, monthRecipients, runMonthlyStatements } from './monthly.js';

const time = travelClock('2026-10-15');
const day = (d: string) => time.to(t.db, d);

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const { stocked, newCustomer } = orderKit(() => t, time.clock.now());

const deps = () => ({ db: t.db, clock: time.clock, config: t.config, files: t.app.files });
const statementMails = (to: string, month = '2026-10') =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'attachments', 'language'])
    .where('template', '=', 'monthly-statement')
    .where('to_address', '=', to.toLowerCase())
    .where((eb) =>
      eb.or([
        eb('subject', 'like', `%${writtenMonth(month, 'en')}`),
        eb('subject', 'like', `%${writtenMonth(month, 'fr')}`),
      ]),
    )
    .execute();

async function invoiced(customerId: number, productId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      customer_id: customerId,
      delivery_method: 'pickup',
      delivery_date: time.today(),
      lines: [{ product_id: productId, quantity: 1 }],
    },
    ...as(staff),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order as { id: number; invoice_number: string; total_cents: number };
}

describe('monthly statements', () => {
  it('know their month and the first business day', () => {
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(firstBusinessDay('2026-11-20')).toBe('2026-11-02'); // Nov 1st 2026 is a Sunday
  });

  it('print a month balance-forward, in the customer’s language, for staff and the customer only', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer({ businessName: 'Monthly Fleuriste', language: 'fr' });
    await day('2026-09-20');
    const september = await invoiced(c.id, product.id);
    await day('2026-10-15');
    const october = await invoiced(c.id, product.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${c.id}/statement.pdf?month=2026-10`,
      ...as(staff),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const part of [
      'État de compte',
      'du 1er octobre 2026 au 31 octobre 2026',
      october.invoice_number,
      'ouverture',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain(september.invoice_number);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${c.id}/statement.pdf?month=2026-10`,
      ...as(c.cookie),
    });
    expect(own.statusCode).toBe(200);
    const stranger = await newCustomer();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${c.id}/statement.pdf?month=2026-10`,
      ...as(stranger.cookie),
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customers/${c.id}/statement.pdf?month=2026-13`, ...as(staff) }))
        .statusCode,
    ).toBe(400);
  });

  it('go to a customer whose only activity of the month is the credit note of a cancelled invoice', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    const c = await newCustomer({ businessName: 'Cancelled In October' });
    await day('2026-09-21');
    const order = await invoiced(c.id, product.id);
    await day('2026-10-12');
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/Orders/${order.id}/update/cancelled`, ...as(staff) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await monthRecipients(t.db, '2026-10')).map((r) => r.id)).toContain(c.id);
    expect((await monthRecipients(t.db, '2026-08')).map((r) => r.id)).not.toContain(c.id);
  });

  it('are e-mailed once per customer and month from the first business day, even by runs at once', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    await day('2026-10-20');
    const active = await newCustomer({ businessName: 'Active In October' });
    await invoiced(active.id, product.id);
    const idle = await newCustomer({ businessName: 'Nothing To Say' });

    await day('2026-10-31'); // a Saturday: not November yet
    expect(await runMonthlyStatements(deps())).toMatchObject({ month: '2026-09' });
    await day('2026-11-01'); // Sunday: the first business day is Monday the 2nd
    expect(await runMonthlyStatements(deps())).toBeNull();
    await day('2026-11-02');
    const runs = await Promise.all([
      runMonthlyStatements(deps()),
      runMonthlyStatements(deps()),
      runMonthlyStatements(deps()),
    ]);
    expect(runs.every((r) => r?.month === '2026-10')).toBe(true);
    const mails = await statementMails(active.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your statement of account for October 2026');
    expect(JSON.parse(mails[0]!.attachments)).toHaveLength(1);
    expect(await statementMails(idle.email)).toHaveLength(0);
    await day('2026-11-03');
    await runMonthlyStatements(deps());
    expect(await statementMails(active.email)).toHaveLength(1);
  });

  it('are sent again by staff, one customer or all, with progress', async () => {
    const product = await stocked(100, { price_cents: 1000 });
    await day('2026-10-20');
    const c = await newCustomer({ businessName: 'Sent Again' });
    await invoiced(c.id, product.id);
    await day('2026-11-05');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/receivables/statements/send',
      payload: { month: '2026-10', customer_id: c.id },
      ...as(staff),
    });
    expect(start.statusCode).toBe(202);
    const { id, total } = start.json().data.run;
    expect(total).toBe(1);
    let run = start.json().data.run;
    while (!run.finished) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await t.app.inject({ method: 'GET', url: `/api/receivables/statements/send/${id}`, ...as(staff) })).json()
        .data.run;
    }
    expect(run).toMatchObject({ total: 1, done: 1, failed: 0 });
    expect(await statementMails(c.email)).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/receivables/statements/send',
          payload: { month: '2026-10' },
          ...as(c.cookie),
        })
      ).statusCode,
    ).toBe(403);
  });
});
