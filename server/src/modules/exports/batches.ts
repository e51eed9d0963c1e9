// Business days as instants live in lib (the dashboard counts them too).
export { instantRange, montrealDayStart } from '../../lib/business-date.js';

/** Rows read per query: a large range is read in slices of this many, each from an index. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Keyset pagination: each batch asks for the rows after the last one of the previous batch
 * (never OFFSET, which would re-read everything before), until a batch comes back short.
 */
export async function* keysetBatches<Row, Key>(
  fetch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

