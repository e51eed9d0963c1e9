import type { AuditChanges } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ClaimsTable } from '../../db/schema.js';
import { diffFields, recordAudit, type AuditActor } from '../audit/index.js';
import { linesOfClaim, lockClaim } from './repository.js';

/** The claim's columns the trail shows (never a photo's file key, nor the idempotency key). */
const CLAIM_FIELDS = [
  'kind',
  'status',
  'order_id',
  'note',
  'decision_reason',
  'ra_number',
  'received_at',
  'restocking_fee_percent',
  'freight_cents',
  'credit_order_id',
] as const satisfies readonly (keyof ClaimsTable)[];

type AuditedClaim = { [K in (typeof CLAIM_FIELDS)[number]]?: unknown };

/** What each line claims (quantity, reason) and what was approved of it, by order line. */
async function claimLines(trx: Db, id: number) {
  const lines = await linesOfClaim(trx, id);
  return Object.fromEntries(
    lines.map((l) => [l.order_line_id, { quantity: l.quantity, reason: l.reason, approved: l.approved_quantity }]),
  );
}

/** The claim (its row as lockClaim reads it) and its lines, as the trail compares them. */
export async function claimForAudit(trx: Db, id: number, row: AuditedClaim) {
  return { row, lines: await claimLines(trx, id) };
}

/**
 * One row of the trail for a change of a claim (issue 35 item 3), in the change's transaction:
 * from its state before (null: filed) to its state now, with `lines` when what is claimed or
 * approved changed.
 */
export async function auditClaim(
  trx: Db,
  actor: AuditActor,
  id: number,
  action: string,
  before: Awaited<ReturnType<typeof claimForAudit>> | null,
): Promise<void> {
  const [now, lines] = await Promise.all([lockClaim(trx, id), claimLines(trx, id)]);
  const changes: AuditChanges = diffFields<AuditedClaim>(before?.row, now, CLAIM_FIELDS);
  if (JSON.stringify(before?.lines ?? null) !== JSON.stringify(lines)) changes.lines = [before?.lines ?? null, lines];
  await recordAudit(trx, actor, { entity: 'claim', entityId: id, action, changes });
}
