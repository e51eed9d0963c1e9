import { createHmac } from 'node:crypto';
import { can } from '@shop/contract';
import {
  CUSTOMER_WEBHOOK_EVENTS,
  WEBHOOK_EVENT_PERMISSIONS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDeliveryError,
  type WebhookEvent,
} from '@shop/contract/webhooks';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Log } from '../../lib/log.js';
import { findStaffRoles, findUserById } from '../users/index.js';
import { dueDeliveries, recordAttempt, type DueDelivery } from './repository.js';
import { postPinned } from './pinned-post.js';
import { webhookTarget, type Resolve, type WebhookTarget } from './url-check.js';

/** A receiver has this long to answer; then the attempt counts as failed and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Retries wait 30 s, doubling each time up to 6 h, for 24 h after the event; then it has failed. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 3600_000;
export const RETRY_WINDOW_MS = 24 * 3600_000;
/** Deliveries read at a time, posted this many at once, and the batches a round goes through. */
const BATCH = 50;
const AT_ONCE = 8;
const MAX_BATCHES = 40;
/** A round stops taking new batches after this long (real time), so a stalling receiver cannot hold it. */
const ROUND_MS = 10_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the endpoint's secret>`. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface WebhookSenderDeps {
  db: Db;
  clock: Clock;
  log: Log;
  production: boolean;
  resolve?: Resolve;
  /** WEBHOOK_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
  /** url-check's DNS_TIMEOUT_MS unless a test says otherwise. */
  dnsTimeoutMs?: number;
}

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: WebhookDeliveryError };

/** The address refusals, as the log's codes. */
const ADDRESS_ERRORS: Record<string, WebhookDeliveryError> = {
  WEBHOOK_URL_SCHEME: 'address_scheme',
  WEBHOOK_URL_PRIVATE: 'address_private',
  WEBHOOK_URL_UNRESOLVED: 'address_unresolved',
  WEBHOOK_URL_DNS_TIMEOUT: 'dns_timeout',
};

/** Whether the endpoint's owner may still receive this event: an active account, and for staff the roles for it. */
function ownerCheck(db: Db) {
  const seen = new Map<number, Promise<((event: WebhookEvent) => boolean) | null>>();
  const load = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user || user.status !== 'approved' || user.active !== 1) return null;
    if (user.role === 'customer') return (event: WebhookEvent) => CUSTOMER_WEBHOOK_EVENTS.includes(event);
    const roles = await findStaffRoles(db, userId);
    return (event: WebhookEvent) => can(roles, WEBHOOK_EVENT_PERMISSIONS[event]);
  };
  return async (userId: number, event: WebhookEvent) => {
    if (!seen.has(userId)) seen.set(userId, load(userId));
    const allows = await seen.get(userId)!;
    return allows !== null && allows(event);
  };
}

async function post(deps: WebhookSenderDeps, d: DueDelivery): Promise<Outcome> {
  let target: WebhookTarget;
  try {
    target = await webhookTarget(d.url, deps.production, {
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
      ...(deps.dnsTimeoutMs ? { dnsTimeoutMs: deps.dnsTimeoutMs } : {}),
    });
  } catch (err) {
    const code = err instanceof DomainError ? ADDRESS_ERRORS[err.code] : undefined;
    return { ok: false, status: null, error: code ?? 'address_scheme' };
  }
  const unix = Math.floor(deps.clock.now().getTime() / 1000);
  // Sent to the address just checked, not to what the name may resolve to a moment later.
  const outcome = await postPinned({
    ...target,
    timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'fleurs-webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(d.secret, d.body, unix),
      'x-webhook-id': d.event_id,
      'x-webhook-event': d.event,
    },
    body: d.body,
  });
  if ('error' in outcome) return { ok: false, status: null, error: outcome.error };
  if (outcome.status >= 200 && outcome.status < 300) return { ok: true, status: outcome.status };
  return { ok: false, status: outcome.status, error: 'http_status' };
}

async function deliver(
  deps: WebhookSenderDeps,
  d: DueDelivery,
  allowed: ReturnType<typeof ownerCheck>,
): Promise<Attempt> {
  const attempts = d.attempts + 1;
  const startedAt = deps.clock.now();
  const stillAllowed = await allowed(d.user_id, d.event as WebhookEvent);
  const outcome: Outcome = stillAllowed ? await post(deps, d) : { ok: false, status: null, error: 'not_allowed' };
  const last = { attempts, last_attempt_at: startedAt.toISOString(), response_status: outcome.status };
  if (outcome.ok)
    return {
      id: d.id,
      changes: {
        ...last,
        status: 'delivered',
        next_attempt_at: null,
        last_error: null,
        delivered_at: deps.clock.now().toISOString(),
      },
    };
  const next = startedAt.getTime() + retryDelayMs(attempts);
  const giveUp = !stillAllowed || next > new Date(d.created_at).getTime() + RETRY_WINDOW_MS;
  return {
    id: d.id,
    changes: {
      ...last,
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: giveUp ? null : new Date(next).toISOString(),
      last_error: outcome.error,
      delivered_at: null,
    },
  };
}

type Attempt = { id: number; changes: Parameters<typeof recordAttempt>[2] };

/**
 * One round of the webhooks' sender (the `webhooks` job, one server at a time under its lease,
 * docs/decisions/023): posts the due deliveries, 8 at once, batch after batch for up to 10 s, each signed and cut at 10 s, and
 * records each outcome: delivered, or retried later (exponential backoff over 24 h), or failed.
 * A server that stops mid-round leaves what it did not record pending: it is sent again (a
 * receiver tells a repeat by X-Webhook-Id). Gives how many were delivered.
 */
export async function sendDueWebhooks(deps: WebhookSenderDeps): Promise<number> {
  const allowed = ownerCheck(deps.db);
  let delivered = 0;
  let tried = 0;
  // Batch after batch while a full one comes back, so that a burst drains in one round rather
  // than 50 every 2 s; at most MAX_BATCHES, then the next round goes on.
  const started = Date.now();
  for (let batch = 0; batch < MAX_BATCHES && Date.now() - started < ROUND_MS; batch++) {
    const due = await dueDeliveries(deps.db, deps.clock.now().toISOString(), BATCH);
    for (let i = 0; i < due.length; i += AT_ONCE) {
      const attempts = await Promise.all(due.slice(i, i + AT_ONCE).map((d) => deliver(deps, d, allowed)));
      // The group's outcomes in one transaction: one commit (one fsync on SQLite) for eight.
      await deps.db.transaction().execute(async (trx) => {
        for (const a of attempts) await recordAttempt(trx, a.id, a.changes);
      });
      delivered += attempts.filter((a) => a.changes.status === 'delivered').length;
    }
    tried += due.length;
    if (due.length < BATCH) break;
  }
  if (tried > delivered) deps.log.warn({ due: tried, delivered }, 'webhook deliveries not accepted, retried later');
  return delivered;
}
