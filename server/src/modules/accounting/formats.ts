import { neutralizeFormula, type AccountingFormat, type AccountingSettings } from '@shop/contract';
import { dollars, row, text, type FileEncoding } from './csv.js';
import type { Posting } from './postings.js';
import type { AllocationLine } from './allocation-lines.js';

type Accounts = AccountingSettings['accounts'];

/**
 * How one import format writes the books (docs/decisions/051-books-to-the-accountant.md): a
 * header line (or none), the lines of one journal entry, and the day as the format reads it.
 */
export interface BookFormat {
  header: string;
  /** How its files are written: what the program that imports them reads (decision 051). */
  encoding: FileEncoding;
  entry(posting: Posting, accounts: Accounts): string;
  day(iso: string): string;
}

const [debit, credit] = [
  (cents: number) => (cents > 0 ? dollars(cents) : ''),
  (c: number) => (c < 0 ? dollars(-c) : ''),
];
const described = (posting: Posting) => (posting.customer ? `${posting.customer} - ${posting.memo}` : posting.memo);

/** The plain journal: one line per account, debit and credit apart, ISO days. */
const journal: BookFormat = {
  header: row(['date', 'document', 'account', 'debit', 'credit', 'memo']),
  // Read in a spreadsheet: Excel reads its accents right with a byte order mark only.
  encoding: 'utf8-bom',
  day: (iso) => iso,
  entry: (p, accounts) =>
    p.lines
      .map((l) =>
        row([
          p.date,
          text(p.document),
          accounts[l.account].number,
          debit(l.cents),
          credit(l.cents),
          text(described(p)),
        ]),
      )
      .join(''),
};

/**
 * Sage 50 Canada's General Journal import (a text file, no header): per entry a first line
 * `mm-dd-yy,"source","comment"` (source: the document, up to 13 characters; comment: the
 * customer, up to 39: the Sage KB's limits, stricter than its help's 20 and 75), then one line
 * `account number,amount` per account, debits positive and credits negative, a point and two
 * decimals. Windows-1252, no byte order mark (it would stand before the first date).
 */
const quoted = (value: string, max: number) =>
  `"${neutralizeFormula(value.replace(/[\r\n]+/g, ' ').replace(/"/g, "'")).slice(0, max)}"`;
const sage50: BookFormat = {
  header: '',
  encoding: 'windows-1252',
  day: (iso) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(2, 4)}`,
  entry: (p, accounts) =>
    row([sage50.day(p.date), quoted(p.document, 13), quoted(p.customer || p.memo, 39)]) +
    p.lines.map((l) => row([accounts[l.account].number, dollars(l.cents)])).join(''),
};

/**
 * QuickBooks Online's journal entries import: JournalNo groups the lines of one entry, the day
 * MM/DD/YYYY, the account by its name (QuickBooks imports with account numbers off), Debits and
 * Credits apart, the customer in Name (an A/R line needs one). UTF-8 without a byte order mark:
 * with one, the first column's name is not JournalNo.
 */
const quickbooks: BookFormat = {
  header: row(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']),
  encoding: 'utf8',
  day: (iso) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
  entry: (p, accounts) =>
    p.lines
      .map((l) =>
        row([
          text(p.document),
          quickbooks.day(p.date),
          text(accounts[l.account].name),
          debit(l.cents),
          credit(l.cents),
          text(p.memo),
          text(p.customer),
        ]),
      )
      .join(''),
};

export const BOOK_FORMATS: Record<AccountingFormat, BookFormat> = { journal, sage50, quickbooks };

/**
 * The allocations, the same columns in every format (no import takes them: the accountant reads
 * them in a spreadsheet, so UTF-8 with a byte order mark).
 */
export const ALLOCATION_ENCODING: FileEncoding = 'utf8-bom';
export const ALLOCATION_HEADER = row([
  'date',
  'payment',
  'customer',
  'method',
  'reference',
  'invoice',
  'order',
  'amount',
  'memo',
]);

export function allocationRow(format: BookFormat, a: AllocationLine): string {
  return row([
    format.day(a.day),
    `P-${a.payment_id}`,
    text(a.customer),
    text(a.method),
    text(a.reference),
    text(a.invoice),
    text(a.order),
    dollars(a.amount_cents),
    text(a.memo),
  ]);
}
