import type { AccountingExportQuery, Language } from '@shop/contract';
import { journalInRange, type LedgerRow } from '../accounts/index.js';
import { documentAmounts } from '../orders/index.js';
import { allocationsInRange, paymentsByIds, type AllocationForBooks } from '../payments/index.js';
import { allocationLine } from './allocation-lines.js';
import { encodeFile, type FileEncoding } from './csv.js';
import { ALLOCATION_ENCODING, ALLOCATION_HEADER, allocationRow, BOOK_FORMATS } from './formats.js';
import { postingOf } from './postings.js';
import { accountingSettings, type AccountingDeps } from './settings.js';
import { zipFiles } from '../../lib/zip.js';

/** Rows read at a time: a period is read in slices, never whole. */
const SLICE = 500;

type Keyset = { day: string; id: number } | null;

/** Calls `each` with every slice a keyset reader gives, in order. */
async function eachSlice<T extends { id: number }>(
  read: (after: Keyset, limit: number) => Promise<T[]>,
  dayOf: (row: T) => string,
  each: (rows: T[]) => Promise<void> | void,
): Promise<void> {
  let after: Keyset = null;
  for (;;) {
    const rows = await read(after, SLICE);
    if (rows.length > 0) await each(rows);
    const last = rows.at(-1);
    if (!last || rows.length < SLICE) return;
    after = { day: dayOf(last), id: last.id };
  }
}

const idsOf = (entries: LedgerRow[], type: LedgerRow['document_type']) =>
  entries.filter((e) => e.document_type === type && e.document_id !== null).map((e) => e.document_id as number);

/** The export as a file: a ZIP of the period's sales journal, receipts and allocations. */
export interface BooksFile {
  name: string;
  body: Buffer;
}

/**
 * GET /api/accounting/export (issue 39 item 4): every entry of the money journal in the period
 * as a journal entry in the format asked (sales: invoices, credit notes and adjustments;
 * receipts: payments and their reversals), and the allocations made or released in it.
 */
export async function exportBooks(
  deps: AccountingDeps,
  query: AccountingExportQuery,
  language: Language,
): Promise<BooksFile> {
  const { db } = deps;
  const { accounts } = await accountingSettings(db);
  const format = BOOK_FORMATS[query.format];
  const books = { sales: [format.header], receipts: [format.header] };
  await eachSlice(
    journalInRange(db, query),
    (e) => e.entry_date,
    async (entries) => {
      const [documents, payments] = await Promise.all([
        documentAmounts(db, idsOf(entries, 'invoice_document')),
        paymentsByIds(db, idsOf(entries, 'payment')),
      ]);
      for (const entry of entries) {
        const posting = postingOf(entry, documents, payments, language);
        books[posting.book].push(format.entry(posting, accounts));
      }
    },
  );
  const allocations = [ALLOCATION_HEADER];
  for (const made of [true, false])
    await eachSlice(
      allocationsInRange(db, query, made),
      (a: AllocationForBooks) => a.day,
      (rows) => {
        for (const a of rows) allocations.push(allocationRow(format, allocationLine(a, language)));
      },
    );
  const file = (part: string, lines: string[], encoding: FileEncoding = format.encoding) => ({
    name: `${query.format}-${part}.csv`,
    data: encodeFile(lines.join(''), encoding),
  });
  return {
    name: `books-${query.from}-${query.to}-${query.format}.zip`,
    body: zipFiles(
      [file('sales', books.sales), file('receipts', books.receipts), file('allocations', allocations, ALLOCATION_ENCODING)],
      deps.clock.now(),
    ),
  };
}
