import { randomBytes, randomUUID } from 'node:crypto';
import { can, type AuthUser } from '@shop/contract';
import {
  CUSTOMER_WEBHOOK_EVENTS,
  WEBHOOK_EVENT_PERMISSIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWrite,
} from '@shop/contract/webhooks';
import type { Db } from '../../db/connection.js';
import { paginationOf } from '../../db/count-up-to.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import {
  countEndpoints,
  deleteEndpoint,
  endpointsFor,
  findDelivery,
  findOwnEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  type DeliveryRow,
  type EndpointRow,
} from './repository.js';
import { checkWebhookUrl, type Resolve } from './url-check.js';

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  production: boolean;
  resolve?: Resolve;
}

type Owner = Pick<AuthUser, 'id' | 'role' | 'roles'>;
/** Who acts, with the request's address: a staff member's webhook is in the audit trail. */
type Actor = Owner & { ip?: string | null };

/**
 * A staff member's webhook receives every customer's events: creating and deleting one is in
 * the audit trail (who, from where, the address and events). A customer's own, which receives
 * only their own events, is not (as their API tokens are not).
 */
async function auditStaffWebhook(trx: Db, actor: Actor, at: string, row: EndpointRow, action: 'create' | 'delete') {
  if (actor.role === 'customer') return;
  const fields = { url: row.url, events: eventsOf(row).join(' '), description: row.description };
  const [before, after] = action === 'create' ? [null, fields] : [fields, null];
  const changes = diffFields(before, after, ['url', 'events', 'description']);
  await recordAudit(trx, actorOf(actor, at), { entity: 'webhook', entityId: row.id, action, changes });
}

/**
 * The events a user may receive: a customer those of their own orders, documents and claims;
 * staff those their roles read.
 */
export function allowedEvents(user: Pick<AuthUser, 'role' | 'roles'>): WebhookEvent[] {
  if (user.role === 'customer') return [...CUSTOMER_WEBHOOK_EVENTS];
  return WEBHOOK_EVENTS.filter((event) => can(user.roles, WEBHOOK_EVENT_PERMISSIONS[event]));
}

const eventsOf = (row: Pick<EndpointRow, 'events'>) => row.events.trim().split(' ') as WebhookEvent[];

function present(row: EndpointRow): Webhook {
  return { id: row.id, url: row.url, description: row.description, events: eventsOf(row), created_at: row.created_at };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  const { endpoint_id: _e, body: _b, ...rest } = row;
  return { ...rest, event: row.event as WebhookEvent };
}

export async function listWebhooks(deps: WebhookDeps, user: Owner) {
  const rows = await listEndpoints(deps.db, user.id, WEBHOOK_LIMITS.perAccount * 2);
  return { webhooks: rows.map(present), events: allowedEvents(user) };
}

/** A new endpoint and its signing secret, which is shown this once. */
export async function createWebhook(
  deps: WebhookDeps,
  user: Actor,
  write: WebhookWrite,
): Promise<{ webhook: Webhook; secret: string }> {
  const allowed = allowedEvents(user);
  const refused = write.events.find((event) => !allowed.includes(event));
  if (refused) throw new DomainError('WEBHOOK_EVENT_NOT_ALLOWED', { event: refused });
  const url = await checkWebhookUrl(write.url, deps.production, deps.resolve);
  if ((await countEndpoints(deps.db, user.id)) >= WEBHOOK_LIMITS.perAccount)
    throw new DomainError('WEBHOOK_LIMIT', { max: WEBHOOK_LIMITS.perAccount });
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const events = WEBHOOK_EVENTS.filter((e) => write.events.includes(e));
  const now = deps.clock.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const row = await insertEndpoint(trx, {
      user_id: user.id,
      customer_id: user.role === 'customer' ? user.id : null,
      url,
      description: write.description || null,
      events: ` ${events.join(' ')} `,
      secret,
      created_at: now,
    });
    await auditStaffWebhook(trx, user, now, row, 'create');
    return row;
  });
  return { webhook: present(row), secret };
}

async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const row = await findOwnEndpoint(db, userId, id);
  if (!row) throw new DomainError('WEBHOOK_NOT_FOUND');
  return row;
}

/** Deletes one of the user's endpoints, its log with it; what was still to send is not sent. */
export async function removeWebhook(deps: WebhookDeps, user: Actor, id: number): Promise<Webhook> {
  const row = await ownEndpoint(deps.db, user.id, id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteEndpoint(trx, id);
    await auditStaffWebhook(trx, user, deps.clock.now().toISOString(), row, 'delete');
  });
  return present(row);
}

export async function webhookDeliveries(
  deps: WebhookDeps,
  userId: number,
  id: number,
  page: { page: number; limit: number },
) {
  await ownEndpoint(deps.db, userId, id);
  const { rows, counted } = await listDeliveries(deps.db, id, page);
  return { deliveries: rows.map(presentDelivery), pagination: paginationOf(page, counted) };
}

/** "Send again": the same event (same id and body) as a new delivery, sent at the sender's next round. */
export async function resendDelivery(
  deps: WebhookDeps,
  userId: number,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await ownEndpoint(deps.db, userId, id);
  const original = await findDelivery(deps.db, id, deliveryId);
  if (!original) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND');
  // One still on its way is sent (and retried) anyway: a second copy would only duplicate it.
  if (original.status === 'pending') throw new DomainError('WEBHOOK_DELIVERY_PENDING');
  const now = deps.clock.now().toISOString();
  const [newId] = await insertDeliveries(deps.db, [
    {
      endpoint_id: id,
      event_id: original.event_id,
      event: original.event,
      body: original.body,
      status: 'pending',
      created_at: now,
      next_attempt_at: now,
    },
  ]);
  return presentDelivery((await findDelivery(deps.db, id, newId!))!);
}

export interface WebhookEventInput {
  event: WebhookEvent;
  /** The customer the event is about: their endpoints and staff's receive it; null: staff's only. */
  customerId: number | null;
  data: Record<string, unknown>;
}

/**
 * Raises an event (issue 40, item 3): one delivery for each endpoint subscribed to it, written
 * in the caller's transaction, so that the change and its deliveries are kept together or not
 * at all; the sender posts them afterwards. The owning module calls this after its change, as
 * it queues its e-mails: webhooks imports none of them, so there is no cycle.
 */
export async function raiseWebhookEvent(trx: Db, atIso: string, input: WebhookEventInput): Promise<void> {
  const endpoints = await endpointsFor(trx, input.event, input.customerId);
  if (endpoints.length === 0) return;
  const now = atIso;
  const eventId = randomUUID();
  const body = JSON.stringify({ id: eventId, event: input.event, created_at: now, data: input.data });
  await insertDeliveries(
    trx,
    endpoints.map((e) => ({
      endpoint_id: e.id,
      event_id: eventId,
      event: input.event,
      body,
      status: 'pending' as const,
      created_at: now,
      next_attempt_at: now,
    })),
  );
}
