import type { AuditChanges } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import type { OrderLineRow, OrderRow } from '../../../db/schema.js';
import { diffFields, recordAudit, type AuditActor } from '../../audit/index.js';
import { findOrder, linesOf } from '../repository.js';

/** The order's columns the trail shows (issue 15, part 3). */
const ORDER_FIELDS = [
  'type',
  'status',
  'delivery_method',
  'delivery_zone',
  'delivery_date',
  'notes',
  'po_number',
  'subtotal_cents',
  'delivery_fee_cents',
  'gst_cents',
  'qst_cents',
  'total_cents',
  'invoice_number',
  'credit_override_reason',
] as const satisfies readonly (keyof OrderRow)[];

const LINE_FIELDS = ['quantity', 'unit_price_cents', 'pack'] as const;

type Line = Pick<OrderLineRow, 'product_id' | 'quantity' | 'unit_price_cents' | 'pack_id' | 'unit' | 'stems_per_unit'>;

/**
 * A line as the trail compares it: its pack (decision 052) as the reader reads it, its kind
 * and stems ("box of 120"), changed when the line's pack_id is (null: a line of no pack).
 */
const audited = (l: Line) => ({
  quantity: l.quantity,
  unit_price_cents: l.unit_price_cents,
  pack: l.pack_id === null ? null : { id: l.pack_id, kind: l.unit, stems: l.stems_per_unit },
});

/**
 * What changed in the lines, by product: `lines.<product_id>.quantity: [before, after]` (null
 * for a line added or removed), `lines.<product_id>.pack` when it is sold in another pack.
 */
export function lineChanges(before: readonly Line[], after: readonly Line[]): AuditChanges {
  const was = new Map(before.map((l) => [l.product_id, audited(l)]));
  const now = new Map(after.map((l) => [l.product_id, audited(l)]));
  const changes: AuditChanges = {};
  for (const productId of new Set([...was.keys(), ...now.keys()]))
    for (const [field, values] of Object.entries(diffFields(was.get(productId), now.get(productId), LINE_FIELDS)))
      changes[`lines.${productId}.${field}`] = values;
  return changes;
}

/** The order and its lines as the trail compares them. */
export async function orderForAudit(trx: Db, id: number) {
  const [order, lines] = await Promise.all([findOrder(trx, id), linesOf(trx, id)]);
  return { order, lines };
}

type AuditedOrder = { order: Pick<OrderRow, (typeof ORDER_FIELDS)[number]> | undefined; lines: readonly Line[] };

/**
 * One row of the trail for a change of an order, from its state before (null: created) to its
 * state now (read in the same transaction unless the caller has it; gone: deleted).
 */
export async function auditOrder(
  trx: Db,
  actor: AuditActor,
  id: number,
  action: string,
  before: AuditedOrder | null,
  now?: AuditedOrder,
): Promise<void> {
  const after = action === 'delete' ? null : (now ?? (await orderForAudit(trx, id)));
  const changes = {
    ...diffFields(before?.order, after?.order, ORDER_FIELDS),
    ...lineChanges(before?.lines ?? [], after?.lines ?? []),
  };
  await recordAudit(trx, actor, { entity: 'order', entityId: id, action, changes });
}
