import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, signIn, withCookie } from '../../test/factories.js';
import { postPinned } from './pinned-post.js';
import { sendDueWebhooks } from './sender.js';
import { raiseWebhookEvent } from './service.js';
import { checkWebhookUrl, isPrivateAddress, type Resolve } from './url-check.js';

// Issue 40's leftovers: DNS rebinding (the address checked is the one connected to), DNS
// lookups with a timeout, NAT64 and IPv4 carried in IPv6, staff webhooks in the audit trail,
// the delivery log's errors as codes.

let t: TestApp;
let receiver: Server;
let port = 0;
let hits: { host: string | undefined; path: string | undefined }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  receiver = createServer((req, res) => {
    hits.push({ host: req.headers.host, path: req.url });
    req.resume();
    req.on('end', () => res.writeHead(200).end('ok'));
  });
  // On 127.0.0.2: the system's "localhost" (127.0.0.1 or ::1) has nothing on this port.
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.2', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});
beforeEach(() => {
  hits = [];
});

const answers =
  (table: Record<string, string[]>): Resolve =>
  async (host) =>
    table[host] ?? [];

/** A customer's endpoint at `url` (registered outside production: no lookup) with one event due. */
async function endpointWithDelivery(url: string) {
  const customer = await createCustomer(t.db);
  const cookie = (await signIn(t.app, customer.email)).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    ...withCookie(cookie),
    payload: { url, events: ['order.created'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.webhook.id as number;
  await raiseWebhookEvent(t.db, new Date().toISOString(), {
    event: 'order.created',
    customerId: customer.id,
    data: { order: { id: 1 } },
  });
  const last = async () =>
    t.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'last_error', 'response_status'])
      .where('endpoint_id', '=', id)
      .executeTakeFirstOrThrow();
  return { id, last };
}

const send = (production: boolean, resolve: Resolve, more: { dnsTimeoutMs?: number } = {}) =>
  sendDueWebhooks({ db: t.db, clock: { now: () => new Date() }, log: t.app.log, production, resolve, ...more });

describe('webhook addresses (issue 40, the review’s leftovers)', () => {
  it('connects to the address it checked, not to what the name resolves to afterwards', async () => {
    // "rebind.invalid" resolves nowhere (an .invalid name never does): the post still reaches the
    // checked address, so the connection made no lookup of its own.
    const outcome = await postPinned({
      url: `http://rebind.invalid:${port}/pinned`,
      address: '127.0.0.2',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs: 2000,
    });
    expect(outcome).toEqual({ status: 200 });
    expect(hits).toEqual([{ host: `rebind.invalid:${port}`, path: '/pinned' }]);

    // Through the sender: "localhost" checked as 127.0.0.2 is posted to 127.0.0.2 (where the
    // system's localhost would have been refused).
    const { last } = await endpointWithDelivery(`http://localhost:${port}/sender`);
    expect(await send(false, answers({ localhost: ['127.0.0.2'] }))).toBe(1);
    expect(hits.map((h) => h.path)).toEqual(['/pinned', '/sender']);
    expect(await last()).toMatchObject({ status: 'delivered', last_error: null });
  });

  it('refuses at send time a name that now resolves to a private address (rebinding), resolving it once', async () => {
    const { id, last } = await endpointWithDelivery('https://hooks.example.com/in');
    // Public when registered, private when sent: the check before the post refuses it, and
    // nothing resolves the name again after the check.
    let lookups = 0;
    const rebinding: Resolve = async () => {
      lookups += 1;
      return lookups === 1 ? ['93.184.216.34'] : ['10.0.0.7'];
    };
    await expect(checkWebhookUrl('https://hooks.example.com/in', true, rebinding)).resolves.toBeTruthy();
    expect(await send(true, rebinding)).toBe(0);
    expect(lookups).toBe(2);
    expect(await last()).toMatchObject({ status: 'pending', last_error: 'address_private', response_status: null });
    expect(hits).toEqual([]);
    // NAT64 to the metadata service: refused the same way.
    await t.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('endpoint_id', '=', id)
      .execute();
    expect(await send(true, answers({ 'hooks.example.com': ['64:ff9b::a9fe:a9fe'] }))).toBe(0);
    expect(await last()).toMatchObject({ last_error: 'address_private' });
  });

  it('gives a lookup 5 s (shortened here): a name that does not answer is refused, at registration and at sending', async () => {
    const never: Resolve = () => new Promise(() => undefined);
    const started = Date.now();
    await expect(checkWebhookUrl('https://slow.example.com/in', true, never, 50)).rejects.toMatchObject({
      code: 'WEBHOOK_URL_DNS_TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    const { last } = await endpointWithDelivery('https://slow.example.com/in');
    expect(await send(true, never, { dnsTimeoutMs: 50 })).toBe(0);
    expect(await last()).toMatchObject({ status: 'pending', last_error: 'dns_timeout' });
  });

  it('blocks NAT64 (64:ff9b::/96) and IPv4 carried in IPv6 like the private addresses they reach', async () => {
    for (const address of [
      '64:ff9b::a00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::8.8.8.8', // NAT64 as a whole: the gateway is inside
      '64:ff9b:1::1',
      '::ffff:7f00:1', // mapped 127.0.0.1, in hex
      '::ffff:10.1.2.3',
      '::ffff:0:192.168.0.1', // IPv4-translated
      '::127.0.0.1', // IPv4-compatible
      '::',
      '::1',
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      'fec0::1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['2606:4700:4700::1111', '2002:808:808::1', '::ffff:8.8.8.8', '8.8.8.8', '2a00:1450::1'])
      expect(isPrivateAddress(address), address).toBe(false);
    const dns = answers({ 'nat64.example.com': ['64:ff9b::7f00:1'], 'mapped.example.com': ['::ffff:a00:5'] });
    for (const url of ['https://nat64.example.com/in', 'https://mapped.example.com/in', 'https://[64:ff9b::a00:1]/in'])
      await expect(checkWebhookUrl(url, true, dns), url).rejects.toMatchObject({ code: 'WEBHOOK_URL_PRIVATE' });
  });

  it('puts a staff member’s webhook, created and deleted, in the audit trail (who, from where, address, events); not a customer’s', async () => {
    const admin = await createAdminUser(t.db);
    const cookie = (await signIn(t.app, admin.email)).cookie;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      remoteAddress: '203.0.113.9',
      ...withCookie(cookie),
      payload: { url: 'https://erp.example.com/hook', events: ['order.created', 'claim.decided'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.webhook.id as number;
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, ...withCookie(cookie) });
    expect(gone.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'webhook')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['create', admin.id],
      ['delete', admin.id],
    ]);
    expect(rows[0]!.actor_ip).toBe('203.0.113.9');
    expect(JSON.parse(rows[0]!.changes)).toMatchObject({
      url: [null, 'https://erp.example.com/hook'],
      events: [null, 'order.created claim.decided'],
    });
    expect(rows[0]!.changes).not.toContain('whsec_');
    expect(JSON.parse(rows[1]!.changes)).toMatchObject({ url: ['https://erp.example.com/hook', null] });

    const { id: customerHook } = await endpointWithDelivery('https://customer.example.com/hook');
    const none = await t.db
      .selectFrom('audit_events')
      .select('id')
      .where('entity', '=', 'webhook')
      .where('entity_id', '=', customerHook)
      .execute();
    expect(none).toEqual([]);
  });
});
