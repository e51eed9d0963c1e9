import { label, type AccountKey, type Language } from '@shop/contract';
import type { LedgerRow } from '../accounts/index.js';
import type { DocumentAmounts } from '../orders/index.js';
import type { PaymentForBooks } from '../payments/index.js';
import { bookWords, type BookWords } from './words.js';

/** One line of a journal entry: signed cents, a debit positive and a credit negative. */
export interface PostingLine {
  account: AccountKey;
  cents: number;
}

/**
 * One journal entry of the books (issue 39 item 4), made of one entry of the money journal
 * (ledger_entries): the receivables line is that entry's amount, so the export's receivables
 * are the ledger's to the cent; its other lines balance it.
 */
export interface Posting {
  /** The ledger entry's day. */
  date: string;
  /** The invoice's or credit note's number, `P-<id>` for a payment, `ADJ-<id>` for an adjustment. */
  document: string;
  book: 'sales' | 'receipts';
  kind: LedgerRow['kind'];
  customer: string;
  memo: string;
  lines: PostingLine[];
}

const withoutZeros = (lines: PostingLine[]) => lines.filter((l) => l.cents !== 0);

/** An invoice (debit receivables) or a credit note (credit them): goods, delivery and taxes apart. */
function documentPosting(entry: LedgerRow, doc: DocumentAmounts | undefined, words: BookWords): Posting {
  if (!doc) throw new Error(`ledger entry ${entry.id} names a document that does not exist`);
  const goods: AccountKey = doc.kind === 'credit_note' ? 'credit_notes' : 'sales';
  const amount = Number(entry.amount_cents);
  return {
    date: entry.entry_date,
    document: doc.number,
    book: 'sales',
    kind: entry.kind,
    customer: entry.business_name ?? '',
    memo: `${doc.kind === 'credit_note' ? words.creditNote : words.invoice} ${doc.number}, ${words.order} ${doc.order_number}`,
    lines: withoutZeros([
      { account: 'receivables', cents: amount },
      { account: goods, cents: -doc.goods_cents },
      { account: 'delivery', cents: -doc.delivery_cents },
      { account: 'gst', cents: -doc.gst_cents },
      { account: 'qst', cents: -doc.qst_cents },
    ]),
  };
}

/** A payment (credit receivables, debit its method's account) or a reversal (the opposite). */
function paymentPosting(entry: LedgerRow, payment: PaymentForBooks | undefined, language: Language): Posting {
  if (!payment) throw new Error(`ledger entry ${entry.id} names a payment that does not exist`);
  const amount = Number(entry.amount_cents);
  const { method } = payment;
  const words = bookWords[language];
  const what =
    payment.reverses_payment_id === null
      ? `${words.payment} (${label('paymentMethod', method, language)})`
      : `${words.reversalOf} P-${payment.reverses_payment_id}`;
  const received = payment.received_on === entry.entry_date ? '' : `, ${words.received} ${payment.received_on}`;
  return {
    date: entry.entry_date,
    document: `P-${payment.id}`,
    book: 'receipts',
    kind: entry.kind,
    customer: entry.business_name ?? '',
    memo: `${what}${payment.reference ? ` ${words.reference} ${payment.reference}` : ''}${received}`,
    lines: withoutZeros([
      { account: 'receivables', cents: amount },
      { account: method, cents: -amount },
    ]),
  };
}

/** Anything else the journal holds (the opening balances of 0013): against the adjustments account. */
function adjustmentPosting(entry: LedgerRow, words: BookWords): Posting {
  const amount = Number(entry.amount_cents);
  return {
    date: entry.entry_date,
    document: `ADJ-${entry.id}`,
    book: 'sales',
    kind: entry.kind,
    customer: entry.business_name ?? '',
    memo: entry.note ? `${words.adjustment} - ${entry.note}` : words.adjustment,
    lines: withoutZeros([
      { account: 'receivables', cents: amount },
      { account: 'adjustments', cents: -amount },
    ]),
  };
}

/** The journal entry of one ledger entry, given what its document is. */
export function postingOf(
  entry: LedgerRow,
  documents: Map<number, DocumentAmounts>,
  payments: Map<number, PaymentForBooks>,
  language: Language,
): Posting {
  const words = bookWords[language];
  if (entry.document_type === 'invoice_document')
    return documentPosting(entry, documents.get(entry.document_id ?? 0), words);
  if (entry.document_type === 'payment') return paymentPosting(entry, payments.get(entry.document_id ?? 0), language);
  return adjustmentPosting(entry, words);
}
