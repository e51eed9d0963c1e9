import type {
  AuditChanges,
  completeBackSchema,
  DesignCenterParams,
  Designer,
  designerAssignSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { DESIGN_CENTER_ORDER_STATUSES } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import {
  designCenterProductTotals,
  designCenterRows,
  designRowsOfOrder,
  findDesignLine,
  loadOrder,
  setLineFlags,
  setOrderDesigner,
  withLockedOrder,
  type DesignCenterFilter,
  type DesignRowRecord,
  type LineFlags,
  type LoadedOrder,
} from '../orders/index.js';
import { presentDesigner } from './presenter.js';
import { listStaffDesigners } from '../users/index.js';

export interface DesignCenterDeps {
  db: Db;
  clock: Clock;
}

/** The filters with their delivery date: the one asked, else today in Montreal. */
function filterOf(params: Omit<DesignCenterParams, 'page' | 'limit'>, clock: Clock): DesignCenterFilter {
  const { date, ...rest } = params;
  return { ...rest, date: date ?? businessDate(clock.now()) };
}

/** GET /api/orders/design-center/items: one page of rows, the stats of the whole filter, the product totals. */
export async function listDesignCenter({ db, clock }: DesignCenterDeps, params: DesignCenterParams) {
  const { page, limit, ...rest } = params;
  const filter = filterOf(rest, clock);
  const [{ rows, total, stats }, totals] = await Promise.all([
    designCenterRows(db, filter, { page, limit }),
    designCenterProductTotals(db, filter),
  ]);
  return { date: filter.date, rows, stats, pagination: { page, limit, total }, totals };
}

/** GET /api/Orders/design-center/items-model: each product's quantity across the filter. */
export async function designCenterTotals(
  { db, clock }: DesignCenterDeps,
  params: Omit<DesignCenterParams, 'page' | 'limit'>,
) {
  const filter = filterOf(params, clock);
  return { date: filter.date, totals: await designCenterProductTotals(db, filter) };
}

/** What a change answers: the line's order, its rows as the design center shows them. */
export interface DesignChange {
  order: LoadedOrder;
  rows: DesignRowRecord[];
  allComplete: boolean;
}

/**
 * A design-center change to one line, in a transaction that locks the line's order first
 * (withLockedOrder, as status moves do, docs/decisions/008): two ticks on the same order never
 * leave its design_status behind its lines. The line is read again once the order is locked: an
 * edit of the order meanwhile replaces its lines. `change` says whether every line is complete.
 */
/** Who marks a line: the signed-in staff member, with the request's address for the trail. */
export type DesignActor = { id: number; ip?: string | null };

const LINE_MARKS = ['designer', 'complete_order', 'back_order', 'back_order_text'] as const;

/**
 * The order's trail (issue 35 item 3): the marks that changed, line by line as an order's edit
 * names them (`lines.<product_id>.designer`), and the order's own designer and design status.
 */
async function auditMarks(trx: Db, actor: DesignActor, nowIso: string, before: DesignRowRecord[], orderId: number) {
  const after = await designRowsOfOrder(trx, orderId);
  const was = new Map(before.map((r) => [r.table_id, r]));
  const changes: AuditChanges = {};
  for (const row of after)
    for (const [field, values] of Object.entries(diffFields(was.get(row.table_id), row, LINE_MARKS)))
      changes[`lines.${row.product_id}.${field}`] = values;
  const order = (rows: DesignRowRecord[]) =>
    rows[0] && { designer: rows[0].order_designer, design_status: rows[0].design_status };
  Object.assign(changes, diffFields(order(before), order(after), ['designer', 'design_status']));
  await recordAudit(trx, actorOf(actor, nowIso), { entity: 'order', entityId: orderId, action: 'design', changes });
}

async function changeLine(
  { db, clock }: DesignCenterDeps,
  actor: DesignActor,
  lineId: number,
  change: (trx: Db, line: { id: number; order_id: number }) => Promise<boolean>,
): Promise<DesignChange> {
  const lineNotFound = () => new DomainError('LINE_NOT_FOUND');
  const { orderId, allComplete } = await db.transaction().execute(async (trx) => {
    const first = await findDesignLine(trx, lineId);
    if (!first) throw lineNotFound();
    return withLockedOrder(
      trx,
      first.order_id,
      async () => {
        const line = await findDesignLine(trx, lineId);
        if (!line) throw lineNotFound();
        if (line.type === 'refund') throw new DomainError('DESIGN_CREDIT_NOTE');
        if (line.status === 'cancelled') throw new DomainError('DESIGN_ORDER_CANCELLED');
        // Only what the list shows: a pending web order is not accepted yet, a prebooking holds no
        // stock until converted (its lines may then go on back-order), a delivered one is gone.
        const shown = (DESIGN_CENTER_ORDER_STATUSES as readonly string[]).includes(line.status);
        if (!shown || line.stock_taken !== 1) throw new DomainError('NOT_TO_PREPARE');
        const before = await designRowsOfOrder(trx, line.order_id);
        const allComplete = await change(trx, line);
        await auditMarks(trx, actor, clock.now().toISOString(), before, line.order_id);
        return { orderId: line.order_id, allComplete };
      },
      lineNotFound,
    );
  });
  const [order, rows] = await Promise.all([loadOrder(db, orderId), designRowsOfOrder(db, orderId)]);
  return { order, rows, allComplete };
}

/** The line's flag columns for a complete-back body: setting one flag true clears the other (SPEC §4). */
export function flagChanges(input: z.infer<typeof completeBackSchema>): LineFlags {
  const changes: LineFlags = {};
  if (input.complete_order !== undefined) changes.complete_order = input.complete_order ? 1 : 0;
  if (input.back_order !== undefined) {
    changes.back_order = input.back_order ? 1 : 0;
    // SPEC §5: back_order_text defaults to '' when back_order is set; it goes with the flag.
    changes.back_order_text = input.back_order ? (input.back_order_text ?? '') : '';
  }
  if (input.complete_order === true) Object.assign(changes, { back_order: 0, back_order_text: '' });
  if (input.back_order === true) changes.complete_order = 0;
  return changes;
}

/** PUT /api/orders/designer/complete-back/{lineId}. */
export async function markLine(
  deps: DesignCenterDeps,
  actor: DesignActor,
  lineId: number,
  input: z.infer<typeof completeBackSchema>,
): Promise<DesignChange> {
  const changes = flagChanges(input);
  return changeLine(deps, actor, lineId, (trx, line) => setLineFlags(trx, line, changes));
}

/**
 * An active staff member with the designer role, as their account spells the name; null
 * unassigns. Orders and lines keep the name (docs/decisions/026): a later rename or departure
 * does not rewrite past orders.
 */
async function designerNamed(db: Db, name: string | null): Promise<string | null> {
  if (name === null) return null;
  const wanted = name.toLocaleLowerCase('fr-CA');
  const found = (await listStaffDesigners(db, { activeOnly: true })).find(
    (d) => d.name.toLocaleLowerCase('fr-CA') === wanted,
  );
  if (!found) throw new DomainError('UNKNOWN_DESIGNER');
  return found.name;
}

/**
 * PUT /api/orders/{lineId}/designer: {id} is a line (SPEC §3's table_id), as for complete-back;
 * updateAll puts the designer on the order and every one of its lines.
 */
export async function assignDesigner(
  deps: DesignCenterDeps,
  actor: DesignActor,
  lineId: number,
  input: z.infer<typeof designerAssignSchema>,
): Promise<{ change: DesignChange; designer: string | null }> {
  const designer = await designerNamed(deps.db, input.designer);
  const change = await changeLine(deps, actor, lineId, (trx, line) =>
    input.updateAll ? setOrderDesigner(trx, line.order_id, designer) : setLineFlags(trx, line, { designer }),
  );
  return { change, designer };
}

// ---- the designers: staff users holding the designer role (managed at /admin/staff)

export async function designers(db: Db, activeOnly: boolean): Promise<Designer[]> {
  return (await listStaffDesigners(db, { activeOnly })).map(presentDesigner);
}
