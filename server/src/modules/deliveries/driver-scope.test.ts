import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, signIn, signInAsNewAdmin } from '../../test/factories.js';
import { orderKit } from '../../test/order-kit.js';

// Friday 2026-11-20, 08:00 in Montreal.
const NOW = new Date('2026-11-20T13:00:00Z');
const DAY = '2026-12-14';

let t: TestApp;
let owner: string;
const kit = orderKit(() => t, NOW);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  owner = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Run {
  id: number;
  driver_user_id: number | null;
  stops: { id: number }[];
}

/** Issue 14 with issue 15's roles: a driver sees and works only the runs they drive. */
describe('the driver and their own runs', () => {
  let runs: Run[];
  let ana: { id: number; cookie: string };
  let ben: { id: number; cookie: string };
  let signature: string;

  beforeAll(async () => {
    const rose = await kit.stocked(50);
    const customer = await kit.newCustomer({ city: 'Laval' });
    for (const zone of ['montreal-laval', 'ville-saint-laurent'])
      await kit.staffOrder(
        owner,
        { customer_id: customer.id, date: DAY, lines: [{ product_id: rose.id, quantity: 1 }] },
        {
          delivery_zone: zone,
        },
      );
    const created = await call(owner, 'POST', '/api/deliveries/runs', { date: DAY });
    expect(created.statusCode, created.body).toBe(200);
    runs = created.json().data.runs;
    const driver = async () => {
      const user = await createAdminUser(t.db, ['driver']);
      return { id: user.id, cookie: (await signIn(t.app, user.email)).cookie };
    };
    [ana, ben] = [await driver(), await driver()];
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    signature = `data:image/png;base64,${png.toString('base64')}`;
  });

  it('assigns only an active staff user with the driver role', async () => {
    const counter = await createAdminUser(t.db, ['counter']);
    const refused = await call(owner, 'PUT', `/api/deliveries/runs/${runs[0]!.id}`, { driver_user_id: counter.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('driver_user_id');
    for (const [run, driver] of [
      [runs[0]!, ana],
      [runs[1]!, ben],
    ] as const) {
      const res = await call(owner, 'PUT', `/api/deliveries/runs/${run.id}`, { driver_user_id: driver.id });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('shows a driver only the runs of the date they are assigned, and nothing to assign', async () => {
    const mine = (await call(ana.cookie, 'GET', `/api/deliveries?date=${DAY}`)).json().data;
    expect(mine.runs.map((r: Run) => r.id)).toEqual([runs[0]!.id]);
    expect(mine.unassigned).toEqual([]);
    expect(mine.pickups).toEqual([]);
    const all = (await call(owner, 'GET', `/api/deliveries?date=${DAY}`)).json().data;
    expect(all.runs).toHaveLength(2);
    // Managing runs is the office's and the owner's, not the driver's.
    expect((await call(ana.cookie, 'POST', '/api/deliveries/runs', { date: DAY })).statusCode).toBe(403);
    expect((await call(ana.cookie, 'GET', `/api/deliveries/runs/${runs[0]!.id}/sheet.pdf`)).statusCode).toBe(403);
  });

  it("refuses a driver another driver's stop; they deliver their own", async () => {
    const bensStop = runs[1]!.stops[0]!.id;
    const refused = await call(ana.cookie, 'POST', `/api/deliveries/stops/${bensStop}/failed`, { reason: 'x' });
    expect(refused.statusCode).toBe(403);
    const refusedDelivery = await call(ana.cookie, 'POST', `/api/deliveries/stops/${bensStop}/delivered`, {
      recipient_name: 'Zoé',
      signature,
    });
    expect(refusedDelivery.statusCode).toBe(403);
    const own = await call(ana.cookie, 'POST', `/api/deliveries/stops/${runs[0]!.stops[0]!.id}/delivered`, {
      recipient_name: 'Zoé',
      signature,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
