import type { AuditChanges, AuditEntity, AuditEvent, AuditListParams, Pagination } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { paginationOf } from '../../db/count-up-to.js';
import { auditPage, insertAuditEvent, insertAuditEvents } from './repository.js';

/**
 * Who and when: the accounts module's MoneyActor and inventory's LedgerStamp carry it already
 * (`by.id`, `nowIso`), with the request's address in `by.ip` when a route passed it. Null id is
 * the system.
 */
export interface AuditActor {
  /** `via_token`: the name of the API token the call was made with (issue 40), if one was. */
  by: { id: number | null; ip?: string | null; via_token?: string | undefined };
  nowIso: string;
}

/** The audit actor of a signed-in user (with the request's address when a route passed it) now. */
export function actorOf(
  user: { id: number; ip?: string | null; via_token?: string | undefined } | null,
  nowIso: string,
): AuditActor {
  return {
    by: { id: user?.id ?? null, ip: user?.ip ?? null, ...(user?.via_token ? { via_token: user.via_token } : {}) },
    nowIso,
  };
}

export interface AuditEntry {
  entity: AuditEntity;
  entityId: number;
  /** create, update, delete, status, cancel, archive, approve, reverse, … */
  action: string;
  changes?: AuditChanges;
}

/** Field names whose values never enter the trail, whatever a caller passes. */
const SECRET = /password|token|secret|hash|totp|recovery/i;

function withoutSecrets(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !SECRET.test(field)));
}

/**
 * Appends one row of the audit trail in the caller's transaction, so that a change that fails
 * (and rolls back) leaves none. An update that changed nothing writes nothing (returns null).
 */
export async function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntry): Promise<number | null> {
  const row = auditRow(actor, entry);
  return row ? insertAuditEvent(trx, row) : null;
}

/** recordAudit of many entries by one actor at once (a bulk import's chunk): rows in one insert. */
export async function recordAudits(trx: Db, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  await insertAuditEvents(
    trx,
    entries.flatMap((entry) => auditRow(actor, entry) ?? []),
  );
}

function auditRow(actor: AuditActor, entry: AuditEntry) {
  const changes = withoutSecrets(entry.changes ?? {});
  if (entry.action === 'update' && Object.keys(changes).length === 0) return null;
  return {
    at: actor.nowIso,
    actor_user_id: actor.by.id,
    actor_ip: actor.by.ip ?? null,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: JSON.stringify(changes),
    ...(actor.by.via_token ? { via_token: actor.by.via_token } : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record, as `{field: [before, after]}`. Only
 * the named fields are compared (a caller lists what may be shown: never a secret). A missing
 * `before` (a creation) or `after` (a deletion) counts as null.
 */
export function diffFields<T extends object>(
  before: Partial<T> | null | undefined,
  after: Partial<T> | null | undefined,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!same(was, now)) changes[field] = [was, now];
  }
  return changes;
}

/** GET /api/audit: a page of the trail, newest first. */
export async function auditEvents(
  db: Db,
  params: AuditListParams,
): Promise<{ events: AuditEvent[]; pagination: Pagination }> {
  const { rows, counted } = await auditPage(db, params);
  return {
    events: rows.map((row) => ({ ...row, changes: parseChanges(row.changes) })),
    pagination: paginationOf(params, counted),
  };
}

function parseChanges(text: string): AuditChanges {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as AuditChanges) : {};
  } catch {
    return {};
  }
}
