import { raiseDocumentEvent } from '../placement/webhook-events.js';
import type { Insertable } from 'kysely';
import { addDays, TERM_DAYS, type Order, type PaymentTerms } from '@shop/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/connection.js';
import type { OrdersTable } from '../../../db/schema.js';
import { DomainError } from '../../../errors/domain-error.js';
import { moveBalance } from '../../accounts/index.js';
import { creditProfileOf } from '../../customers/index.js';
import type { LedgerStamp } from '../../inventory/index.js';
import { applyOpenCredit } from '../../payments/index.js';
import { findDocumentByNumber, freezeSnapshot, insertDocument, type DocumentRecord } from './document-repository.js';
import { presentOrder } from '../presenter.js';
import { findInvoiceParty, findOrder, linesOf, nextCounter, type InvoiceParty } from '../repository.js';

export type DocumentKind = DocumentRecord['kind'];
type Business = Config['business'];

/**
 * What an issued invoice or credit note prints, frozen when its number is given (stored as JSON
 * in invoice_documents.snapshot): later edits of the order, the customer or the supplier's
 * details never change it, and its PDF is drawn from it alone.
 */
export interface InvoiceSnapshot {
  kind: DocumentKind;
  number: string;
  issued_on: string;
  /** The document it cancels (an edited or cancelled order's previous one), else null. */
  reverses_number: string | null;
  /**
   * An invoice's due date (orders.due_on) and the customer's payment terms that gave it. Absent
   * from credit notes and reversals, and from snapshots frozen before they were kept: those
   * print as they always did (the invoice type's terms, no due date).
   */
  due_on?: string;
  payment_terms?: PaymentTerms;
  /** The order as it stood, in French (the PDF is bilingual and takes both names per line). */
  order: Order;
  party: InvoiceParty;
  business: Business;
}

/** Issuing needs who and when, and the supplier's details to freeze. */
export interface IssueContext {
  stamp: LedgerStamp;
  business: Business;
}

const COUNTERS = { invoice: ['invoice', 'F'], credit_note: ['credit', 'C'] } as const;

/** The next number of a kind: gap-free, because taken in the issuing transaction (UPDATE ... RETURNING). */
async function nextNumber(trx: Db, kind: DocumentKind): Promise<string> {
  const [counter, prefix] = COUNTERS[kind];
  return `${prefix}-${String(await nextCounter(trx, counter)).padStart(6, '0')}`;
}

/** An invoice's terms, and its due date when it is not the order's (orders.due_on) already. */
interface Due {
  terms: PaymentTerms;
  due_on?: string;
}

/**
 * The order as it stands now, as a document of `kind` numbered `number`; an invoice given its
 * terms also keeps them and its due date (`due.due_on`, else the order's).
 */
async function snapshotNow(
  trx: Db,
  orderId: number,
  head: Pick<InvoiceSnapshot, 'kind' | 'number' | 'issued_on' | 'reverses_number'>,
  business: Business,
  due?: Due,
): Promise<InvoiceSnapshot> {
  const order = await findOrder(trx, orderId);
  const party = await findInvoiceParty(trx, orderId);
  if (!order || !party) throw new DomainError('ORDER_NOT_FOUND');
  const presented = presentOrder(order, await linesOf(trx, orderId), 'fr');
  const dueOn = due?.due_on ?? order.due_on;
  return {
    ...head,
    ...(head.kind === 'invoice' && due && dueOn ? { due_on: dueOn, payment_terms: due.terms } : {}),
    order: { ...presented, invoice_number: head.number },
    party: { ...party, invoiced_on: head.issued_on },
    business,
  };
}

/** The same document with every amount of the opposite sign: what its reversal prints. */
function negated(order: Order): Order {
  return {
    ...order,
    lines: order.lines.map((l) => ({ ...l, line_total_cents: -l.line_total_cents })),
    subtotal_cents: -order.subtotal_cents,
    delivery_fee_cents: -order.delivery_fee_cents,
    gst_cents: -order.gst_cents,
    qst_cents: -order.qst_cents,
    total_cents: -order.total_cents,
  };
}

/** Inserts a document and its journal entry (the balance moves by its total); returns the document. */
async function record(
  trx: Db,
  snapshot: InvoiceSnapshot,
  customerId: number,
  reverses: number | null,
  stamp: LedgerStamp,
): Promise<IssuedNumber> {
  const { order, kind, number } = snapshot;
  const id = await insertDocument(trx, {
    number,
    kind,
    order_id: order.id,
    customer_id: customerId,
    total_cents: order.total_cents,
    reverses_document_id: reverses,
    issued_on: stamp.today,
    issued_at: stamp.nowIso,
    issued_by: stamp.by.id,
    snapshot: JSON.stringify(snapshot),
  });
  await moveBalance(trx, {
    customerId,
    kind,
    amountCents: order.total_cents,
    document: { type: 'invoice_document', id, number, orderId: order.id },
    actor: stamp,
  });
  await raiseDocumentEvent(trx, stamp.nowIso, {
    number,
    kind,
    order_id: order.id,
    customer_id: customerId,
    total_cents: order.total_cents,
    issued_on: stamp.today,
  });
  return { id, number };
}

/**
 * Gives a confirmed order its invoice (a refund its credit note): a number of its kind, the
 * frozen snapshot, the journal entry and the balance, in the caller's transaction. Returns the
 * order's columns that name its current document.
 */
export async function invoiceOrder(
  trx: Db,
  order: { id: number; customer_id: number; type: string },
  ctx: IssueContext,
): Promise<Partial<Insertable<OrdersTable>>> {
  const kind: DocumentKind = order.type === 'refund' ? 'credit_note' : 'invoice';
  const head = { kind, number: await nextNumber(trx, kind), issued_on: ctx.stamp.today, reverses_number: null };
  const { terms } = await creditProfileOf(trx, order.customer_id);
  const dueOn = addDays(ctx.stamp.today, TERM_DAYS[terms]);
  const snapshot = await snapshotNow(trx, order.id, head, ctx.business, { terms, due_on: dueOn });
  await record(trx, snapshot, order.customer_id, null, ctx.stamp);
  if (kind === 'invoice') {
    const invoice = { id: order.id, customer_id: order.customer_id, total_cents: snapshot.order.total_cents };
    await applyOpenCredit(trx, invoice, { by: ctx.stamp.by.id, at: ctx.stamp.nowIso });
  }
  return {
    invoice_number: head.number,
    invoiced_on: head.issued_on,
    due_on: dueOn,
  };
}

/**
 * An issued document's snapshot. Documents carried over by migration 0013 have none: theirs is
 * taken from the order the first time it is needed (before any change to the order, since
 * every change reads it first) and kept.
 */
export async function snapshotOf(db: Db, document: DocumentRecord, business: Business): Promise<InvoiceSnapshot> {
  if (document.snapshot) return JSON.parse(document.snapshot) as InvoiceSnapshot;
  const head = { kind: document.kind, number: document.number, issued_on: document.issued_on, reverses_number: null };
  const snapshot = await snapshotNow(db, document.order_id, head, business);
  await freezeSnapshot(db, document.id, JSON.stringify(snapshot));
  return snapshot;
}

/** The order's current document (the one orders.invoice_number names). */
export async function currentDocument(trx: Db, invoiceNumber: string): Promise<DocumentRecord> {
  const document = await findDocumentByNumber(trx, invoiceNumber);
  if (!document) throw new DomainError('ORDER_NOT_FOUND');
  return document;
}

const opposite = (kind: DocumentKind): DocumentKind => (kind === 'invoice' ? 'credit_note' : 'invoice');

/**
 * A reversal of `original`, numbered `number`: the same lines, every amount of the opposite sign,
 * and nothing to pay by a date (a credit note, or the invoice that cancels one).
 */
function reversal(original: DocumentRecord, frozen: InvoiceSnapshot, number: string, today: string): InvoiceSnapshot {
  const { due_on: _due, payment_terms: _terms, ...kept } = frozen;
  return {
    ...kept,
    kind: opposite(original.kind),
    number,
    issued_on: today,
    reverses_number: original.number,
    order: { ...negated(frozen.order), invoice_number: number },
    party: { ...frozen.party, invoiced_on: today },
  };
}

/**
 * Cancels an issued document by one of the opposite kind for the opposite amount (an invoice by
 * a credit note, a refund's credit note by an invoice), numbered in its own sequence, printing
 * the same lines; the original stays as it was (a cancelled order).
 */
export async function reverseDocument(
  trx: Db,
  original: DocumentRecord,
  frozen: InvoiceSnapshot,
  ctx: IssueContext,
): Promise<void> {
  const number = await nextNumber(trx, opposite(original.kind));
  await record(trx, reversal(original, frozen, number, ctx.stamp.today), original.customer_id, original.id, ctx.stamp);
}

/** A document just issued: its id (its PDF) and number. */
export interface IssuedNumber {
  id: number;
  number: string;
}

/** What reissueDocument did: the order's columns that name its new document, and the two documents. */
export interface Reissued {
  columns: Partial<Insertable<OrdersTable>>;
  reversal: IssuedNumber;
  replacement: IssuedNumber;
}

/**
 * An edited order: its current document is reversed and the order as it now is gets a new one
 * of the same kind. Both numbers are taken before either balance moves, the credit note's
 * counter first, as every transaction does (counters before the customer's balance row, credit
 * before invoice): an edit and a new order of the same customer cannot deadlock.
 */
export async function reissueDocument(
  trx: Db,
  original: DocumentRecord,
  frozen: InvoiceSnapshot,
  ctx: IssueContext,
): Promise<Reissued> {
  const numbers = { credit_note: await nextNumber(trx, 'credit_note'), invoice: await nextNumber(trx, 'invoice') };
  const back = reversal(original, frozen, numbers[opposite(original.kind)], ctx.stamp.today);
  const reversed = await record(trx, back, original.customer_id, original.id, ctx.stamp);
  const head = {
    kind: original.kind,
    number: numbers[original.kind],
    issued_on: ctx.stamp.today,
    reverses_number: null,
  };
  // The new invoice keeps the order's due date (an edit does not move it) and the terms that gave it.
  const terms =
    original.kind === 'invoice'
      ? (frozen.payment_terms ?? (await creditProfileOf(trx, original.customer_id)).terms)
      : undefined;
  const fresh = await snapshotNow(trx, original.order_id, head, ctx.business, terms && { terms });
  const replacement = await record(trx, fresh, original.customer_id, null, ctx.stamp);
  return { columns: { invoice_number: head.number, invoiced_on: head.issued_on }, reversal: reversed, replacement };
}
