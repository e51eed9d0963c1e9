import { addDays, montrealTime } from '@shop/contract';

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

/** The instant (ISO, UTC) a business day starts in Montreal: 04:00Z in summer, 05:00Z in winter. */
export function montrealDayStart(day: string): string {
  const summer = new Date(`${day}T04:00:00Z`);
  const t = montrealTime(summer);
  return (t.date === day && t.hour === 0 ? summer : new Date(`${day}T05:00:00Z`)).toISOString();
}

/** A range of business days as instants: from the first day's start to the start of the day after the last. */
export function instantRange(range: { from: string; to: string }): { start: string; end: string } {
  return { start: montrealDayStart(range.from), end: montrealDayStart(addDays(range.to, 1)) };
}
