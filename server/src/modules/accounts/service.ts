import type { Db } from '../../db/connection.js';
import {
  addToBalance,
  balanceMismatches,
  entriesInRange,
  entriesOf,
  insertEntry,
  totalsInRange,
} from './repository.js';

export const LEDGER_KINDS = ['invoice', 'credit_note', 'payment', 'payment_reversal', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Who and when: the same shape as inventory's LedgerStamp, so an order's stamp serves both (and
 * the audit trail's AuditActor). `by.ip` is the request's address when a route passed it.
 */
export interface MoneyActor {
  by: { id: number | null; ip?: string | null };
  /** The instant (ISO). */
  nowIso: string;
  /** The business date (YYYY-MM-DD) the event counts on. */
  today: string;
}

/** The document a money event comes from. */
export type MoneyDocument =
  | { type: 'invoice_document'; id: number; number: string; orderId: number }
  | { type: 'payment'; id: number; number: string | null }
  | { type: null; note: string };

export interface MoneyEvent {
  customerId: number;
  kind: LedgerKind;
  /** Signed cents: positive when the customer owes more (invoice, payment reversal). */
  amountCents: number;
  document: MoneyDocument;
  actor: MoneyActor;
}

/**
 * The one way a customer's balance changes (ARCHITECTURE.md, "Module boundaries"; decision
 * 014): every money event is a row of the journal, and the stored balance moves by that row's
 * amount, both in the caller's transaction. The balance is thus always the sum of the journal
 * (`npm run ledger:verify`). Returns the entry's id.
 */
export async function moveBalance(trx: Db, event: MoneyEvent): Promise<number> {
  const { document, actor } = event;
  const id = await insertEntry(trx, {
    customer_id: event.customerId,
    kind: event.kind,
    amount_cents: event.amountCents,
    document_type: document.type,
    document_id: document.type ? document.id : null,
    document_number: document.type ? document.number : null,
    order_id: document.type === 'invoice_document' ? document.orderId : null,
    note: document.type ? null : document.note,
    entry_date: actor.today,
    created_by: actor.by.id,
    created_at: actor.nowIso,
  });
  if (event.amountCents !== 0) await addToBalance(trx, event.customerId, event.amountCents);
  return id;
}

/** A customer's journal, oldest first. */
export const journalOf = (db: Db, customerId: number) => entriesOf(db, customerId);

/** Customers whose stored balance differs from their journal's sum: none when all is well. */
export const verifyLedger = (db: Db) => balanceMismatches(db);

/** A period's journal, oldest first, read in slices (the books' export). */
export const journalInRange = entriesInRange;

/** A period's journal summed by kind: what the books' export must add up to. */
export const ledgerTotals = totalsInRange;

export type LedgerRow = Awaited<ReturnType<ReturnType<typeof entriesInRange>>>[number];
