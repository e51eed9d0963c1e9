import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { withCookie } from './factories.js';

/** What a test receiver got: one entry per POST. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on a local port for webhook tests: it records every call, and answers as
 * `answer` says (a status, or 'stall' to never answer, so that the sender must cut it).
 */
export async function startWebhookReceiver() {
  const state = {
    base: '',
    received: [] as Received[],
    answer: ((_path: string) => 200) as (path: string) => number | 'stall',
    /** The events posted to one path, in order. */
    eventsAt: (path: string) =>
      state.received.filter((r) => r.path === path).map((r) => (JSON.parse(r.body) as { event: string }).event),
    reset() {
      state.received = [];
      state.answer = () => 200;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.received.push({ path: req.url ?? '', headers: req.headers, body });
      const status = state.answer(req.url ?? '');
      if (status === 'stall') return;
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** Registers an endpoint as the signed-in `cookie` (POST /api/webhooks); fails the test unless created. */
export async function registerWebhook(t: TestApp, cookie: string, url: string, events: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    ...withCookie(cookie),
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { webhook: { id: number }; secret: string };
}
