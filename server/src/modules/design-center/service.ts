import type {
  completeBackSchema,
  DesignCenterChange,
  DesignCenterList,
  DesignCenterParams,
  DesignCenterTotals,
  Designer,
  designerAssignSchema,
  designerCreateSchema,
  designerUpdateSchema,
  Language,
} from '@shop/contract';
import type { z } from 'zod';
import { DESIGN_CENTER_ORDER_STATUSES } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { badRequest, conflict, conflictOnUnique, notFound } from '../../http/errors.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { lockOrder, loadOrder } from '../orders/index.js';
import { designCenterMessages } from './messages.js';
import { presentDesigner, presentRow, presentTotal } from './presenter.js';
import {
  findDesigner,
  findLine,
  incompleteLines,
  insertDesigner,
  listDesigners,
  listRows,
  productTotals,
  renameAssignments,
  rowsOfOrder,
  setDesignStatus,
  setLineDesigner,
  setLineFlags,
  setOrderDesigner,
  updateDesigner,
  type DesignCenterFilter,
} from './repository.js';

export interface DesignCenterDeps {
  db: Db;
  clock: Clock;
}

/** The filters with their delivery date: the one asked, else today in Montreal. */
function filterOf(params: Omit<DesignCenterParams, 'page' | 'limit'>, clock: Clock): DesignCenterFilter {
  const { date, ...rest } = params;
  return { ...rest, date: date ?? businessDate(clock.now()) };
}

/** GET /api/orders/design-center/items: one page of rows, the stats of the whole filter. */
export async function listDesignCenter(
  { db, clock }: DesignCenterDeps,
  params: DesignCenterParams,
  language: Language,
): Promise<DesignCenterList> {
  const { page, limit, ...rest } = params;
  const filter = filterOf(rest, clock);
  const [{ rows, total, stats }, totals] = await Promise.all([
    listRows(db, filter, { page, limit }),
    productTotals(db, filter, language === 'fr' ? 'name_fr' : 'name_en'),
  ]);
  return {
    date: filter.date,
    orders: rows.map((r) => presentRow(r, language)),
    stats,
    pagination: { page, limit, total },
    productTotals: totals.map(presentTotal),
  };
}

/** GET /api/Orders/design-center/items-model: each product's quantity across the filter. */
export async function designCenterTotals(
  { db, clock }: DesignCenterDeps,
  params: Omit<DesignCenterParams, 'page' | 'limit'>,
  language: Language,
): Promise<DesignCenterTotals> {
  const filter = filterOf(params, clock);
  const rows = await productTotals(db, filter, language === 'fr' ? 'name_fr' : 'name_en');
  return { date: filter.date, productTotals: rows.map(presentTotal) };
}

/**
 * A design-center change to one line, in a transaction that locks the line's order first
 * (as status moves do, docs/decisions/008): two ticks on the same order never leave its
 * design_status behind its lines. The line is read again once the order is locked: an edit of
 * the order meanwhile replaces its lines.
 */
async function changeLine(
  db: Db,
  lineId: number,
  language: Language,
  change: (trx: Db, line: { id: number; order_id: number }) => Promise<void>,
): Promise<{ orderId: number; allComplete: boolean }> {
  const m = designCenterMessages[language];
  return db.transaction().execute(async (trx) => {
    const first = await findLine(trx, lineId);
    if (!first) throw notFound(m.lineNotFound);
    await lockOrder(trx, first.order_id);
    const line = await findLine(trx, lineId);
    if (!line) throw notFound(m.lineNotFound);
    if (line.type === 'refund') throw conflict(m.creditNote);
    if (line.status === 'cancelled') throw conflict(m.cancelled);
    // Only what the list shows: a pending web order is not accepted yet, a prebooking holds no
    // stock until converted (its lines may then go on back-order), a delivered one is gone.
    const shown = (DESIGN_CENTER_ORDER_STATUSES as readonly string[]).includes(line.status);
    if (!shown || line.stock_taken !== 1) throw conflict(m.notToPrepare);
    await change(trx, line);
    const allComplete = (await incompleteLines(trx, line.order_id)) === 0;
    await setDesignStatus(trx, line.order_id, allComplete ? 'designed' : 'not_designed');
    return { orderId: line.order_id, allComplete };
  });
}

async function changeReply(db: Db, orderId: number, allComplete: boolean, language: Language) {
  const [order, rows] = await Promise.all([loadOrder(db, orderId, language), rowsOfOrder(db, orderId)]);
  return { order, rows: rows.map((r) => presentRow(r, language)), allComplete };
}

/** The line's flag columns for a complete-back body: setting one flag true clears the other (SPEC §4). */
export function flagChanges(input: z.infer<typeof completeBackSchema>) {
  const changes: { complete_order?: number; back_order?: number; back_order_text?: string } = {};
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
  { db }: DesignCenterDeps,
  lineId: number,
  input: z.infer<typeof completeBackSchema>,
  language: Language,
): Promise<{ data: DesignCenterChange; message: string }> {
  const m = designCenterMessages[language];
  const changes = flagChanges(input);
  const { orderId, allComplete } = await changeLine(db, lineId, language, (trx, line) =>
    setLineFlags(trx, line.id, changes),
  );
  const message =
    input.complete_order === true
      ? allComplete
        ? m.designed
        : m.complete
      : input.back_order === true
        ? m.backOrdered
        : input.back_order === false
          ? m.notBackOrdered
          : m.notComplete;
  return { data: await changeReply(db, orderId, allComplete, language), message };
}

/** An active designer of the list, as the list spells the name; null unassigns. */
async function designerNamed(db: Db, name: string | null, language: Language): Promise<string | null> {
  if (name === null) return null;
  const wanted = name.toLocaleLowerCase('fr-CA');
  const found = (await listDesigners(db, { activeOnly: true })).find(
    (d) => d.name.toLocaleLowerCase('fr-CA') === wanted,
  );
  if (!found) throw badRequest(designCenterMessages[language].unknownDesigner, 'designer');
  return found.name;
}

/**
 * PUT /api/orders/{lineId}/designer: {id} is a line (SPEC §3's table_id), as for complete-back;
 * updateAll puts the designer on the order and every one of its lines.
 */
export async function assignDesigner(
  { db }: DesignCenterDeps,
  lineId: number,
  input: z.infer<typeof designerAssignSchema>,
  language: Language,
): Promise<{ data: DesignCenterChange; message: string }> {
  const m = designCenterMessages[language];
  const designer = await designerNamed(db, input.designer, language);
  const { orderId, allComplete } = await changeLine(db, lineId, language, (trx, line) =>
    input.updateAll ? setOrderDesigner(trx, line.order_id, designer) : setLineDesigner(trx, line.id, designer),
  );
  const message =
    designer === null
      ? m.designerCleared
      : input.updateAll
        ? m.designerAssignedAll(designer)
        : m.designerAssigned(designer);
  return { data: await changeReply(db, orderId, allComplete, language), message };
}

// ---- the designers staff keep

export async function designers(db: Db, activeOnly: boolean): Promise<Designer[]> {
  return (await listDesigners(db, { activeOnly })).map(presentDesigner);
}

async function assertNameFree(db: Db, name: string, language: Language, exceptId?: number): Promise<void> {
  const wanted = name.toLocaleLowerCase('fr-CA');
  const taken = (await listDesigners(db, { activeOnly: false })).some(
    (d) => d.id !== exceptId && d.name.toLocaleLowerCase('fr-CA') === wanted,
  );
  if (taken) throw conflict(designCenterMessages[language].designerTaken);
}

export async function createDesigner(
  { db, clock }: DesignCenterDeps,
  input: z.infer<typeof designerCreateSchema>,
  language: Language,
): Promise<Designer> {
  await assertNameFree(db, input.name, language);
  const now = clock.now().toISOString();
  const id = await conflictOnUnique(
    () => insertDesigner(db, { name: input.name, active: input.active ? 1 : 0, created_at: now, updated_at: now }),
    designCenterMessages[language].designerTaken,
  );
  return { id, name: input.name, active: input.active };
}

/** A new name carries the designer's assignments with it; inactive designers keep theirs. */
export async function editDesigner(
  { db, clock }: DesignCenterDeps,
  id: number,
  input: z.infer<typeof designerUpdateSchema>,
  language: Language,
): Promise<Designer> {
  const m = designCenterMessages[language];
  await conflictOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const current = await findDesigner(trx, id);
        if (!current) throw notFound(m.designerNotFound);
        const renamed = input.name !== undefined && input.name !== current.name;
        if (renamed) await assertNameFree(trx, input.name!, language, id);
        await updateDesigner(trx, id, {
          ...(renamed ? { name: input.name } : {}),
          ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
          updated_at: clock.now().toISOString(),
        });
        if (renamed) await renameAssignments(trx, current.name, input.name!);
      }),
    m.designerTaken,
  );
  const updated = await findDesigner(db, id);
  if (!updated) throw notFound(m.designerNotFound);
  return presentDesigner(updated);
}
