import type { PriceListRows } from '@shop/contract';
import type { ReaderLimits, ReadFailure } from './limits.js';
import { readInWorker } from './read-in-worker.js';
import { ReadersBusy, spreadsheetReaders } from './read-queue.js';

/** Why another module's upload could not be read: busy readers (retry after), or the reader's reason. */
export type SpreadsheetRowsFailure = { busy: number } | { reason: ReadFailure };

/**
 * The rows of an uploaded XLSX or CSV as read (values, not quoted for serving), in the price
 * lists' worker under its queue, heap and deadline: for another module's upload (the catalogue
 * import), limited by `limits` as a price list is by PRICE_LIST_FILE.
 */
export async function spreadsheetRows(
  kind: 'xlsx' | 'csv',
  bytes: Uint8Array,
  limits: ReaderLimits & { maxParseMs: number; maxReadMemoryMb: number },
): Promise<{ ok: true; rows: PriceListRows } | ({ ok: false } & SpreadsheetRowsFailure)> {
  try {
    const result = await spreadsheetReaders.run(() =>
      readInWorker(kind, bytes, limits, { maxMs: limits.maxParseMs, heapMb: limits.maxReadMemoryMb, rowsOnly: true }),
    );
    if (!result.ok) return { ok: false, reason: result.reason };
    return { ok: true, rows: JSON.parse(result.rowsJson) as PriceListRows };
  } catch (err) {
    if (err instanceof ReadersBusy) return { ok: false, busy: err.retryAfterSeconds };
    throw err;
  }
}
