import { randomBytes } from 'node:crypto';
import type { FreshListSettings, FreshListStatus } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import {
  isSubscribed,
  lastSend,
  readSettings,
  subscribe,
  subscriberCount,
  unsubscribeToken,
  unsubscribeUser,
  writeSettings,
} from './repository.js';

export interface FreshListDeps {
  db: Db;
  clock: Clock;
}

/** Off at 07:00 until staff set it. */
export const DEFAULT_SETTINGS: FreshListSettings = { enabled: false, send_at: '07:00' };

export async function freshListSettings(db: Db): Promise<FreshListSettings> {
  const row = await readSettings(db);
  return row ? { enabled: row.enabled === 1, send_at: row.send_at } : DEFAULT_SETTINGS;
}

/** GET /api/settings/fresh-list: the settings, how many asked for it, the last morning it went out. */
export async function freshListStatus(db: Db): Promise<FreshListStatus> {
  const [settings, subscribers, last] = await Promise.all([freshListSettings(db), subscriberCount(db), lastSend(db)]);
  return {
    ...settings,
    subscribers,
    last_sent: last ? { date: last.send_date, sent_at: last.sent_at, recipients: last.recipients } : null,
  };
}

/** PUT /api/settings/fresh-list; what changed is in the audit trail (the shop's third setting). */
export async function updateFreshListSettings(
  deps: FreshListDeps,
  by: { id: number; ip?: string | null },
  next: FreshListSettings,
): Promise<FreshListStatus> {
  const before = await freshListSettings(deps.db);
  const nowIso = deps.clock.now().toISOString();
  const changes: Record<string, [unknown, unknown]> = {};
  if (before.enabled !== next.enabled) changes.enabled = [before.enabled, next.enabled];
  if (before.send_at !== next.send_at) changes.send_at = [before.send_at, next.send_at];
  await deps.db.transaction().execute(async (trx) => {
    await writeSettings(trx, next, { id: by.id, nowIso });
    await recordAudit(
      trx,
      { by: { id: by.id, ip: by.ip ?? null }, nowIso },
      { entity: 'setting', entityId: 3, action: 'update', changes },
    );
  });
  return freshListStatus(deps.db);
}

/** The customer's own choice (their profile). */
export const subscription = async (db: Db, userId: number) => ({ subscribed: await isSubscribed(db, userId) });

/** Opts the customer in (a new unsubscribe token) or out. */
export async function setSubscription(deps: FreshListDeps, userId: number, subscribed: boolean) {
  if (subscribed)
    await subscribe(deps.db, userId, randomBytes(24).toString('base64url'), deps.clock.now().toISOString());
  else await unsubscribeUser(deps.db, userId);
  return subscription(deps.db, userId);
}

/**
 * POST /api/unsubscribe/{token}: the e-mail's one-click unsubscribe, signed in or not. The
 * subscription goes with its token, so a used token, like a wrong one, finds nothing: it changes
 * nothing and says so, the same way for both, naming no one.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  if (!(await unsubscribeToken(db, token))) throw new DomainError('UNSUBSCRIBE_LINK_UNKNOWN');
}
