import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { selectedOrdersForExport, type BulkOutcome } from '../orders/index.js';
import { ordersLayout } from './sheets/orders.js';
import { writeWorkbook } from './workbook.js';

async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

/**
 * The staff list's selected orders as the orders export (same columns), written in memory: a
 * selection is at most ORDER_BULK_MAX rows. An id that is no order fails alone; no file when
 * none is one.
 */
export async function exportOrderSelection(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<{ outcomes: BulkOutcome[]; file: { filename: string; xlsx: Buffer } | null }> {
  const rows = await selectedOrdersForExport(db, ids);
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  const outcomes = ids.map((id): BulkOutcome => {
    const number = numbers.get(id);
    return number === undefined ? { id, number: null, error: new DomainError('ORDER_NOT_FOUND') } : { id, number };
  });
  if (rows.length === 0) return { outcomes, file: null };
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeWorkbook(out, { ...ordersLayout, batches: oneBatch(rows) }, language);
  return { outcomes, file: { filename: `${ordersLayout.file[language]}_selection.xlsx`, xlsx: await bytes } };
}
